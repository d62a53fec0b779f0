import HarkUnderstanding
import Testing

@testable import HarkEvaluation

@Suite struct CalibrationTests {
    @Test func eceOfAToySet() throws {
        // Four at 0.95 of which three are right, four at 0.25 of which two are right.
        let readings =
            [(0.95, true), (0.95, true), (0.95, true), (0.95, false)]
            + [(0.25, true), (0.25, true), (0.25, false), (0.25, false)]
        let figures = try #require(CalibrationFigures(readings.map { (confidence: $0.0, correct: $0.1) }))
        #expect(figures.bins.count == 10)
        #expect(figures.bins[9].count == 4 && isClose(figures.bins[9].accuracy, 0.75))
        #expect(figures.bins[2].count == 4 && isClose(figures.bins[2].meanConfidence, 0.25))
        #expect(figures.bins[5].count == 0 && figures.bins[5].accuracy == nil)
        #expect(isClose(figures.expectedCalibrationError, 0.5 * 0.2 + 0.5 * 0.25))
        #expect(isClose(figures.maximumCalibrationError, 0.25))
        #expect(isClose(figures.brierScore, (3 * 0.0025 + 0.9025 + 2 * 0.5625 + 2 * 0.0625) / 8))
        #expect(isClose(figures.accuracy, 5.0 / 8))
    }

    @Test func aConfidenceOfOneFallsInTheLastBin() throws {
        let figures = try #require(CalibrationFigures([(1, true), (0, false)]))
        #expect(figures.bins[9].count == 1 && figures.bins[0].count == 1)
        #expect(figures.expectedCalibrationError == 0)
        #expect(CalibrationFigures([]) == nil)
    }

    static func report() -> EvaluationReport {
        let samples = (0..<4).map { Fixtures.sample("u\($0)", intent: "INSendMessageIntent", parameters: [:]) }
        let outcomes = samples.enumerated().map { index, sample in
            let evidence = ConfidenceEvidence(
                parserConfidence: 0.99, isRejected: false, matchCost: 0, isExact: true, domainProbability: nil,
                meanWordPosterior: 1, minimumWordPosterior: 1, wordCount: 3)
            return UtteranceOutcome(
                sample: sample,
                decoding: .decoded(
                    Hypothesis(
                        text: "send it", intent: index < 2 ? "INSendMessageIntent" : "none", confidence: 0.5,
                        evidence: evidence)),
                audioSeconds: 1, decodeSeconds: 0.1)
        }
        return EvaluationReport(title: "toy", outcomes: outcomes, wallSeconds: 1)
    }

    @Test func theReportHasCalibrationFiguresBeforeAndAfter() throws {
        let report = Self.report()
        let understanding = try #require(report.understanding)
        // Half right at 0.5 is calibrated; the parser's 0.99 is 49 points too sure.
        #expect(isClose(understanding.calibration?.expectedCalibrationError, 0))
        #expect(isClose(understanding.parserCalibration?.expectedCalibrationError, 0.49, tolerance: 1e-9))
        #expect(report.figures.contains { $0.key == "calibration.ece" && $0.value == 0 })
        #expect(report.figures.contains { $0.key == "calibration.ece.parser" })
        #expect(TerminalReportRenderer.summary(report).contains("Confidence ECE"))
    }

    @Test func theHTMLReportDrawsAReliabilityDiagram() throws {
        let html = HTMLReportRenderer.render(Self.report())
        #expect(html.contains("<title>Reliability of intent confidence</title>"))
        #expect(html.contains("confidence, ECE 0.00%"))
        #expect(html.contains("parser&#39;s own, ECE 49.00%"))
        let svg = try #require(ReliabilityDiagram.standaloneSVG(Self.report()))
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.hasSuffix("</svg>\n"))
    }
}
