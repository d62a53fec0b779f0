import Foundation
import Testing

@testable import HarkEvaluation

@Suite struct NoiseCurveTests {
    /// One utterance: `accepted` decides whether the intent comes back right, `wordsRight`
    /// whether the transcript is whole ("two lattes") or loses a word (WER 1/2).
    struct Utterance {
        var noise: String?
        var snr: String?
        var accepted: Bool
        var wordsRight: Bool
        var convention: String? = nil
    }

    static func report(_ utterances: [Utterance], label: String? = nil) -> EvaluationReport {
        EvaluationReport(
            title: "curve", label: label,
            outcomes: utterances.enumerated().map { index, utterance in
                var metadata: [String: String] = [:]
                metadata["noise"] = utterance.noise
                metadata["snr"] = utterance.snr
                metadata["snrConvention"] = utterance.convention
                let sample = Fixtures.sample(
                    "u\(index)", set: utterance.snr.map { "tune-snr\($0)" } ?? "tune",
                    reference: "two lattes", intent: "orderDrink", metadata: metadata)
                return Fixtures.decoded(
                    sample, utterance.wordsRight ? "two lattes" : "two",
                    intent: utterance.accepted ? "orderDrink" : "none")
            }, wallSeconds: 1)
    }

    /// Babble at 24 dB: 2 of 2 accepted; 12 dB: 1 of 2; 6 dB: 0 of 2. White at 24 dB: 1 of 1.
    /// Clean: 2 of 2. Words are lost exactly where the command is.
    static let sweep: [Utterance] = [
        .init(noise: nil, snr: nil, accepted: true, wordsRight: true),
        .init(noise: nil, snr: nil, accepted: true, wordsRight: true),
        .init(noise: "babble.wav", snr: "24", accepted: true, wordsRight: true),
        .init(noise: "babble.wav", snr: "24", accepted: true, wordsRight: true),
        .init(noise: "babble.wav", snr: "12", accepted: true, wordsRight: true),
        .init(noise: "babble.wav", snr: "12", accepted: false, wordsRight: false),
        .init(noise: "babble.wav", snr: "6", accepted: false, wordsRight: false),
        .init(noise: "babble.wav", snr: "6", accepted: false, wordsRight: false),
        .init(noise: "Audio/noise/white.wav", snr: "24", accepted: true, wordsRight: true),
    ]

    /// The old configuration: one fewer command at 24 and at 12 dB.
    static let oldSweep: [Utterance] = [
        .init(noise: nil, snr: nil, accepted: true, wordsRight: true),
        .init(noise: nil, snr: nil, accepted: false, wordsRight: false),
        .init(noise: "babble.wav", snr: "24", accepted: true, wordsRight: true),
        .init(noise: "babble.wav", snr: "24", accepted: false, wordsRight: false),
        .init(noise: "babble.wav", snr: "12", accepted: false, wordsRight: false),
        .init(noise: "babble.wav", snr: "12", accepted: false, wordsRight: false),
        .init(noise: "babble.wav", snr: "6", accepted: false, wordsRight: false),
        .init(noise: "babble.wav", snr: "6", accepted: false, wordsRight: false),
    ]

    @Test func groupsByNoiseAndLevelWithTheCleanReference() throws {
        let curve = try #require(Self.report(Self.sweep).noiseCurve)
        #expect(curve.lines.map(\.name) == ["babble", "white"])
        let babble = curve.lines[0]
        #expect(babble.points.map(\.snr) == [24, 12, 6])
        #expect(babble.points.map(\.utterances) == [2, 2, 2])
        #expect(babble.points.map(\.commandAcceptance) == [1, 0.5, 0])
        #expect(babble.points.map(\.commandsAccepted) == [2, 1, 0])
        #expect(babble.points.map(\.wordErrorRate) == [0, 0.25, 0.5])
        #expect(isClose(babble.averageCommandAcceptance, 0.5))
        #expect(isClose(babble.averageWordErrorRate, 0.25))
        #expect(curve.lines[1].points.map(\.snr) == [24])
        #expect(curve.levels == [24, 12, 6])

        let clean = try #require(curve.clean)
        #expect(clean.snr == nil)
        #expect(clean.utterances == 2)
        #expect(clean.commandAcceptance == 1)
        #expect(clean.wordErrorRate == 0)
    }

