import Foundation
import Hark
import SoupChef

/// Fragments of the docs that need recordings or a device's data to run: compiled here, so they
/// keep to the API, and run only in the tests of the parts they show (AudioOrderTests,
/// FollowUpSearchTests).
enum CompiledDocFragments {
    /// docs/soupchef.md: the assistant given the user's voice shortcuts.
    static func shortcuts(
        from store: SoupChefStore, configuration: inout CommandSearchConfiguration, assistant: () throws -> Assistant
    ) throws {
        // doc-example: docs/soupchef.md
        let shortcuts = try store.voiceShortcuts().map(\.shortcut)
        configuration.shortcutPhrases = shortcuts.map(\.phrase)  // heard as whole utterances
        let assistant = try assistant()  // its LiveCommandRecognizer built from `configuration`
        assistant.shortcuts = shortcuts  // saying a phrase runs its request as it was saved
        // doc-example: end
    }

    /// docs/dialog-recognition.md: a command, then the answer to "Which Bobo?" heard with the
    /// narrowed search and read as the engine reads a choice.
    static func followUp(
        configuration: CommandSearchConfiguration, vocabulary: UserVocabulary
    ) throws -> (command: TranscriptionResult, picked: Int?) {
        // doc-example: docs/dialog-recognition.md
        let live = try LiveCommandRecognizer(configuration: configuration, userVocabulary: vocabulary)
        let command = try live.transcribe(file: "turn1.wav")  // the command search
        let options = ["Bobo the Great", "Little Bobo"]
        let answer = try live.transcribe(file: "turn2.wav", expecting: .choice(options))  // "the second one"
        let picked = SpokenAnswer.choice(answer.transcript.text, among: options)  // 1
        // doc-example: end
        return (command, picked)
    }
}
