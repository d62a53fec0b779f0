import ArgumentParser
import Hark
import HarkIntents
import HarkResponses

extension AuthorizationStatus: ExpressibleByArgument {}

/// `hark device`: the settings the engine consults on every request.
struct DeviceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "device",
        abstract: "Lock or unlock the device, set its language.",
        subcommands: [Lock.self, Unlock.self, Language.self, Status.self])

    /// Saves a change to the settings, then prints what was done: `done` when given (what `hark
    /// apps` changed), else the device's settings as they now stand.
    static func update(_ state: StateOptions, done: String? = nil, _ change: (inout AssistantSettings) -> Void) throws {
        do {
            try state.directory.create()
            let settings = try AssistantSettingsStore(stateDirectory: state.directory).update(change)
            StandardStreams.printLine(done ?? Status.describe(settings))
        } catch {
            throw CommandFailure(error)
        }
    }

    struct Lock: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Lock: apps' restricted intents (sending, reading messages) are refused until unlocked.")
        @OptionGroup var state: StateOptions
        func run() throws { try DeviceCommand.update(state) { $0.isDeviceLocked = true } }
    }

    struct Unlock: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Unlock the device.")
        @OptionGroup var state: StateOptions
        func run() throws { try DeviceCommand.update(state) { $0.isDeviceLocked = false } }
    }

    struct Language: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Set the language responses are spoken in.",
            discussion: """
                Only a language Hark has responses for is accepted (en-US, fr-FR; a bare en or fr \
                too); anything else is refused with the list, and nothing is stored.
                """)
        @Argument(help: "A language code: en-US or fr-FR.")
        var code: String
        @OptionGroup var state: StateOptions
        func run() throws {
            let language: ResponseLanguage
            do {
                language = try ResponseLanguage(code: code)
            } catch {
                throw CommandFailure(error)
            }
            try DeviceCommand.update(state) { $0.languageCode = language.code }
        }
    }

    struct Status: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Show the device settings.")
        @OptionGroup var state: StateOptions
        func run() throws {
            do {
                StandardStreams.printLine(
                    Self.describe(try AssistantSettingsStore(stateDirectory: state.directory).load()))
            } catch {
                throw CommandFailure(error)
            }
        }

        static func describe(_ settings: AssistantSettings) -> String {
            let authorizations = settings.authorizations.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
            return
                (["device \(settings.isDeviceLocked ? "locked" : "unlocked")", "language \(settings.languageCode)"]
                + authorizations).joined(separator: "; ")
        }
    }
}
