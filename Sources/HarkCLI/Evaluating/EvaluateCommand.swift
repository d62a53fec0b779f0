import ArgumentParser

/// `hark evaluate`: scoring, one subcommand per kind of input. Decoding sample sets is the
/// default, so `hark evaluate SETS…` is `hark evaluate audio SETS…`.
struct EvaluateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "evaluate",
        abstract: "Score recognition and understanding on sample sets.",
        discussion: """
            `hark evaluate SETS…` decodes sample sets and scores them (the audio subcommand). The \
            other subcommands work on what such runs wrote, or on transcripts made elsewhere, and \
            decode nothing: merge puts the --json reports of a sharded run back together, \
            transcripts scores pairs of reference and hypothesis, summary tabulates reports' \
            headline figures, names scores name confirmation from reports, listen scores a \
            hark listen run against its stream's truth, wake scores hark wake runs on recordings \
            with and without the word (\(Documentation.path("evaluation.md")), \
            \(Documentation.path("sharding.md"))).
            """,
        subcommands: [
            Pipelined<EvaluateAudioCommand>.self, EvaluateMergeCommand.self, EvaluateTranscriptsCommand.self,
            EvaluateSummaryCommand.self, EvaluateNamesCommand.self, EvaluateListenCommand.self,
            EvaluateWakeCommand.self,
        ],
        defaultSubcommand: Pipelined<EvaluateAudioCommand>.self)
}
