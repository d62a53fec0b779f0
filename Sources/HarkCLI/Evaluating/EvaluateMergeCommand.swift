import ArgumentParser
import HarkEvaluation

/// `hark evaluate merge REPORTS…`: the --json reports of every shard of one run, merged into
/// that run's report. Nothing is decoded.
struct EvaluateMergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Merge the --json reports of every shard of one run into that run's report.",
        discussion: """
            The reports are those of `hark evaluate --shard K/N … --json` for K = 1…N, in any order. \
            Every figure is computed again from the shards' per-utterance rows, put back in \
            manifest order; wall and CPU seconds are summed. Shards of different runs (another \
            search, front end or calibrator), a shard missing or given twice, are refused \
            (\(Documentation.path("sharding.md"))).
            """)

    @Argument(help: "The shards' --json reports.", completion: .file())
    var reports: [String]

    @OptionGroup(title: "Report")
    var output: ReportOutputOptions

    @Option(
        name: .customLong("reliability-svg"),
        help: "Write the reliability diagram of intent confidence to this SVG file.")
    var reliabilityPath: String?

    func run() throws {
        // Every unreadable report is named before giving up, not only the first.
        var shards: [(source: String, report: EvaluationReport)] = []
        var unreadable = false
        for path in reports {
            do {
                shards.append((source: path, report: try ReportFile.read(path)))
            } catch {
                StandardStreams.printError("\(error)")
                unreadable = true
            }
        }
        guard !unreadable else { throw ExitCode.failure }
        let previous = try output.previousReports()
        var report: EvaluationReport
        do {
            report = try EvaluationReport(mergingShards: shards)
        } catch {
            throw CommandFailure(error.description)
        }
        report.context["command"] = ReportFile.commandLine
        report.context["mergedShards"] = String(shards.count)
        try output.present(report, previous: previous, reliabilityPath: reliabilityPath)
    }
}
