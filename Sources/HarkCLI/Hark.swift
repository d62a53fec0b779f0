import ArgumentParser
import Foundation
import HarkBuildInfo

@main
struct HarkCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hark",
        abstract: "Offline speech-to-intent: audio in, intents and answers out.",
        discussion: """
            Model data is read from $HARK_MODELS_DIR, else ../share/hark beside the executable \
            (scripts/install.sh), else the source tree's Models/. Documents: \(Documentation.directory)/; \
            `hark manual` prints the manual.
            """,
        version: HarkVersion.description,
        // Everyday commands first; the sample apps' data and the research tools after them.
        subcommands: [
            Pipelined<AskCommand>.self,
            Pipelined<ConverseCommand>.self,
            Pipelined<ListenCommand>.self,
            Pipelined<UnderstandCommand>.self,
            Pipelined<TranscribeCommand>.self,
            WakeCommand.self,
            EvaluateCommand.self,
        ],
        groupedSubcommands: [
            CommandGroup(
                name: "Serving and setup",
                subcommands: [
                    Pipelined<ServeCommand>.self, Pipelined<WyomingCommand>.self, AppsCommand.self, DeviceCommand.self,
                    VocabularyCommand.self, ConfigCommand.self, ManualCommand.self,
                ]),
            CommandGroup(
                name: "Sample apps' data",
                subcommands: [
                    ContactsCommand.self, MessagesCommand.self, MenuCommand.self, OrdersCommand.self,
                    WorkoutsCommand.self, ShortcutsCommand.self,
                ]),
            CommandGroup(
                name: "Research",
                subcommands: [
                    MixCommand.self, BenchCommand.self, G2PCommand.self, PronounceCommand.self, ClassifierCommand.self,
                    CalibrateCommand.self,
                ]),
        ])

    /// Parses and runs the command line, first turning a mistyped command ("hark asq") into a
    /// suggestion of the nearest one instead of the parser's bare "Unexpected argument".
    static func main() async {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let first = arguments.first, let suggestion = CommandSuggestion(for: first, among: commandNames) {
            StandardStreams.printError(suggestion.description)
            Foundation.exit(ExitCode.validationFailure.rawValue)
        }
        await CommandFailure.run(self, arguments)
    }

    /// Every subcommand's name, with the help and version words the parser takes first.
    static var commandNames: [String] {
        configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
    }
}
