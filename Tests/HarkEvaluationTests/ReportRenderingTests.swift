import Foundation
import Testing

@testable import HarkEvaluation

@Suite struct ReportRenderingTests {
    let report: EvaluationReport = {
        let outcomes = [
            Fixtures.decoded(
                Fixtures.sample(
                    "go", set: "cmds", reference: "go forward meters", intent: "move",
                    parameters: ["distance": ["ten"]]),
                "go forwards ten meters", intent: "move", parameters: ["distance": ["10"]],
                audioSeconds: 2, cpuSeconds: 0.4),
            Fixtures.decoded(
                Fixtures.sample(
                    "script", set: "odd", reference: "<b>bold</b> & \"quotes\"", intent: "none"),
                "<script>alert(1)</script>", intent: "move", audioSeconds: 1, cpuSeconds: 0.2),
            Fixtures.failed(Fixtures.sample("lost", set: "odd", reference: "seven of clubs")),
        ]
        return EvaluationReport(
            title: "demo", context: ["model": "en-us"], outcomes: outcomes, wallSeconds: 1.5,
            cpuSeconds: 0.6)
    }()

    @Test func htmlIsSelfContainedAndHasTheCharts() {
        let html = HTMLReportRenderer.render(report)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("<svg"))
        #expect(html.contains("WER by set"))
        #expect(html.contains("Error types"))
        #expect(html.contains("Intent confusion"))
        for external in ["http://", "https://", "src=", "<link", "url(", "@import"] {
            #expect(!html.contains(external), "external reference \(external)")
        }
    }

    @Test func htmlTagsBalance() {
        let html = HTMLReportRenderer.render(report)
        for tag in ["html", "head", "body", "main", "section", "table", "svg", "tr", "td", "style", "script", "figure"]
        {
            let opened =
                html.components(separatedBy: "<\(tag)>").count - 1
                + html.components(separatedBy: "<\(tag) ").count - 1
            let closed = html.components(separatedBy: "</\(tag)>").count - 1
            #expect(opened == closed, "<\(tag)> opened \(opened) times, closed \(closed)")
            #expect(opened > 0, "no <\(tag)>")
        }
    }

    @Test func htmlEscapesTranscripts() {
        let html = HTMLReportRenderer.render(report)
        #expect(!html.contains("<script>alert"))
        #expect(html.contains("&lt;script&gt;alert"))
        #expect(!html.contains("<b>bold"))
    }

    @Test func htmlShowsFailuresAndComparison() {
        let html = HTMLReportRenderer.render(
            report, comparison: ReportComparison(old: report, new: report))
        #expect(html.contains("failed: no such file"))
        #expect(html.contains("Compared with demo"))
        #expect(html.contains("en-us"))
    }

    @Test func jsonHasSortedKeysAndRoundTrips() throws {
        let data = try report.jsonData()
        let text = try #require(String(data: data, encoding: .utf8))
        // Top-level keys appear in alphabetical order.
        let keys = [
            "breakdowns", "context", "decodedUtterances", "failedUtterances", "formatVersion", "rows", "speed", "title",
            "understanding", "utterances", "words",
        ]
        let positions = keys.map { text.range(of: "\n  \"\($0)\" :")?.lowerBound }
        #expect(positions.allSatisfy { $0 != nil })
        #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())
        #expect(try EvaluationReport(jsonData: data) == report)
        // Same report, same bytes.
        #expect(try report.jsonData() == data)
    }

    @Test func terminalSummaryAlignsColumns() throws {
        let text = TerminalReportRenderer.summary(report)
        #expect(text.hasPrefix("Hark evaluation — demo"))
        #expect(text.contains("model: en-us"))
        // go:     go FORWARD *** meters / go FORWARDS TEN meters      S 1, I 1, N 3
        // script: "b bold b quotes" / "script alert one script"         S 4,      N 4
        // lost:   failed, "seven of clubs" all deleted                  D 3,      N 3
        // WER = (S 5 + D 3 + I 1) / N 10.
        let wer = try #require(text.split(separator: "\n").first { $0.hasPrefix("  WER ") })
        #expect(wer.contains("90.00%"))
        #expect(wer.contains("S 5, D 3, I 1 / N 10"))
        #expect(text.contains("WER (decoded only)"))
        #expect(text.contains("lost: no such file"))
        #expect(text.contains("REF: go FORWARD  *** meters"))
        #expect(text.contains("HYP: go FORWARDS TEN meters"))

        // The per-set table ends in a right-aligned column, so aligned rows have equal length.
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let start = try #require(lines.firstIndex { $0.hasPrefix("  By set") })
        let table = lines[start...].prefix { !$0.isEmpty }
        #expect(table.count == 4)  // header, rule, cmds, odd
        #expect(Set(table.map(\.count)).count == 1)
    }
}
