import Foundation
import HarkTestSupport
import Testing

@testable import Hark

/// The same audio gives the same answer whatever one decoder heard before it: the front end's
/// noise estimate used to carry over from one file to the next.
@Suite("Order independence", .tags(.audio))
struct OrderIndependenceTests {
    /// Real speech from the coffee-maker dev split (beside the repository, as CI has it), else the
    /// pocketsphinx-testdata recordings.
    /// The search is compiled into `cache`.
    static func recordings(cache: URL) throws -> (files: [String], search: RecognizerConfiguration) {
        let root = Repository.root
        let dev = root.deletingLastPathComponent().appendingPathComponent("shared/picovoice-coffee-dev/audio")
        if let names = try? FileManager.default.contentsOfDirectory(atPath: dev.path), names.count >= 6 {
            let search = try CommandSearch.prepare(
                CommandSearchConfiguration(
                    intentDefinitions: [root.appendingPathComponent("Models/coffee-maker/coffee_maker.yaml")],
                    mode: .languageModel, cacheDirectory: cache))
            return (names.sorted().prefix(6).map { dev.appendingPathComponent($0).path }, search.recognizer)
        }
        let librivox = try FileManager.default.contentsOfDirectory(atPath: TestData.librivox)
            .filter { $0.hasSuffix(".wav") }.sorted().map { TestData.librivox + "/" + $0 }
        return (Array(librivox.prefix(3)), RecognizerConfiguration.generalEnglish())
    }

    @Test(.tags(.slow), .skippedInQuickRuns, .timeLimit(.minutes(20))) func aSetDecodedInTwoOrdersGivesTheSameResults()
        throws
    {
        let cache = try ScratchDirectory("hark-order")
        defer { cache.remove() }
        let (files, configuration) = try Self.recordings(cache: cache.url)
        func decode(_ order: [String]) throws -> [String: String] {
            let transcriber = try Transcriber(configuration: configuration)
            var results: [String: String] = [:]
            for file in order {
                let transcript = try transcriber.transcribe(file: file).transcript
                results[file] = "\(transcript.text) \(transcript.score)"
            }
            return results
        }
        let forward = try decode(files)
        let backward = try decode(files.reversed())
        #expect(forward == backward)
        // And each equals the file decoded alone by a fresh decoder.
        let alone = try decode([files[files.count - 1]])
        #expect(alone[files[files.count - 1]] == forward[files[files.count - 1]])
    }
}

/// A doubtful first hearing is heard again by the grammar, and the grammar's reading is kept
/// only when it is not doubtful too.
@Suite("Second opinion", .tags(.audio))
final class SecondOpinionTests {
    /// The test's compiled searches, removed after it (a class suite's `deinit` runs after each test).
    let caches: ScratchDirectory

    init() throws {
        caches = try ScratchDirectory("hark-second")
    }

    deinit { caches.remove() }

    /// The coffee maker's search in `mode`, compiled into a cache of its own.
    func coffeeMaker(mode: CommandSearchConfiguration.Mode) -> CommandSearchConfiguration {
        let root = Repository.root
        return CommandSearchConfiguration(
            intentDefinitions: [root.appendingPathComponent("Models/coffee-maker/coffee_maker.yaml")], mode: mode,
            cacheDirectory: caches.file(UUID().uuidString))
    }

    @Test(.tags(.slow), .skippedInQuickRuns, .timeLimit(.minutes(20)))
    func aDoubtfulTranscriptIsHeardAgainByTheGrammar() throws {
        var configuration = coffeeMaker(mode: .languageModelThenGrammar)
        let hybrid = try CommandSearch.prepare(configuration).recognizer
        configuration.mode = .grammar
        let grammarOnly = try CommandSearch.prepare(configuration).recognizer
        #expect(hybrid.secondOpinion == grammarOnly.search)

        let file = TestData.goForward
        let transcriber = try Transcriber(configuration: hybrid)
        // Doubtful the first time only: the grammar's reading is kept.
        var calls = 0
        transcriber.isDoubtful = { _ in
            calls += 1
            return calls == 1
        }
        let kept = try transcriber.transcribe(file: file, raw: .sphinx)
        #expect(calls == 2)
        #expect(kept.usedSecondOpinion)
        let grammar = try Transcriber(configuration: grammarOnly).transcribe(file: file, raw: .sphinx)
        #expect(kept.transcript.text == grammar.transcript.text)
        // Doubtful both times: the first reading stays.
        transcriber.isDoubtful = { _ in true }
        let first = try transcriber.transcribe(file: file, raw: .sphinx)
        #expect(!first.usedSecondOpinion)
        let languageModel = try Transcriber(configuration: hybrid).transcribe(file: file, raw: .sphinx)
        #expect(first.transcript.text == languageModel.transcript.text)
    }

    /// A transcriber given the understander at its building asks it, and only it, what is
    /// doubtful: no caller can build a `…Then…` search and forget its second opinion.
    @Test func anUnderstanderGivenAtBuildingJudgesWhatIsDoubtful() throws {
        let search = try CommandSearch.prepare(coffeeMaker(mode: .languageModelThenGrammar))
        let understander = Understander(parser: search.parser)
        #expect(try Transcriber(configuration: search.recognizer).isDoubtful == nil)
        let asking = try Transcriber(configuration: search.recognizer, understander: understander)
        let judge = try #require(asking.isDoubtful)
        for text in ["can i get a large latte", "a large latte um maybe", "go forward ten meters", ""] {
            let transcript = Transcript(text: text, words: [], score: 0, confidence: 1)
            #expect(judge(transcript) == understander.isDoubtful(text), "\(text)")
        }
        #expect(judge(Transcript(text: "can i get a large latte", words: [], score: 0, confidence: 1)) == false)
        #expect(judge(Transcript(text: "go forward ten meters", words: [], score: 0, confidence: 1)) == true)
    }

