import ArgumentParser

@main
struct HarkCommand: AsyncParsableCommand {
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
            CalibrateCommand.self,
            UnderstandCommand.self,
            AskCommand.self,
            ConverseCommand.self,
            ListenCommand.self,
            ContactsCommand.self,
            MessagesCommand.self,
            DeviceCommand.self,
            AppsCommand.self,
            MenuCommand.self,
            OrdersCommand.self,
            ShortcutsCommand.self,
        ])
}
