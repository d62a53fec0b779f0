import Foundation
import Hark
import HarkTestSupport
import HarkUnderstanding
import HarkVocabulary
import Testing

/// A name set in the user's vocabulary is heard by a decoder that was already running, and is no
/// longer known once the vocabulary is removed: one process, one decoder, no restart. Audio is
/// synthesized by flite at test time. How long a swap takes, and the grammar search hearing the
/// name (each grammar decode of the command takes over a minute today):
/// `LiveRecognitionCostBenchmark`.
@Suite("Live vocabulary changes", .tags(.audio))
struct LiveVocabularyTests {
    /// Absent from CMUdict and from the shipped contact examples (the shipped search's dictionary
    /// lacks it, checked below); G2P gives it `Z AO R B L AE K S`.
    static let name = "Zorblax"
    static let command = "send a message to zorblax on monkeychat saying hello"

    @Test(.tags(.slow), .skippedInQuickRuns, .timeLimit(.minutes(20)))
    func addingAndRemovingVocabularyReachesTheRunningDecoder() throws {
        try Self.followVocabularyChanges(mode: .languageModel, hearing: true)
    }

    /// The same swaps in a decoder searching the templates' grammar, without decoding (which the
    /// benchmark does).
    @Test(.tags(.slow), .skippedInQuickRuns, .timeLimit(.minutes(20)))
    func aGrammarSearchFollowsTheVocabularyToo() throws {
        try Self.followVocabularyChanges(mode: .grammar, hearing: false)
    }

    /// One decoder through a vocabulary change and back: the name added (known to the decoder and
    /// read as the recipient), removed (unknown), and added again (the compiled search found in the
    /// cache). `hearing`: decode the spoken command at each step and check the name is heard
    /// exactly while the vocabulary has it; else each step swaps without decoding and the
    /// recipient is read from the command's text. Returns each decode's seconds.
    @discardableResult
    static func followVocabularyChanges(mode: CommandSearchConfiguration.Mode, hearing: Bool) throws -> [Double] {
        let workspace = try FliteWorkspace()
        defer { workspace.remove() }
        let audio = try workspace.speak(Self.command, as: "command")
        let vocabulary = try UserVocabularyStore(stateDirectory: workspace.stateDirectory).vocabulary(for: "alice")
        let word = Self.name.lowercased()

        let live = try LiveCommandRecognizer(
            configuration: workspace.configuration(mode: mode), userVocabulary: vocabulary)
        let decoder = live.recognizer
        #expect(live.search.dictionary.entry(for: word) == nil, "the shipped definitions must not know the name")
        var seconds: [Double] = []
        /// The command heard now (after any pending swap), or its text when not hearing.
        func heard() throws -> String {
            guard hearing else {
                _ = try live.refreshVocabulary()
                return Self.command
            }
            let result = try live.transcribe(file: audio)
            seconds.append(result.decodeSeconds)
            return result.transcript.text
        }

        let before = try heard()
        #expect(!decoder.knows(word))
        #expect(!hearing || !Self.words(before).contains(word), "heard: \(before)")
        #expect(live.lastVocabularySwap == nil)

        try vocabulary.setVocabularyStrings([Self.name, "Kiki"], of: .contactName)
        let with = try heard()
        #expect(live.recognizer === decoder, "the decoder was replaced")
        #expect(decoder.knows(word))
        #expect(!hearing || Self.words(with).contains(word), "heard: \(with)")
        let recipients = live.search.parser.parse(with).understanding.parameters["recipients"]?.map(\.value) ?? []
        #expect(recipients == [Self.name], "read from '\(with)'")
        let added = try #require(live.lastVocabularySwap)
        #expect(added.dictionaryWords > 0)

        try vocabulary.removeAllVocabularyStrings()
        let after = try heard()
        #expect(live.recognizer === decoder, "the decoder was replaced")
        #expect(!decoder.knows(word))
        #expect(!hearing || !Self.words(after).contains(word), "heard: \(after)")
        #expect(live.lastVocabularySwap != added)

        // Back to a vocabulary seen before: the compiled search comes from the cache.
        try vocabulary.setVocabularyStrings([Self.name, "Kiki"], of: .contactName)
        let swap = try #require(try live.refreshVocabulary())
        #expect(swap.searchWasCached)
        #expect(decoder.knows(word))
        #expect(try live.refreshVocabulary() == nil, "an unchanged vocabulary must not swap again")
        return seconds
    }

    /// The general search decodes with CMUdict and PocketSphinx's English model whatever the
    /// vocabulary, so a change swaps only the parser; a follow-up's new word is added to the decoder.
    @Test(.tags(.slow), .skippedInQuickRuns, .timeLimit(.minutes(20)))
    func generalSearchFollowsTheVocabularyInItsParser() throws {
        let workspace = try FliteWorkspace()
        defer { workspace.remove() }
        let vocabulary = try UserVocabularyStore(stateDirectory: workspace.stateDirectory).vocabulary(for: "bob")
        let live = try LiveCommandRecognizer(
            configuration: workspace.configuration(mode: .general), userVocabulary: vocabulary)
        let search = live.recognizer.activeSearchName
        #expect(live.dictionary == nil)

        try vocabulary.setVocabularyStrings([Self.name], of: .contactName)
        #expect(try live.refreshVocabulary() != nil)
        #expect(live.recognizer.activeSearchName == search, "the decoder's search was not replaced")
        let recipients = live.search.parser.parse(Self.command).understanding.parameters["recipients"]
        #expect(recipients?.map(\.value) == [Self.name])

        let word = Self.name.lowercased()
        #expect(!live.recognizer.knows(word))
        let audio = try workspace.speak("zorblax", as: "name")
        let heard = try live.transcribe(file: audio, expecting: .names([Self.name, "Kiki"])).transcript.text
        #expect(live.recognizer.knows(word), "a names follow-up gives the decoder the name it lacks")
        #expect(heard == word)
    }

    static func words(_ text: String) -> [String] { text.split(separator: " ").map(String.init) }
}

/// A temporary folder for flite audio and a search cache (HarkTestSupport's), removed at the end
/// of a test.
typealias FliteWorkspace = ScratchDirectory

extension FliteWorkspace {
    /// The shipped MonkeyChat definitions and app vocabularies, compiled into this folder's cache.
    func configuration(mode: CommandSearchConfiguration.Mode) -> CommandSearchConfiguration {
        CommandSearchConfiguration(
            intentDefinitions: CommandSearchConfiguration.shippedIntentDefinitions,
            appVocabularies: CommandSearchConfiguration.shippedAppVocabularies, mode: mode,
            cacheDirectory: file("cache"))
    }
}
