import ArgumentParser
import Foundation
import HarkEvaluation

/// What every `hark evaluate` subcommand that makes a report does with it: the summary on the
/// terminal, the comparisons with earlier reports, and the files asked for.
struct ReportOutputOptions: ParsableArguments {
    @Option(name: .customLong("json"), help: "Write every figure and row as JSON to this file.")
    var jsonPath: String?

    @Option(name: .customLong("html"), help: "Write a self-contained HTML report to this file.")
    var htmlPath: String?

    @Option(
        name: .customLong("compare"),
        help: ArgumentHelp(
            "A previous --json report: show the change of every figure (repeatable).",
            discussion:
                "Over noisy sets, each earlier run's noise curve is drawn beside this run's, under its own --label."
        ))
    var comparePaths: [String] = []

    @Option(name: .customLong("hyp"), help: "Write Sphinx-style hypotheses (`text (id score)`) to this file.")
    var hypothesisPath: String?

    /// The --compare reports, read before any work so that a typo costs nothing.
    func previousReports() throws -> [EvaluationReport] {
        try comparePaths.map(ReportFile.read)
    }

    /// Prints the summary and comparisons and writes the files asked for (`reliabilityPath`: the
    /// reliability diagram, where the subcommand offers it); exits 1 when any utterance failed.
    func present(_ report: EvaluationReport, previous: [EvaluationReport], reliabilityPath: String? = nil) throws {
        print(TerminalReportRenderer.summary(report))
        let comparisons = comparisons(of: report, with: previous)
        for comparison in comparisons { print(TerminalReportRenderer.comparison(comparison)) }
        if comparisons.contains(where: { $0.oldNoiseCurve != nil }) {
            print(TerminalReportRenderer.noiseCurves(LabelledNoiseCurve.all(report, comparisons: comparisons)))
        }

        try ReportFile.write(jsonPath) { try report.jsonData() }
        try ReportFile.write(htmlPath) { Data(HTMLReportRenderer.render(report, comparisons: comparisons).utf8) }
        try ReportFile.write(hypothesisPath) { Data(SphinxTranscriptWriter.hypotheses(report.rows).utf8) }
        if let reliabilityPath {
            guard let svg = ReliabilityDiagram.standaloneSVG(report) else {
                throw CommandFailure("--reliability-svg: no intent confidences to draw (no intent labels)")
            }
            try ReportFile.write(reliabilityPath) { Data(svg.utf8) }
        }
        if report.failedUtterances > 0 { throw ExitCode.failure }
    }

    /// One comparison per --compare report, each old run labelled so that no two runs in a chart
    /// share a name: a report without a label goes by its file name, and a label already taken
    /// (two runs of the default "grammar") gets the file name added.
    private func comparisons(of report: EvaluationReport, with previous: [EvaluationReport]) -> [ReportComparison] {
        var taken: Set<String> = [report.label ?? ""]
        return zip(comparePaths, previous).map { path, old in
            var comparison = ReportComparison(old: old, new: report)
            let file = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
            var label = old.label ?? file
            if taken.contains(label) { label += " (\(file))" }
            taken.insert(label)
            comparison.oldLabel = label
            return comparison
        }
    }
}

/// Reading and writing the files of `hark evaluate`.
enum ReportFile {
    /// A report written by `hark evaluate --json`; one that cannot be read is named, with the
    /// reason, on standard error.
    static func read(_ path: String) throws -> EvaluationReport {
        do {
            return try EvaluationReport(jsonData: try Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            throw CommandFailure("\(path): not a report written by hark evaluate --json (\(error))")
        }
    }

    /// Writes whole or not at all: to a temporary name first, then renamed into place.
    static func write(_ path: String?, _ contents: () throws -> Data) throws {
        guard let path else { return }
        do {
            try contents().write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw CommandFailure("\(path): cannot write (\(error.localizedDescription))")
        }
    }

    /// The command line as the report records it.
    static var commandLine: String { (["hark"] + CommandLine.arguments.dropFirst()).joined(separator: " ") }
}
