import ArgumentParser
import Foundation
import HarkEvaluation

/// `hark evaluate listen TRUTH OUTPUT`: a `hark listen --json` run over a stream of known
/// commands, scored against the stream's truth.
struct EvaluateListenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "listen",
        abstract: "Score hark listen --json output against the truth of the stream it heard.",
        discussion: """
            TRUTH is the JSON Lines file scripts/listen-stream.py writes beside its stream (index, \
            text, start, end, reply of each command); OUTPUT is what hark listen --json printed. A \
            command is answered right when exactly one output line overlaps it in time, that line \
            overlaps no other command, and its reply begins as the truth says. Prints one line of \
            figures (right, merged, missed, spurious lines, latency median and 90th percentile), \
            then what went wrong; --summary prints the figures alone, --json one JSON object.
            """)

    @Argument(help: "The stream's truth (JSON Lines).", completion: .file())
    var truth: String

    @Argument(help: "hark listen --json output (JSON Lines).", completion: .file())
    var output: String

    @Flag(help: "Print the line of figures only.")
    var summary = false

    @Flag(help: "Print the figures as one JSON object.")
    var json = false

    func run() throws {
        let truth: [ListenScore.Command] = try JSONLinesFile.read(self.truth)
        let lines: [ListenScore.Line] = try JSONLinesFile.read(output)
        let score = ListenScore(truth: truth, lines: lines)
        if json {
            print(JSONLine.encode(score))
            return
        }
        print(score.summaryLine)
        if !summary { score.problems.forEach { print("  \($0)") } }
    }
}
