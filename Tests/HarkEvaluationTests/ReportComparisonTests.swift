import Foundation
import Testing

@testable import HarkEvaluation

@Suite struct ReportComparisonTests {
    /// Old run: WER 2/4 (one of two words wrong in each set), intent 1 of 2 right.
    /// New run: WER 1/4, intent 0 of 2 right, one more utterance, set "b" renamed "c".
    static func report(
        _ hypotheses: [(set: String, reference: String, text: String, intent: String)],
        wallSeconds: Double
    ) -> EvaluationReport {
        EvaluationReport(
            title: "run",
            outcomes: hypotheses.enumerated().map { index, item in
                Fixtures.decoded(
                    Fixtures.sample(
                        "u\(index)", set: item.set, reference: item.reference, intent: "move"),
                    item.text, intent: item.intent, audioSeconds: 2)
            }, wallSeconds: wallSeconds)
    }

    let old = report(
        [("a", "go left", "go right", "move"), ("b", "go back", "no back", "turn")],
        wallSeconds: 2)
    let new = report(
        [
            ("a", "go left", "go left", "turn"), ("c", "go back", "no back", "turn"),
            ("c", "", "", "turn"),
        ], wallSeconds: 1)

    private func row(_ key: String, in comparison: ReportComparison) throws -> ReportComparison.Row {
        try #require(comparison.rows.first { $0.key == key })
    }

    @Test func errorRatesImproveDownward() throws {
        let comparison = ReportComparison(old: old, new: new)
        let wer = try row("words.wer", in: comparison)
        #expect(wer.old == 0.5)
        #expect(wer.new == 0.25)
        #expect(wer.delta == -0.25)
        #expect(wer.verdict == .improved)
        #expect(try row("speed.wall", in: comparison).verdict == .improved)
    }

    @Test func accuraciesImproveUpward() throws {
        let comparison = ReportComparison(old: old, new: new)
        let intent = try row("intent.accuracy", in: comparison)
        #expect(intent.old == 0.5 && intent.new == 0)
        #expect(intent.verdict == .regressed)
        #expect(comparison.regressions.contains { $0.key == "command.acceptance" })
    }

    @Test func neutralAddedAndRemovedFigures() throws {
        let comparison = ReportComparison(old: old, new: new)
        let utterances = try row("utterances", in: comparison)
        #expect(utterances.delta == 1)
        #expect(utterances.verdict == .changed)
        #expect(try row("set.c.wer", in: comparison).verdict == .added)
        let removed = try row("set.b.wer", in: comparison)
        #expect(removed.verdict == .removed)
        #expect(removed.new == nil && removed.delta == nil)
        #expect(try row("set.a.wer", in: comparison).verdict == .improved)
        // Removed figures come after the new report's own.
        #expect(comparison.rows.last?.verdict == .removed)
    }

    @Test func timingJitterIsNotAVerdict() throws {
        let slightlySlower = Self.report(
            [("a", "go left", "go right", "move"), ("b", "go back", "no back", "turn")],
            wallSeconds: 2.02)
        let muchSlower = Self.report(
            [("a", "go left", "go right", "move"), ("b", "go back", "no back", "turn")],
            wallSeconds: 2.5)
        #expect(try row("speed.wall", in: ReportComparison(old: old, new: slightlySlower)).verdict == .unchanged)
        let slower = try row("speed.wall", in: ReportComparison(old: old, new: muchSlower))
        #expect(slower.verdict == .regressed)
        #expect(slower.delta == 0.5)
    }

    @Test func aReportReadBackFromJSONComparesUnchanged() throws {
        let data = try old.jsonData()
        let decoded = try EvaluationReport(jsonData: data)
        #expect(decoded == old)
        let comparison = ReportComparison(old: decoded, new: old)
        #expect(comparison.rows.allSatisfy { $0.verdict == .unchanged })
        #expect(comparison.rows.count == old.figures.count)
    }

    @Test func aReportFromANewerFormatIsRefused() throws {
        var future = old
        future.formatVersion = EvaluationReport.currentFormatVersion + 1
        let data = try future.jsonData()
        #expect(throws: DecodingError.self) { try EvaluationReport(jsonData: data) }
    }

    @Test func terminalComparisonShowsOldNewDeltaAndVerdict() throws {
        let text = TerminalReportRenderer.comparison(ReportComparison(old: old, new: new))
        let werLine = try #require(text.split(separator: "\n").first { $0.contains("WER  ") || $0.hasPrefix("  WER ") })
        #expect(werLine.contains("50.00%"))
        #expect(werLine.contains("25.00%"))
        #expect(werLine.contains("−25.00 pp"))
        #expect(werLine.contains("better"))
        #expect(text.contains("WORSE"))
    }
}
