import Foundation
import HarkApps
import HarkIntents
import HarkStorage
import HarkUserVocabulary
import HarkVocabulary
import MonkeyChat
import MonkeyFit
import SoupChef

/// An app installed on this "device": its registration with the engine and how it keeps the
/// user's vocabulary in step with its data, as a SiriKit app calls `INVocabulary` whenever its
/// contacts change.
/// `Sendable`, its stores being so, for `hark serve`, whose conversations share one set of apps.
public struct InstalledApp: Sendable {
    /// The app as the engine knows it: its name and a handler per intent.
    public var registration: AppRegistration
    /// Replaces the app's user-specific vocabulary from its data.
    public var registerVocabulary: @Sendable (UserVocabulary) throws -> Void
    /// How the user's own words in the app's data are said (contacts' pronunciations).
    public var pronunciations: @Sendable () throws -> [CustomPronunciation] = { [] }
    /// The voice shortcuts the user made for the app's requests.
    public var voiceShortcuts: @Sendable () throws -> [VoiceShortcut] = { [] }
    /// A declared app's folder (docs/apps.md); nil for the apps compiled into Hark.
    public var declared: DeclaredApp?

    /// The names of the apps Hark ships, known without opening (or creating) any store.
    public static let names = [MonkeyChatApp.name, SoupChefApp.name, MonkeyFitApp.name]

    /// The names of every app installed in `state`: the shipped ones, then the declared ones.
    public static func names(in state: StateDirectory) -> [String] {
        names + InstalledAppFolders(state: state).names()
    }

    /// The installed app called `name` (in any case), under its own spelling; an error listing
    /// the installed apps when there is none.
    public static func name(matching name: String, in state: StateDirectory) throws(UnknownApp) -> String {
        let installed = names(in: state)
        guard let known = installed.first(where: { $0.lowercased() == name.lowercased() }) else {
            throw UnknownApp(name: name, installed: installed)
        }
        return known
    }

    /// A setting named an app that is not installed.
    public struct UnknownApp: Error, CustomStringConvertible {
        /// The name as given.
        public var name: String
        /// The names of the apps that are installed.
        public var installed: [String]
        /// The error as `hark` prints it, naming the installed apps.
        public var description: String {
            "unknown app '\(name)' (installed: \(installed.joined(separator: ", ")))"
        }
    }

    /// Every app Hark ships, opened on the state directory, then the declared apps installed there
    /// and those whose folders `intentPaths` (`--intents`) point into (`declared(in:alongside:log:)`).
    public static func all(
        in state: StateDirectory, alongside intentPaths: [URL] = [], log: @escaping DeviceLog = Device.standardError
    ) throws -> [InstalledApp] {
        try shipped(in: state) + declared(in: state, alongside: intentPaths, log: log)
    }

    /// Every app Hark ships, opened on the state directory.
    private static func shipped(in state: StateDirectory) throws -> [InstalledApp] {
        let monkeyChat = try MonkeyChatStore(stateDirectory: state)
        let soupChef = try SoupChefStore(stateDirectory: state)
        let monkeyFit = try MonkeyFitApp.openStore(in: state)
        return [
            InstalledApp(
                registration: MonkeyChatApp.registration(store: monkeyChat),
                registerVocabulary: { try monkeyChat.syncVocabulary(into: $0) },
                pronunciations: { try monkeyChat.contacts().compactMap(\.customPronunciation) }),
            // Its soups are a closed list in its definition: no user vocabulary, no names.
            InstalledApp(
                registration: SoupChefApp.registration(store: soupChef), registerVocabulary: { _ in },
                voiceShortcuts: { try soupChef.voiceShortcuts().map(\.shortcut) }),
            // Every workout's names, the user's own first, as the user's workoutActivityName vocabulary.
            InstalledApp(
                registration: MonkeyFitApp.registration(store: monkeyFit),
                registerVocabulary: { try monkeyFit.syncVocabulary(into: $0) }),
        ]
    }
}
