import ArgumentParser
import HarkIntents

/// `hark apps`: the installed apps and what the user allows them.
struct AppsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "apps",
        abstract: "Installed apps and their authorization.",
        subcommands: [Authorization.self])

    struct Authorization: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Set whether an app may work with the assistant.",
            discussion: """
                notDetermined, denied or restricted: the app's intents are refused and its user \
                vocabulary is not registered. authorized: both are allowed (the default).
                """)

        @Argument(help: "The app, e.g. MonkeyChat.")
        var app: String

        @Argument(help: "notDetermined, denied, restricted or authorized.")
        var status: AuthorizationStatus

        @OptionGroup var state: StateOptions

        func run() throws { try DeviceCommand.update(state) { $0.authorizations[app] = status } }
    }
}
