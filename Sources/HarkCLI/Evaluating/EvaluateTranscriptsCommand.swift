import ArgumentParser
import Foundation
import HarkEvaluation

/// `hark evaluate transcripts FILES…`: transcripts made elsewhere (another recognizer, a dialog
/// run) scored as they are, without decoding.
struct EvaluateTranscriptsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "transcripts",
        abstract: "Score transcripts made elsewhere; no audio is decoded.",
        discussion: """
            Each FILE is JSON Lines, one {"id", "reference", "hypothesis"} object a line (other keys \
            are kept like a manifest's, e.g. voice). The texts are normalized and aligned as for \
            decoded audio; --json writes every pair's row with its counts (errors, referenceWords) \
            and wordErrorRate. Words only: intents are not scored (\(Documentation.path("evaluation.md"))).
            """)

    @Argument(help: "Files of transcript pairs (.jsonl).", completion: .file())
    var files: [String]

    @OptionGroup(title: "Sharding")
    var shard: ShardOptions

    @OptionGroup(title: "Report")
    var output: ReportOutputOptions

    @Option(help: "A short name for these transcripts in tables and legends (default: transcripts).")
    var label: String?

    /// Every unreadable file is named (file and line) before the command ends.
    func run() throws {
        let wallStart = ContinuousClock.now
        let cpuStart = ProcessCPUClock.now
        var outcomes: [UtteranceOutcome] = []
        var unreadable = false
        for path in files {
            do {
                outcomes += try TranscriptPairReader.read(contentsOf: path)
            } catch {
                StandardStreams.printError(error.description)
                unreadable = true
            }
        }
        if unreadable { throw ExitCode.failure }
        let previous = try output.previousReports()
        var context = [
            "decoding": "none: transcripts scored as given",
            "date": ISO8601DateFormatter().string(from: Date()),
            "command": ReportFile.commandLine,
        ]
        if let shard = shard.shard { context["shard"] = shard.description }
        var report = EvaluationReport(
            title: files.map { ((($0 as NSString).lastPathComponent) as NSString).deletingPathExtension }
                .joined(separator: " + "),
            context: context, label: label ?? "transcripts", outcomes: shard.slice(outcomes),
            wallSeconds: (ContinuousClock.now - wallStart).seconds, cpuSeconds: ProcessCPUClock.now - cpuStart,
            scoresUnderstanding: false)
        report.shard = shard.shard
        try output.present(report, previous: previous)
    }
}