    /// A benchmark's "average over the levels" weighs every level the same, whatever its size.
    @Test func theAverageIsOverLevelsNotUtterances() throws {
        let curve = try #require(
            Self.report([
                .init(noise: "babble.wav", snr: "24", accepted: true, wordsRight: true),
                .init(noise: "babble.wav", snr: "6", accepted: true, wordsRight: true),
                .init(noise: "babble.wav", snr: "6", accepted: false, wordsRight: true),
                .init(noise: "babble.wav", snr: "6", accepted: false, wordsRight: true),
            ]).noiseCurve)
        #expect(isClose(curve.lines[0].averageCommandAcceptance, (1 + 1.0 / 3) / 2))
        #expect(curve.clean == nil)
    }

    @Test func cleanSpeechAloneHasNoCurve() {
        let report = Self.report([.init(noise: nil, snr: nil, accepted: true, wordsRight: true)])
        #expect(report.noiseCurve == nil)
        #expect(!TerminalReportRenderer.summary(report).contains("Noise curve"))
        #expect(!HTMLReportRenderer.render(report).contains("Noise curve"))
    }

    @Test func aNoiseUnderTwoConventionsIsTwoLines() throws {
        let curve = try #require(
            Self.report([
                .init(noise: "babble.wav", snr: "12", accepted: true, wordsRight: true, convention: "activeSpeech"),
                .init(noise: "babble.wav", snr: "12", accepted: false, wordsRight: true, convention: "peakFrame"),
                .init(noise: "white.wav", snr: "12", accepted: false, wordsRight: true, convention: "peakFrame"),
            ]).noiseCurve)
        #expect(curve.lines.map(\.name) == ["babble (activeSpeech)", "babble (peakFrame)", "white"])
        #expect(curve.lines.map { $0.points[0].commandAcceptance } == [1, 0, 0])
    }

    @Test func manifestsGiveNoiseAndSNRAndIgnoreWhatTheyDoNotKnow() throws {
        let text = """
            {"audio": "a.wav", "intent": "x", "noise": "babble.wav", "snr": 24, "seed": 0, "snrConvention": "peakFrame", "future": {"k": [1]}}
            {"audio": "b.wav", "intent": "x", "noise": "babble.wav", "snr": "7.5"}
            {"audio": "c.wav", "intent": "x", "snr": "clean"}
            {"audio": "d.wav", "intent": "x"}
            """
        let samples = try ManifestReader.parse(text, path: "tune-snr24.jsonl").samples
        #expect(samples.map(\.snr) == [24, 7.5, nil, nil])
        #expect(samples.map(\.noise) == ["babble.wav", "babble.wav", nil, nil])
        #expect(samples[0].snrConvention == "peakFrame")
        let row = UtteranceRow(scoring: Fixtures.decoded(samples[0], "", intent: "x"))
        #expect(row.noise == "babble.wav" && row.snr == 24 && row.snrConvention == "peakFrame")
    }

    @Test func theTerminalTableRunsFromTheHighestSNRToTheLowest() throws {
        let report = Self.report(Self.sweep, label: "chosen")
        let text = TerminalReportRenderer.summary(report)
        #expect(text.contains("Noise curve: command acceptance against SNR"))
        let lines = text.split(separator: "\n").map(String.init)
        let header = try #require(lines.first { $0.contains("Noise") && $0.contains("dB") })
        let columns = header.split(separator: " ").map(String.init)
        #expect(columns == ["Noise", "24", "dB", "12", "dB", "6", "dB", "Average", "Clean"])
        let babble = try #require(lines.first { $0.contains("babble") })
        #expect(
            babble.split(separator: " ") == ["babble", "100.00%", "50.00%", "0.00%", "50.00%", "100.00%"])
        let white = try #require(lines.first { $0.contains("white") })
        #expect(white.split(separator: " ") == ["white", "100.00%", "—", "—", "100.00%", "100.00%"])

        let both = TerminalReportRenderer.noiseCurves([
            LabelledNoiseCurve(label: "chosen", curve: try #require(report.noiseCurve)),
            LabelledNoiseCurve(label: "old", curve: try #require(Self.report(Self.oldSweep).noiseCurve)),
        ])
        let oldBabble = try #require(both.split(separator: "\n").first { $0.contains("old") && $0.contains("babble") })
        #expect(oldBabble.split(separator: " ") == ["old", "babble", "50.00%", "0.00%", "0.00%", "16.67%", "50.00%"])
    }

    @Test func figuresAreKeyedByNoiseAndLevelForComparison() throws {
        let comparison = ReportComparison(old: Self.report(Self.oldSweep, label: "old"), new: Self.report(Self.sweep))
        let row = try #require(comparison.rows.first { $0.key == "noise.babble.snr12.command" })
        #expect(row.old == 0 && row.new == 0.5 && row.verdict == .improved)
        let average = try #require(comparison.rows.first { $0.key == "noise.babble.average.wer" })
        #expect(average.verdict == .improved)
        #expect(comparison.rows.first { $0.key == "noise.white.average.command" }?.verdict == .added)
        #expect(comparison.oldLabel == "old")
        #expect(comparison.oldNoiseCurve?.lines.count == 1)
    }

    // MARK: JSON

    @Test func theCurveSurvivesJSON() throws {
        let report = Self.report(Self.sweep, label: "chosen")
        let read = try EvaluationReport(jsonData: report.jsonData())
        #expect(read == report)
        #expect(read.noiseCurve == report.noiseCurve)
        #expect(read.label == "chosen")
        #expect(read.rows[2].snr == 24 && read.rows[2].noise == "babble.wav")
    }

    /// A report written before the curve existed has no `label`, `noiseCurve` or row `noise` and
    /// `snr`; --compare must still read it, and there is then no old line to draw.
    @Test func anOlderReportWithoutACurveStillCompares() throws {
        let new = Self.report(Self.sweep, label: "chosen")
        var object = try #require(
            try JSONSerialization.jsonObject(with: Self.report(Self.oldSweep).jsonData()) as? [String: Any])
        object.removeValue(forKey: "noiseCurve")
        object.removeValue(forKey: "label")
        object["rows"] = (object["rows"] as? [[String: Any]])?.map { row in
            row.filter { !["noise", "snr", "snrConvention"].contains($0.key) }
        }
        let data = try JSONSerialization.data(withJSONObject: object)
        #expect(!String(decoding: data, as: UTF8.self).contains("\"snr\""))
        let old = try EvaluationReport(jsonData: data)
        #expect(old.noiseCurve == nil && old.label == nil)

        let comparison = ReportComparison(old: old, new: new)
        #expect(comparison.oldNoiseCurve == nil)
        #expect(LabelledNoiseCurve.all(new, comparisons: [comparison]).map(\.label) == ["chosen"])
        let html = HTMLReportRenderer.render(new, comparisons: [comparison])
        #expect(Self.polylines(in: html).map(\.count) == [3, 1, 3, 1])
    }

    // MARK: SVG

    /// The `points` of every polyline, as (x, y) pairs.
    static func polylines(in svg: String) -> [[(x: Double, y: Double)]] {
        svg.components(separatedBy: "<polyline").dropFirst().map { element in
            let attribute = element.components(separatedBy: "points=\"")[1].components(separatedBy: "\"")[0]
            return attribute.split(separator: " ").map { pair in
                let numbers = pair.split(separator: ",").map { Double($0)! }
                return (numbers[0], numbers[1])
            }
        }
    }

    @Test func oneLinePerConfigurationMovingTheRightWay() throws {
        let chosen = LabelledNoiseCurve(label: "chosen", curve: try #require(Self.report(Self.sweep).noiseCurve))
        let old = LabelledNoiseCurve(label: "old", curve: try #require(Self.report(Self.oldSweep).noiseCurve))
        // One noise only, so each configuration is one line.
        var babbleOnly = chosen
        babbleOnly.curve.lines.removeAll { $0.name != "babble" }

        let chart = try #require(NoiseCurveChart.chart([babbleOnly, old], metric: .commandAcceptance))
        let svg = chart.rendered()
        let lines = Self.polylines(in: svg)
        #expect(lines.count == 2)
        #expect(lines.map(\.count) == [3, 3])
        for line in lines {
            // SNR ascends to the right: 6, 12, 24 dB.
            #expect(line[0].x < line[1].x && line[1].x < line[2].x)
        }
        // Acceptance rises with SNR, and SVG's y grows downward.
        let (new, previous) = (lines[0], lines[1])
        #expect(new[0].y > new[1].y && new[1].y > new[2].y)
        // Where the chosen configuration accepts more, its point is higher on the page.
        #expect(new[2].y < previous[2].y && new[1].y < previous[1].y)
        #expect(abs(new[0].y - previous[0].y) < 0.01)
        // Each line has its own colour and the old one is dashed; clean is the reference column.
        #expect(svg.contains("<title>Command acceptance against SNR — chosen vs old</title>"))
        #expect(svg.contains("stroke-dasharray=\"7 4\""))
        #expect(svg.components(separatedBy: "class=\"to-reference\"").count == 3)
        #expect(svg.contains(">clean</text>"))
        #expect(svg.contains("<desc>chosen: 24 dB: 100.00%, 12 dB: 50.00%, 6 dB: 0.00%, clean: 100.00%"))
        #expect(svg == NoiseCurveChart.chart([babbleOnly, old], metric: .commandAcceptance)?.rendered())
    }

    @Test func theWERChartRisesAsSNRFalls() throws {
        let chosen = LabelledNoiseCurve(label: "chosen", curve: try #require(Self.report(Self.sweep).noiseCurve))
        let svg = try #require(NoiseCurveChart.chart([chosen], metric: .wordErrorRate)).rendered()
        let lines = Self.polylines(in: svg)
        // Babble and white: with one run, one line per noise.
        #expect(lines.map(\.count) == [3, 1])
        #expect(lines[0][0].y < lines[0][1].y && lines[0][1].y < lines[0][2].y)
        #expect(svg.contains(">babble</text>") && svg.contains(">white</text>"))
    }

    @Test func theHTMLReportDrawsEveryRunsCurve() throws {
        let new = Self.report(Self.sweep, label: "chosen")
        let comparison = ReportComparison(old: Self.report(Self.oldSweep, label: "old"), new: new)
        let html = HTMLReportRenderer.render(new, comparisons: [comparison])
        #expect(html.contains("<h2>Noise curve</h2>"))
        // Two charts (acceptance, WER), each with chosen × {babble, white} and old × babble.
        #expect(Self.polylines(in: html).map(\.count) == [3, 1, 3, 3, 1, 3])
        #expect(html.contains("chosen — babble") && html.contains("old — babble"))
        #expect(html == HTMLReportRenderer.render(new, comparisons: [comparison]))
    }

    @Test func yTicksFollowTheData() {
        let chart = SVGLineChart(
            title: "t", xTitle: "x", yTitle: "y", referenceName: nil,
            series: [
                .init(
                    name: "a", color: "#000",
                    points: [.init(x: 6, y: 0.905, text: ""), .init(x: 24, y: 0.97, text: "")])
            ])
        let scale = chart.yScale
        #expect(isClose(scale.minimum, 0.9) && isClose(scale.maximum, 0.98) && isClose(scale.step, 0.02))
        #expect(chart.position(y: 0.97) < chart.position(y: 0.91))
    }
}
