import ArgumentParser

@main
struct HarkCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hark",
        abstract: "Offline speech-to-intent: audio files in, transcripts, intents and answers out.",
        subcommands: [
            TranscribeCommand.self,
            EvaluateCommand.self,
            MixCommand.self,
            BenchCommand.self,
            G2PCommand.self,
            PronounceCommand.self,
            VocabularyCommand.self,
            ClassifierCommand.self,
            UnderstandCommand.self,
        ])
}
