import Foundation
import HarkEvaluation
import HarkTestSupport
import Testing

/// `hark evaluate summary`: reports' headline figures as a Markdown table, other JSON left out,
/// unreadable files named.
@Suite("hark evaluate summary")
struct EvaluateSummaryCommandTests {
    /// Two requests, one understood with its parameter right, one out of domain and rejected.
    static func report() throws -> Data {
        let sample = { (id: String, intent: String, parameters: [String: [String]]) in
            EvaluationSample(
                id: id, audioPath: "\(id).wav", set: "s", reference: "order tomato soup", intent: intent,
                parameters: parameters)
        }
        let outcomes = [
            UtteranceOutcome(
                sample: sample("1", "OrderSoup", ["soup": ["tomato"]]),
                decoding: .decoded(
                    Hypothesis(text: "order tomato soup", intent: "OrderSoup", parameters: ["soup": ["tomato"]])),
                audioSeconds: 2, decodeSeconds: 0.1),
            UtteranceOutcome(
                sample: sample("2", "none", [:]), decoding: .decoded(Hypothesis(text: "order tomato")),
                audioSeconds: 2, decodeSeconds: 0.1),
        ]
        return try EvaluationReport(title: "soup", outcomes: outcomes, wallSeconds: 1, cpuSeconds: 0.2).jsonData()
    }

    @Test func tabulatesReportsAndLeavesOtherJSONOut() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let report = try workspace.write(try Self.report(), "soup.json")
        let other = try workspace.write(Data(#"{"dialogs": [], "modes": ["typed"]}"#.utf8), "dialog-benchmark.json")
        let run = try HarkProcess.run(["evaluate", "summary", report, other])
        #expect(run.status == 0, Comment(rawValue: run.standardError))
        let lines = run.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.contains("| soup.json | 2 | 16.7 % | 100.0 % | 100.0 % | 100.0 % | 0.0 % | 0.050 |"), "\(lines)")
        #expect(lines.contains("| soup | soup.json | 1 | 100.0 % | 0.0 % |"), "\(lines)")
        #expect(run.standardError.contains("\(other): not a hark evaluate report, left out"))
        #expect(!run.standardOutput.contains("dialog-benchmark"))
    }

    @Test func anUnreadableFileIsNamedAndFailsTheRun() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let report = try workspace.write(try Self.report(), "soup.json")
        let broken = try workspace.write(Data("{\"rows\": [".utf8), "broken.json")
        let absent = workspace.path("absent.json")
        let run = try HarkProcess.run(["evaluate", "summary", report, broken, absent])
        #expect(run.status == 1)
        #expect(run.standardOutput.contains("| soup.json | 2 |"), "the readable report is still tabulated")
        #expect(run.standardError.contains("\(broken): not a report written by hark evaluate --json"))
        #expect(run.standardError.contains("\(absent): cannot read"))

        let nothing = try HarkProcess.run(["evaluate", "summary", absent])
        #expect(nothing.status == 1 && nothing.standardOutput.isEmpty)
        // The command's failure is said once, bare, after the file that caused it.
        #expect(nothing.errorLines.count == 2, "\(nothing.errorLines)")
        #expect(nothing.errorLines.last == "hark: no report to summarize")
    }
}
