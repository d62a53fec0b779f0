import Foundation
import HarkAudio
import HarkDefinitions
import HarkFrontEnd
import HarkIntents
import HarkTestSupport
import HarkUnderstanding
import HarkVocabulary
import Testing

@testable import Hark
@testable import HarkSearch

/// Follow-up searches on flite audio: one live decoder listens for a name, a yes or no, or a
/// message's content for one utterance, then goes back to commands. What a turn costs:
/// `LiveRecognitionCostBenchmark`.
@Suite("Follow-up searches")
struct FollowUpSearchTests {
    static let bobos = ["Bobo the Great", "Bobo Jr.", "Little Bobo"]
    static let content = FollowUpExpectation.freeText(
        app: "MonkeyChat", intent: "INSendMessageIntent", parameter: "content")

    @Test(.tags(.audio, .slow), .skippedInQuickRuns, .timeLimit(.minutes(20)))
    func answersAreHeardWithTheNarrowedSearchAndCommandsAfterwards() throws {
        let workspace = try FliteWorkspace()
        defer { workspace.remove() }
        let live = try LiveCommandRecognizer(
            configuration: workspace.configuration(mode: .languageModel), userVocabulary: { [] })
        let decoder = live.recognizer
        let commandSearch = try #require(decoder.activeSearchName)
        #expect(!decoder.knows("jr"), "the name's words must be new to the decoder for this test")

        let littleBobo = try live.transcribe(
            file: try workspace.speak("little bobo", as: "little-bobo"), expecting: .choice(Self.bobos)
        ).transcript.text
        #expect(
            SpokenAnswer.choice(littleBobo, among: Self.bobos) == 2,
            "heard: \(littleBobo)")
        #expect(decoder.knows("jr"), "every word of the grammar is added before switching")

