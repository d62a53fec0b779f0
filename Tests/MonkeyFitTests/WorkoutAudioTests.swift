import Foundation
import Hark
import HarkIntents
import HarkResponses
import HarkTestSupport
import HarkUnderstanding
import HarkVocabulary
import MonkeyFit
import Testing

/// MonkeyFit end to end from speech: requests synthesized by flite, decoded with the command search
/// compiled from the shipped definitions and app vocabularies, understood, run through the engine
/// with MonkeyFit registered, and answered in words.
@Suite("MonkeyFit from audio", .serialized, .tags(.audio))
struct WorkoutAudioTests {
    static let classifier = try! DomainClassifier(contentsOf: DomainClassifier.defaultModelURL!)

    static func configuration(cache: URL) -> CommandSearchConfiguration {
        CommandSearchConfiguration(
            intentDefinitions: CommandSearchConfiguration.shippedIntentDefinitions,
            appVocabularies: CommandSearchConfiguration.shippedAppVocabularies, mode: .languageModel,
            cacheDirectory: cache)
    }

    static func composer() throws -> SpokenReplyComposer {
        SpokenReplyComposer(
            catalog: try ResponseCatalog.load(
                language: "en-US", from: try #require(ModelsDirectory.locate(ResponseCatalog.modelsSubdirectory))))
    }

    /// Speaks `text` into a WAV file in the fixture's state directory.
    func speak(_ text: String, as name: String, in fixture: MonkeyFitFixture) throws -> String {
        let file = fixture.state.file(named: "\(name).wav").path
        try Flite.speak(text, to: file)
        return file
    }

    /// The test: "a Bananarific workout started". "Bananarific" is in no dictionary; the
    /// app's plist gives it a "sounds like" pronunciation ("ba nana ri fic"), which the decoder
    /// dictionary puts first.
    @Test func aBananarificWorkoutStartedFromSpeech() async throws {
        let fixture = try MonkeyFitFixture()
        defer { fixture.remove() }
        let audio = try speak("start a bananarific workout on monkeyfit", as: "start", in: fixture)

        let search = try CommandSearch.prepare(Self.configuration(cache: fixture.state.file(named: "cache")))
        let entry = try #require(search.dictionary.entry(for: "bananarific"))
        #expect(entry.pronunciations.first?.source == .hint)
        #expect(search.dictionary.entry(for: "monkeyfit")?.pronunciations.first?.source == .explicit)

        let heard = try Transcriber(configuration: search.recognizer).transcribe(file: audio).transcript
        let transcript = heard.text
        #expect(transcript.split(separator: " ").contains("bananarific"), "heard: \(transcript)")
        let result = Understander(parser: search.parser, classifier: Self.classifier).understand(heard)
        #expect(!result.isRejected, "heard: \(transcript)")
        // How noisy the audio was reaches the confidence's evidence.
        let noise = try #require(heard.noise)
        #expect(result.evidence?.signalOverQuietFrames == noise.overQuietFrames)
        #expect(result.evidence?.signalOverMedianFrame == noise.overMedianFrame)
        let understanding = result.understanding
        #expect(understanding.app == MonkeyFitApp.name)
        #expect(understanding.domain == "workouts")
        #expect(understanding.intent == StartWorkoutIntent.name)
        #expect(understanding.parameters["workoutName"]?.map(\.value) == ["Bananarific"])

        let definition = try #require(
            search.definitions.app(named: MonkeyFitApp.name)?.intent(named: understanding.intent))
        let turn = await fixture.engine().start(
            IntentRequest(
                app: MonkeyFitApp.name, intent: understanding.intent,
                parameters: UnderstoodParameters().parameters(of: understanding, definition: definition)))
        #expect(turn.response?.code == .success)
        let session = try #require(try fixture.store.activeSession())
        #expect(session.workout.identifier == "workout.bananarific")
        #expect(session.startedAt == MonkeyFitFixture.morning)
        #expect(try Self.composer().text(for: turn) == "OK, I started your Bananarific workout on MonkeyFit.")
    }

    /// A workout the user named, taught to the decoder through the user vocabulary, then paused,
    /// resumed and ended by speech in one conversation with one live decoder.
    @Test(.tags(.slow), .skippedInQuickRuns, .timeLimit(.minutes(20)))
    func theUsersOwnWorkoutStartedPausedResumedAndEndedBySpeech()
        async throws
    {
        let fixture = try MonkeyFitFixture()
        defer { fixture.remove() }
        let mine = try fixture.store.addWorkout(named: "Treetop Sprint")
        let vocabulary = try UserVocabularyStore(stateDirectory: fixture.state).vocabulary(for: "default")
        try fixture.store.syncVocabulary(into: vocabulary)
        let recognizer = try LiveCommandRecognizer(
            configuration: Self.configuration(cache: fixture.state.file(named: "cache")), userVocabulary: vocabulary)
        // The user's name reached the parser: its terms are the user's vocabulary now.
        #expect(
            recognizer.search.parser.parse("start my treetop sprint on monkeyfit").understanding.parameters[
                "workoutName"]?.map(\.value) == ["Treetop Sprint"])
        let clock = fixture.clock
        let assistant = Assistant(
            engine: fixture.engine(), recognizer: recognizer, classifier: Self.classifier,
            composer: try Self.composer(),
            vocabularyStrings: { _ in [] })
        assistant.now = { clock.now }

        let turns = [
            "start my treetop sprint on monkeyfit", "pause my workout on monkeyfit", "resume my workout with monkeyfit",
            "end the workout in monkeyfit",
        ]
        var replies: [AssistantReply] = []
        for (index, text) in turns.enumerated() {
            replies.append(try await assistant.reply(toAudioFile: try speak(text, as: "turn\(index)", in: fixture)))
            clock.advance(by: 300)
        }
        let heard = "heard: \(replies.map(\.transcript))"
        #expect(
            replies.map(\.intent) == [
                StartWorkoutIntent.name, PauseWorkoutIntent.name, ResumeWorkoutIntent.name, EndWorkoutIntent.name,
            ], "\(heard)")
        #expect(
            replies.map(\.response.text) == [
                "OK, I started your Treetop Sprint workout on MonkeyFit.", "OK, I paused your Treetop Sprint workout.",
                "OK, I resumed your Treetop Sprint workout.",
                // 900 seconds from start to end, 300 of them paused.
                "OK, I ended your Treetop Sprint workout after ten minutes.",
            ], "\(heard)")
        let session = try #require(try fixture.store.sessions().first)
        #expect(session.workout.identifier == mine.identifier)
        #expect(session.state == .ended)
        #expect(session.pauses.count == 1)
    }

    /// "Which workout do you want to start?" answered by speech with the workout's name alone.
    @Test func theWorkoutAskedForIsNamedBySpeech() async throws {
        let fixture = try MonkeyFitFixture()
        defer { fixture.remove() }
        let vocabulary = try UserVocabularyStore(stateDirectory: fixture.state).vocabulary(for: "default")
        try fixture.store.syncVocabulary(into: vocabulary)
        let assistant = Assistant(
            engine: fixture.engine(),
            recognizer: try LiveCommandRecognizer(
                configuration: Self.configuration(cache: fixture.state.file(named: "cache")), userVocabulary: vocabulary
            ),
            classifier: Self.classifier, composer: try Self.composer(), vocabularyStrings: { _ in [] })
        let question = try await assistant.reply(
            toAudioFile: try speak("start a workout on monkeyfit", as: "request", in: fixture))
        #expect(question.response.text == "Which workout do you want to start?", "heard: \(question.transcript)")
        #expect(question.expecting == "value")
        let answer = try await assistant.reply(toAudioFile: try speak("bananarific", as: "answer", in: fixture))
        #expect(
            answer.response.text == "OK, I started your Bananarific workout on MonkeyFit.",
            "heard: \(answer.transcript)")
        #expect(try fixture.store.activeSession()?.workout.identifier == "workout.bananarific")
    }
}
