import ArgumentParser
import Foundation
import Hark
import HarkApps
import HarkDefinitions
import HarkDevice
import HarkIntents
import HarkUnderstanding
import HarkVocabulary

/// `hark apps`: the installed apps, what they do, and what the user allows them.
struct AppsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "apps",
        abstract: "Installed apps: intents, vocabularies, authorization.",
        subcommands: [List.self, Authorization.self, Remove.self, Add.self],
        defaultSubcommand: List.self)

    /// The app a setting names, under its own spelling. An app that is not installed is refused
    /// with the installed ones listed, before anything is stored.
    static func installedName(_ app: String, in state: StateOptions) throws -> String {
        do {
            return try InstalledApp.name(matching: app, in: state.directory)
        } catch {
            throw CommandFailure(error)
        }
    }

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List the apps the assistant routes to: domain, intents, vocabularies, authorization.")

        @OptionGroup var state: StateOptions
        @OptionGroup var user: UserOptions

        func run() throws {
            do {
                let settings = try AssistantSettingsStore(stateDirectory: state.directory).load()
                let definitions = try IntentDefinitionSet.load(
                    from: CommandSearchConfiguration.shippedIntentDefinitions)
                let plists = CommandSearchConfiguration.shippedAppVocabularies
                for installed in try InstalledApp.all(in: state.directory) {
                    let registration = installed.registration
                    let definition = installed.declared?.definition ?? definitions.app(named: registration.name)
                    var lines = [
                        "\(registration.name)\t\(definition?.domain.rawValue ?? "no definition")\t"
                            + (settings.removedApps.contains(registration.name)
                                ? "removed" : "\(settings.authorization(of: registration.name))")
                    ]
                    for intent in registration.supportedIntents {
                        let parameters = definition?.intent(named: intent)?.parameters.map(\.name) ?? []
                        let locked = registration.restrictedWhileLocked.contains(intent) ? " (needs unlock)" : ""
                        lines.append("  intent \(intent)(\(parameters.joined(separator: ", ")))\(locked)")
                    }
                    if let declared = installed.declared {
                        lines.append("  folder \(declared.folder.path), handler \(declared.manifest.handler.summary)")
                    }
                    if let plist = installed.declared?.vocabularyFile
                        ?? plists.first(where: {
                            $0.deletingLastPathComponent().lastPathComponent.lowercased()
                                == registration.name.lowercased()
                        })
                    {
                        let vocabulary = try AppIntentVocabulary(contentsOf: plist)
                        let terms = vocabulary.parameterVocabularies.flatMap(\.items).map(\.identifier)
                        lines.append("  app vocabulary \(plist.lastPathComponent): \(terms.joined(separator: ", "))")
                    }
                    let types = Set(
                        definition?.intents.flatMap(\.parameters).compactMap { parameter -> String? in
                            if case .vocabulary(let type) = parameter.type { return type.vocabulary }
                            return nil
                        } ?? [])
                    for type in types.sorted() {
                        let strings =
                            try Device.userVocabulary(in: state.directory, for: user.user)
                            .first { $0.type.rawValue == type }?.strings ?? []
                        lines.append("  user vocabulary \(type): \(strings.count) strings")
                    }
                    StandardStreams.printLine(lines.joined(separator: "\n"))
                }
            } catch {
                throw CommandFailure(error)
            }
        }
    }

    struct Authorization: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Set whether an app may work with the assistant.",
            discussion: """
                notDetermined, denied or restricted: the app's intents are refused and its user \
                vocabulary is not registered. authorized: both are allowed (the default). An app \
                that is not installed is refused with the installed ones listed.
                """)

        @Argument(help: "The app, e.g. MonkeyChat.")
        var app: String

        @Argument(help: "notDetermined, denied, restricted or authorized.")
        var status: AuthorizationStatus

        @OptionGroup var state: StateOptions

        func run() throws {
            let name = try AppsCommand.installedName(app, in: state)
            try DeviceCommand.update(state, done: "\(name) is \(status)") { $0.authorizations[name] = status }
        }
    }

    struct Remove: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract:
                "Remove an app from the device: its requests get \"I don't know an app called …\"; its data is kept.")

        @Argument(help: "The app, e.g. SoupChef.")
        var app: String

        @OptionGroup var state: StateOptions

        func run() throws {
            let name = try AppsCommand.installedName(app, in: state)
            try DeviceCommand.update(
                state,
                done:
                    "removed \(name): no request goes to it now; its data is kept (hark apps add \(name) puts it back)"
            ) { $0.removedApps.insert(name) }
        }
    }

    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Install an app from its folder, or put a removed app back.",
            discussion: """
                FOLDER: a declared app (\(Documentation.path("apps.md"))): its app.yaml, intents, \
                responses and handler are checked, and the folder is copied into the state folder \
                (apps/NAME/; its handler's data goes in app-data/NAME/). Adding it again replaces \
                the copy. A name: an installed app that was removed is put back.
                """)

        @Argument(help: "An app's folder (e.g. Models/coffee-maker), or the name of a removed app (e.g. SoupChef).")
        var app: String

        @OptionGroup var state: StateOptions

        func run() throws {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: app, isDirectory: &isDirectory), isDirectory.boolValue {
                do {
                    try state.directory.create()
                    let installed = try InstalledAppFolders(state: state.directory).install(
                        from: URL(fileURLWithPath: app), reservedNames: InstalledApp.names)
                    try DeviceCommand.update(state, done: "installed \(installed.name) in \(installed.folder.path)") {
                        $0.removedApps.remove(installed.name)
                    }
                    for warning in installed.warnings { StandardStreams.printError("warning: \(warning)") }
                } catch {
                    throw CommandFailure(error)
                }
                return
            }
            // A path that is no folder is not taken for an app's name.
            if app.contains("/") {
                StandardStreams.printError(
                    FileManager.default.fileExists(atPath: app)
                        ? "\(app): not a folder; an app is installed from its folder (with app.yaml)"
                        : "\(app): no such folder")
                throw ExitCode.failure
            }
            let name = try AppsCommand.installedName(app, in: state)
            let wasRemoved = try AssistantSettingsStore(stateDirectory: state.directory).load().removedApps.contains(
                name)
            try DeviceCommand.update(state, done: wasRemoved ? "put \(name) back" : "\(name) is already installed") {
                $0.removedApps.remove(name)
            }
        }
    }
}