        let second = try live.transcribe(
            file: try workspace.speak("the second one", as: "second"), expecting: .choice(Self.bobos)
        ).transcript.text
        #expect(
            SpokenAnswer.choice(second, among: Self.bobos) == 1,
            "heard: \(second)")

        for said in ["yes", "no", "never mind"] {
            let heard = try live.transcribe(file: try workspace.speak(said, as: said), expecting: .yesNo).transcript
                .text
            let meaning =
                SpokenAnswer.isCancel(heard) ? "never mind" : SpokenAnswer.yesOrNo(heard).map { $0 ? "yes" : "no" }
            #expect(meaning == said, "said '\(said)', heard '\(heard)'")
        }

        let bananas = try workspace.speak("send more bananas", as: "bananas")
        let content = try live.transcribe(file: bananas, expecting: Self.content).transcript.text
        let shared = Set(content.split(separator: " ")).intersection(["send", "more", "bananas"])
        #expect(shared.contains("bananas") && shared.count >= 2, "heard: \(content)")
        // A word no corpus line has comes from the general model's words, there for this turn only.
        #expect(!decoder.knows("bicycle"))
        let bicycle = try live.transcribe(
            file: try workspace.speak("i bought a new bicycle", as: "bicycle"), expecting: Self.content
        ).transcript.text
        #expect(bicycle.split(separator: " ").contains("bicycle"), "heard: \(bicycle)")
        #expect(!decoder.knows("bicycle"), "the general words are dropped after the free-text turn")
        // The same audio under the names grammar cannot come out as the message.
        let asName = try live.transcribe(file: bananas, expecting: .choice(Self.bobos)).transcript.text
        #expect(!asName.split(separator: " ").contains("bananas"), "heard: \(asName)")

        // After each follow-up the command search is back, the follow-up gone, the decoder the same.
        #expect(decoder.activeSearchName == commandSearch)
        #expect(!decoder.searchNames.contains(LiveCommandRecognizer.followUpSearchName))
        #expect(live.recognizer === decoder)
        let command = try live.transcribe(
            file: try workspace.speak("send a message to bobo on monkeychat saying hello", as: "command")
        ).transcript.text
        let understood = live.search.parser.parse(command).understanding
        #expect(understood.intent == "INSendMessageIntent", "heard: \(command)")
        #expect(understood.parameters["recipients"]?.map(\.value) == ["Bobo"], "heard: \(command)")
    }

    /// A kitchen's clatter is heard as "ok" or "cancel" by the yes/no search in some stretches, the
    /// garbage path notwithstanding; the same stretches are no answer once bright audio is
    /// rejected (``AnswerRejection/minimumLowBandShare``), and a voice's "yes" still is one.
    @Test(.tags(.audio, .slow), .skippedInQuickRuns, .timeLimit(.minutes(20)))
    func clatterIsNoAnswerToAYesNoQuestion() throws {
        let workspace = try FliteWorkspace()
        defer { workspace.remove() }
        var configuration = workspace.configuration(mode: .languageModel)
        #expect(configuration.answerRejection?.minimumLowBandShare != nil, "on by default")
        // `hark`'s front end for commands and answers: the trim keeps the loud stretch, here the bangs.
        var frontEnd = FrontEnd(
            [.loudnessTrim(LoudnessTrimmer.Settings())],
            foregroundGate: ForegroundGate(minimumRangeDB: ForegroundGate.defaultCommandMinimumRangeDB))
        frontEnd.answerForegroundGate = ForegroundGate(minimumRangeDB: ForegroundGate.defaultAnswerMinimumRangeDB)
        let rejecting = try LiveCommandRecognizer(
            configuration: configuration, userVocabulary: { [] }, frontEnd: frontEnd)
        configuration.answerRejection?.minimumLowBandShare = nil
        let forcing = try LiveCommandRecognizer(
            configuration: configuration, userVocabulary: { [] }, frontEnd: frontEnd)

        // Four 3 s stretches of Audio/noise/clatter.wav (scripts/generate-samples.py makes it; it is
        // not committed, so the stretches are): at 0, 11, 12 and 13 s, which `hark transcribe
        // --answering yes-no` heard as "ok", "ok", "cancel" and "cancel" before this test existed.
        let path = Repository.file("Audio/noise/clatter-stretches.flac").path
        let clatter = try SpeechAudioConditioner().condition(try AudioFileReader().read(path), path: path).samples
        let stretch = 3 * SpeechAudio.sampleRate
        var heardAsAnswers: [[Int16]] = []
        for start in stride(from: 0, through: clatter.count - stretch, by: stretch) {
            let samples = Array(clatter[start..<(start + stretch)])
            if try !forcing.recognize(samples, expecting: .yesNo).text.isEmpty { heardAsAnswers.append(samples) }
        }
        try #require(!heardAsAnswers.isEmpty, "no stretch of clatter is heard as an answer: the test shows nothing")
        for samples in heardAsAnswers {
            let heard = try rejecting.recognize(samples, expecting: .yesNo)
            #expect(heard.text.isEmpty, "clatter heard as '\(heard.text)'")
            #expect(try #require(heard.noise?.lowBandShare) < 0.15)
        }
        let yes = try rejecting.transcribe(file: try workspace.speak("yes", as: "yes"), expecting: .yesNo).transcript
        #expect(SpokenAnswer.yesOrNo(yes.text) == true, "heard: \(yes.text)")
    }

    /// The free-text search a live recognizer builds interpolates the corpus model with the general
    /// one (`FreeTextSearchChoiceBenchmark` measures why), and the corpus model alone could not hear
    /// a word no corpus line has.
    @Test(.tags(.audio, .slow), .skippedInQuickRuns, .timeLimit(.minutes(20)))
    func freeTextAnswersInterpolateTheCorpusWithTheGeneralModel() throws {
        let workspace = try FliteWorkspace()
        defer { workspace.remove() }
        let live = try LiveCommandRecognizer(
            configuration: workspace.configuration(mode: .languageModel), userVocabulary: { [] })
        let chosen = try live.followUpSearch(for: Self.content)
        guard case .languageModels(let models) = chosen.source, models.count == 2 else {
            Issue.record("the free-text search interpolates two models")
            return
        }
        #expect(models.map(\.weight) == [FollowUpSearch.freeTextCorpusWeight, 1 - FollowUpSearch.freeTextCorpusWeight])
        #expect(models[1].file.path == AcousticModelLocation.standard().languageModel)
        #expect(chosen.openVocabulary != nil)
        var corpusOnly = chosen
        corpusOnly.source = .languageModels([.init(file: models[0].file, weight: 1)])
        corpusOnly.openVocabulary = nil
        let file = try workspace.speak("i bought a new bicycle", as: "bicycle")
        let samples = try SpeechAudioConditioner().condition(try AudioFileReader().read(file, raw: nil), path: file)
            .samples
        let heard = try live.recognize(samples, using: corpusOnly).text
        #expect(!heard.split(separator: " ").contains("bicycle"), "the corpus model alone heard: \(heard)")
    }

    @Test func namesSearchListsTheNamesOrdinalsAndCancel() throws {
        let search = try FollowUpSearch(
            .choice(Self.bobos), definitions: IntentDefinitionSet(apps: []),
            cacheDirectory: FileManager.default.temporaryDirectory)
        let graph = try #require(Self.wordGraph(search))
        for word in ["bobo", "great", "jr", "little", "first", "second", "third", "last", "cancel", "never", "mind"] {
            #expect(graph.contains(" \(word)\n"), "\(word)")
        }
        #expect(!graph.contains(" fourth\n"), "only as many ordinals as names")
        #expect(Set(search.words).isSuperset(of: ["bobo", "jr", "little", "great", "cancel", "never", "mind"]))
        #expect(!search.words.contains("bananas"))
        #expect(throws: FollowUpSearchError.noNames([])) {
            try FollowUpSearch(
                .choice([]), definitions: IntentDefinitionSet(apps: []),
                cacheDirectory: FileManager.default.temporaryDirectory)
        }
        let narrowed = try #require(Self.wordGraph(try search.leavingOut(["jr"])))
        #expect(!narrowed.contains(" jr\n") && narrowed.contains(" little\n"))
        #expect(narrowed.contains(" third\n"), "ordinals still count every offered name")
    }

    /// The FSG text of an answers search, without garbage.
    static func wordGraph(_ search: FollowUpSearch) -> String? {
        guard case .answers(let answers) = search.source else { return nil }
        return WordGraphCompiler.fsg(for: answers)
    }

    @Test func freeTextSearchNeedsAFreeTextParameter() throws {
        let definitions = try IntentDefinitionSet.load(from: CommandSearchConfiguration.shippedIntentDefinitions)
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("hark-free-text-\(UUID())")
        defer { try? FileManager.default.removeItem(at: cache) }
        let search = try FollowUpSearch(Self.content, definitions: definitions, cacheDirectory: cache)
        guard case .languageModels(let models) = search.source, let corpus = models.first else {
            Issue.record("a free-text follow-up is a language model")
            return
        }
        #expect(models.count == 1 && corpus.weight == 1, "no general model given, so the corpus model alone")
        #expect(try String(contentsOf: corpus.file, encoding: .utf8).hasPrefix("\\data\\"))
        #expect(search.openVocabulary == nil)
        #expect(search.words.contains("bananas"))
        let again = try FollowUpSearch(Self.content, definitions: definitions, cacheDirectory: cache)
        #expect(again == search, "the same corpus gives the same cached file")
        let general = URL(fileURLWithPath: AcousticModelLocation.standard().languageModel)
        let mixed = try FollowUpSearch(
            Self.content, definitions: definitions, cacheDirectory: cache, generalLanguageModel: general)
        #expect(
            mixed.source
                == .languageModels([
                    .init(file: corpus.file, weight: FollowUpSearch.freeTextCorpusWeight),
                    .init(file: general, weight: 1 - FollowUpSearch.freeTextCorpusWeight),
                ]))
        #expect(mixed.openVocabulary?.languageModel == general)
        #expect(
            throws: FollowUpSearchError.notFreeText(
                app: "MonkeyChat", intent: "INSendMessageIntent", parameter: "recipients")
        ) {
            try FollowUpSearch(
                .freeText(app: "MonkeyChat", intent: "INSendMessageIntent", parameter: "recipients"),
                definitions: definitions, cacheDirectory: cache)
        }
        #expect(
            throws: FollowUpSearchError.unknownParameter(app: "MonkeyChat", intent: "INFlyIntent", parameter: "content")
        ) {
            try FollowUpSearch(
                .freeText(app: "MonkeyChat", intent: "INFlyIntent", parameter: "content"), definitions: definitions,
                cacheDirectory: cache)
        }
    }

    /// The engine reads what the names grammar produces (`SpokenAnswer` in HarkIntents).
    @Test(
        arguments: [
            ("little bobo", 2), ("to bobo jr please", 1), ("the first one", 0), ("last", 2), ("third please", 2),
            ("fourth", nil), ("bobo", nil), ("", nil),
        ] as [(String, Int?)])
    func readingANameAnswer(transcript: String, index: Int?) {
        #expect(SpokenAnswer.choice(transcript, among: Self.bobos) == index)
    }

    /// Every phrase the yes/no grammar can produce reads as what it means, so the grammar and the
    /// engine's reading cannot drift apart.
    @Test func everyYesNoGrammarPhraseReadsAsItsMeaning() {
        for phrase in FollowUpPhrases.yes { #expect(SpokenAnswer.yesOrNo(phrase) == true, "\(phrase)") }
        for phrase in FollowUpPhrases.no { #expect(SpokenAnswer.yesOrNo(phrase) == false, "\(phrase)") }
        for phrase in FollowUpPhrases.cancel { #expect(SpokenAnswer.isCancel(phrase), "\(phrase)") }
        #expect(SpokenAnswer.yesOrNo("little bobo") == nil)
        #expect(SpokenAnswer.isCancel("never mind"))
    }
}
