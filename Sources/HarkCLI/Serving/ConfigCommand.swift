import ArgumentParser
import Foundation
import Hark

/// `hark config`: the profile every decoding command runs with.
struct ConfigCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: "Show the settings Hark runs with and their sources.",
        subcommands: [Show.self])

    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print the effective configuration: every setting, its value and its source.",
            discussion: """
                The source is the default, the profile file (--config, else $\(HarkProfile.environmentVariable)), \
                or a flag. The output is itself a profile file: save it, change what you need, and pass \
                it with --config. Flags such as --edge-garbage or --set KEY=VALUE given here show their effect.
                """)

        @Flag(help: "Print JSON: one object per setting with key, value, default, source and summary.")
        var json = false

        @OptionGroup(title: "Profile") var profile: ProfileOptions
        @OptionGroup(title: "Intents and vocabulary") var search: SearchOptions
        @OptionGroup(title: "Recognizer") var recognizer: RecognizerOptions
        @OptionGroup(title: "Front end") var frontEnd: FrontEndOptions
        @OptionGroup(title: "Confirmations") var confirmations: ConfirmationOptions

        func run() throws {
            let effective = try profile.profile([search, recognizer, frontEnd, confirmations])
            guard json else { return print(effective.yaml(), terminator: "") }
            for setting in ConfigurationSetting.all {
                let line: [String: String] = [
                    "key": setting.key, "value": setting.text(in: effective.configuration),
                    "default": setting.defaultText, "source": effective.source(of: setting.key).description,
                    "summary": setting.summary,
                ]
                StandardStreams.printLine(JSONLine.encode(line))
            }
        }
    }
}
