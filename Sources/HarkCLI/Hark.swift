import ArgumentParser
import HarkBuildInfo

@main
struct HarkCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hark",
        abstract: "Offline speech-to-intent: audio files in, transcripts, intents and answers out.",
        discussion: """
            Model data (intent definitions, vocabularies, responses, G2P) is read from \
            $HARK_MODELS_DIR when set, else from ../share/hark beside the executable (where \
            scripts/install.sh puts it), else from the Models/ folder of the source tree. The \
            documents the help names are in \(Documentation.directory)/; `hark manual` prints this \
            manual as a man page.
            """,
        version: HarkVersion.description,
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
            ServeCommand.self,
            WyomingCommand.self,
            ContactsCommand.self,
            MessagesCommand.self,
            DeviceCommand.self,
            AppsCommand.self,
            MenuCommand.self,
            OrdersCommand.self,
            WorkoutsCommand.self,
            ShortcutsCommand.self,
            ConfigCommand.self,
            ManualCommand.self,
        ])
}
