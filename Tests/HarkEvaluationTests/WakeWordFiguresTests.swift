import Testing

@testable import HarkEvaluation

@Suite("Wake word figures")
struct WakeWordFiguresTests {
    typealias File = WakeWordFigures.File

    static func file(_ scores: [Double], keyphrase: [Double]? = nil, seconds: Double = 3_600) -> File {
        File(
            file: "f", seconds: seconds,
            candidates: zip(scores, keyphrase ?? scores).map { .init(score: $0, keyphraseScore: $1) })
    }

    /// Two positive sets and an hour of negatives whose stretches score 0.9, 0.5 and 0.2.
    let figures = WakeWordFigures(
        positives: [
            ("clean", [file([0.95]), file([0.6, 0.1]), file([])]),
            ("noisy", [file([0.3]), file([0.92])]),
        ],
        negatives: [file([0.9, 0.2], keyphrase: [-5, -50]), file([0.5], keyphrase: [10])])

    @Test func theThresholdLetsThroughNoMoreFalseAlarmsThanAllowed() {
        let none = figures.point(allowing: 0, score: .hark)
        #expect(none.threshold > 0.9 && none.threshold < 0.9001 && none.falseAlarms == 0)
        // 0.95 and 0.92 clear it; 0.6 and 0.3 do not; a file with no stretch never does.
        #expect(none.missRates == ["clean": 2.0 / 3, "noisy": 0.5])
        #expect(abs(figures.pooledMissRate(at: none) - 3.0 / 5) < 1e-12)
        let one = figures.point(allowing: 1, score: .hark)
        #expect(one.falseAlarms == 1 && one.missRates == ["clean": 1.0 / 3, "noisy": 0.5])
        let all = figures.point(allowing: 9, score: .hark)
        #expect(all.falseAlarms == 3 && all.missRates["clean"] == 1.0 / 3)
    }

    @Test func eachScoreIsJudgedByItsOwnNegatives() {
        // The keyphrase scores of the positives are their Hark scores; its negatives' best is 10.
        let point = figures.point(allowing: 0, score: .keyphrase)
        #expect(point.threshold > 10 && point.missRates == ["clean": 1, "noisy": 1])
    }

    @Test func theCurveFallsAsFalseAlarmsRise() {
        let curve = figures.curve(.hark, alarmCounts: [0, 1, 2, 3])
        #expect(curve.map(\.falseAlarmsPerHour) == [0, 0.5, 1, 1.5])
        #expect(zip(curve, curve.dropFirst()).allSatisfy { $0.missRate >= $1.missRate })
        #expect(figures.negativeHours == 2)
        #expect(figures.allowedFalseAlarms(perTenHours: 1) == 0 && figures.allowedFalseAlarms(perTenHours: 10) == 2)
    }

    @Test func theReportNamesEverySetAndBothScores() {
        let report = figures.report(perTenHours: 1)
        #expect(report.contains("clean") && report.contains("noisy") && report.contains("keyphrase search"))
        #expect(report.contains("66.67%") && report.contains("at most 0 false alarms"))
    }
}
