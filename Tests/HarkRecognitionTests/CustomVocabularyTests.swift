import Foundation
import HarkTestSupport
import HarkVocabulary
import Testing

@testable import Hark

/// Names CMUdict lacks are heard with the vocabulary loaded (G2P and hints give them phones) and
/// cannot be heard without it. Audio is synthesized by flite at test time.
@Suite("Custom vocabulary on audio", .tags(.audio))
struct CustomVocabularyTests {
    static let names = ["rafiki", "momo", "titi"]

    func search(customVocabulary: Bool, cache: URL) throws -> CommandSearch {
        var configuration = CommandSearchConfiguration(
            intentDefinitions: CommandSearchConfiguration.shippedIntentDefinitions,
            appVocabularies: CommandSearchConfiguration.shippedAppVocabularies, mode: .languageModel,
            cacheDirectory: cache)
        configuration.settings.customVocabulary = customVocabulary
        return try CommandSearch.prepare(configuration)
    }

    @Test(.tags(.slow), .skippedInQuickRuns, .timeLimit(.minutes(20)))
    func namesAbsentFromCMUdictAreRecognizedOnlyWithTheVocabulary() throws {
        let workspace = try ScratchDirectory("hark-vocab")
        defer { workspace.remove() }
        let files = try Self.names.map { name in
            try workspace.speak("send a message to \(name) on monkeychat saying hello", as: name)
        }

        let withVocabulary = try search(customVocabulary: true, cache: workspace.file("cache"))
        let without = try search(customVocabulary: false, cache: workspace.file("cache"))
        for name in Self.names {
            #expect(withVocabulary.dictionary.entry(for: name) != nil)
            #expect(without.dictionary.entry(for: name) == nil)
        }

        let heardWith = try transcripts(files, withVocabulary.recognizer)
        let heardWithout = try transcripts(files, without.recognizer)
        let hitsWith = zip(Self.names, heardWith).filter { $1.split(separator: " ").contains(Substring($0)) }.count
        let hitsWithout = zip(Self.names, heardWithout).filter { $1.split(separator: " ").contains(Substring($0)) }
            .count
        #expect(hitsWithout == 0)
        #expect(hitsWith >= 2, "heard: \(heardWith)")
    }

    func transcripts(_ files: [String], _ configuration: RecognizerConfiguration) throws -> [String] {
        let transcriber = try Transcriber(configuration: configuration)
        return try files.map { try transcriber.transcribe(file: $0).transcript.text }
    }
}

/// A pronunciation from the user's own data (a contact's "sounds like") reaches the decoder
/// dictionary as a hint, ahead of G2P's guess.
@Test func userPronunciationsReachTheDecoderDictionary() throws {
    let cache = FileManager.default.temporaryDirectory.appendingPathComponent("hark-user-pron-\(UUID())")
    defer { try? FileManager.default.removeItem(at: cache) }
    var configuration = CommandSearchConfiguration(
        intentDefinitions: CommandSearchConfiguration.shippedIntentDefinitions,
        userVocabulary: [(.contactName, ["Zorblax"])], mode: .languageModel, cacheDirectory: cache)
    let guessed = try CommandSearch.prepare(configuration).dictionary.entry(for: "zorblax")
    #expect(guessed?.pronunciations.allSatisfy { $0.source == .g2p } == true)
    configuration.userPronunciations = [CustomPronunciation(term: "Zorblax", spellingHint: "zor blocks")]
    let hinted = try #require(CommandSearch.prepare(configuration).dictionary.entry(for: "zorblax"))
    #expect(hinted.pronunciations.first?.source == .hint)
}