    @Test(.tags(.slow), .skippedInQuickRuns, .timeLimit(.minutes(20)))
    func theLanguageModelHearsAgainWhatTheGrammarCouldNotFinish() throws {
        var configuration = coffeeMaker(mode: .grammarThenLanguageModel)
        // Without the grammar's own rejection path, so that it always reads something.
        configuration.settings.garbageRejection = nil
        let fallback = try CommandSearch.prepare(configuration).recognizer
        configuration.mode = .grammar
        let grammarOnly = try CommandSearch.prepare(configuration).recognizer
        configuration.mode = .languageModel
        let languageModelOnly = try CommandSearch.prepare(configuration).recognizer
        #expect(fallback.search == grammarOnly.search)
        #expect(fallback.secondOpinion == languageModelOnly.search)

        // Doubtful the first time only (as an empty grammar result is): the language model's reading is kept.
        let transcriber = try Transcriber(configuration: fallback)
        var calls = 0
        transcriber.isDoubtful = { _ in
            calls += 1
            return calls == 1
        }
        let kept = try transcriber.transcribe(file: TestData.goForward, raw: .sphinx)
        #expect(kept.usedSecondOpinion)
        let languageModel = try Transcriber(configuration: languageModelOnly).transcribe(
            file: TestData.goForward, raw: .sphinx)
        #expect(kept.transcript.text == languageModel.transcript.text)
    }

    /// With its rejection path, the coffee maker's grammar hears "go forward ten meters" as
    /// garbage alone: an empty transcript with a score, which is an answer ("nothing I know")
    /// and is not heard again by the language model.
    @Test(.tags(.slow), .skippedInQuickRuns, .timeLimit(.minutes(20)))
    func speechOfNoCommandIsHeardAsNothingAndNotHeardAgain() throws {
        var configuration = coffeeMaker(mode: .grammarThenLanguageModel)
        #expect(configuration.settings.garbageRejection != nil, "the default has a rejection path")
        let transcriber = try Transcriber(configuration: try CommandSearch.prepare(configuration).recognizer)
        var calls = 0
        transcriber.isDoubtful = { _ in
            calls += 1
            return true
        }
        let heard = try transcriber.transcribe(file: TestData.goForward, raw: .sphinx)
        #expect(heard.transcript.text.isEmpty)
        #expect(heard.transcript.score != 0)
        #expect(heard.transcript.words.isEmpty, "no filler or null-transition tokens as words")
        #expect(heard.transcript.heardNothingBecause == .onlyGarbage, "the reason a listener is told")
        #expect(!heard.usedSecondOpinion)
        #expect(calls == 0)

        // Without the path the same grammar cannot say "nothing": it forces the speech into an
        // order or finds no complete path (no score), which the language model would hear again.
        configuration.settings.garbageRejection = nil
        let forced = try Transcriber(configuration: try CommandSearch.prepare(configuration).recognizer)
            .transcribe(file: TestData.goForward, raw: .sphinx)
        #expect(!forced.transcript.text.isEmpty || forced.transcript.score == 0)
        if forced.transcript.text.isEmpty {
            #expect(forced.transcript.heardNothingBecause == .noCompletePath)
        } else {
            #expect(forced.transcript.heardNothingBecause == nil)
        }
    }
}

extension SecondOpinionTests {
    /// The command search's rejection words come from the general model, leave out every word of
    /// the commands and every word that could spell part of one, and are in the decoder's
    /// dictionary and its configuration; with none asked for, there are none.
    @Test(.tags(.slow), .skippedInQuickRuns, .timeLimit(.minutes(20))) func rejectionWordsCannotSpellACommand() throws {
        // Without the general reading, whose words are the general model's too.
        var plainConfiguration = coffeeMaker(mode: .grammar)
        plainConfiguration.settings.generalReadingWords = 0
        var configuration = plainConfiguration
        configuration.settings.garbageRejectionWords = 300
        let search = try CommandSearch.prepare(configuration)
        let rejection = search.recognizer.rejectionWords
        #expect(rejection.count > 50 && rejection.count < 300)
        let commandEntries = search.dictionary.entries.filter {
            !rejection.contains($0.word) && !$0.word.hasPrefix("++")
        }
        let commandWords = Set(commandEntries.map(\.word))
        #expect(rejection.isDisjoint(with: commandWords))
        #expect(commandWords.contains("latte") && !rejection.contains("a") && !rejection.contains("with"))
        let commandPhones = commandEntries.flatMap { $0.pronunciations.map { " \($0.pronunciation.description) " } }
        for entry in search.dictionary.entries where rejection.contains(entry.word) {
            for pronunciation in entry.pronunciations {
                #expect(!commandPhones.contains { $0.contains(" \(pronunciation.pronunciation.description) ") })
            }
        }
        let plain = try CommandSearch.prepare(plainConfiguration)
        #expect(plain.recognizer.rejectionWords.isEmpty)
        #expect(plain.dictionary.entries.count == search.dictionary.entries.count - rejection.count)
    }
}
