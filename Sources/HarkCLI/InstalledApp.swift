import Foundation
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
struct InstalledApp: Sendable {
    var registration: AppRegistration
    /// Replaces the app's user-specific vocabulary from its data.
    var registerVocabulary: @Sendable (UserVocabulary) throws -> Void
    /// How the user's own words in the app's data are said (contacts' pronunciations).
    var pronunciations: @Sendable () throws -> [CustomPronunciation] = { [] }
    /// The voice shortcuts the user made for the app's requests.
    var voiceShortcuts: @Sendable () throws -> [VoiceShortcut] = { [] }

    /// The names of the apps `all(in:)` opens, known without opening (or creating) any store.
    static let names = [MonkeyChatApp.name, SoupChefApp.name, MonkeyFitApp.name]

    /// The installed app called `name` (in any case), under its own spelling; an error listing
    /// the installed apps when there is none.
    static func name(matching name: String) throws(UnknownApp) -> String {
        guard let known = names.first(where: { $0.lowercased() == name.lowercased() }) else {
            throw UnknownApp(name: name)
        }
        return known
    }

    /// A setting named an app that is not installed.
    struct UnknownApp: Error, CustomStringConvertible {
        var name: String
        var description: String {
            "unknown app '\(name)' (installed: \(InstalledApp.names.joined(separator: ", ")))"
        }
    }

    /// Every app Hark ships, opened on the state directory.
    static func all(in state: StateDirectory) throws -> [InstalledApp] {
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
