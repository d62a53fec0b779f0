import ArgumentParser
import Foundation
import HarkEvaluation

/// `hark evaluate summary REPORTS…`: the headline figures of `hark evaluate --json` reports as
/// Markdown tables, one row per report, for a results page.
struct EvaluateSummaryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "summary",
        abstract: "Tabulate the headline figures of --json reports in Markdown, one row per report.",
        discussion: """
            Every figure is the report's own (\(Documentation.path("evaluation.md"))): WER, intent \
            accuracy, command acceptance; out-of-domain rejection (utterances labelled none answered \
            none) and in-domain rejection from the confusion matrix; CPU seconds per audio second. \
            A second table gives, for every parameter a report was labelled with, the utterances \
            labelled, those answered exactly and the WER of its words (e.g. a message's content). \
            JSON that is not an evaluation report (another benchmark's, in the same folder) is left \
            out with a note; a file that cannot be read makes the exit status 1.
            """)

    @Argument(help: "Reports written by hark evaluate --json.", completion: .file())
    var reports: [String]

    func run() throws {
        var summaries: [ReportSummary] = []
        var failed = false
        for path in reports {
            let data: Data
            do {
                data = try Data(contentsOf: URL(fileURLWithPath: path))
            } catch {
                StandardStreams.printError("\(path): cannot read (\(error.localizedDescription))")
                failed = true
                continue
            }
            if Self.isOtherJSON(data) {
                StandardStreams.printError("\(path): not a hark evaluate report, left out")
                continue
            }
            do {
                let report = try EvaluationReport(jsonData: data)
                summaries.append(ReportSummary(name: (path as NSString).lastPathComponent, report: report))
            } catch {
                StandardStreams.printError("\(path): not a report written by hark evaluate --json (\(error))")
                failed = true
            }
        }
        if summaries.isEmpty {
            throw CommandFailure("no report to summarize")
        }
        print(ReportSummaryTable.markdown(summaries))
        if failed { throw ExitCode.failure }
    }

    /// A JSON object without the rows every report has: another tool's output, not a broken report.
    private static func isOtherJSON(_ data: Data) -> Bool {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return false }
        return object["rows"] == nil
    }
}
