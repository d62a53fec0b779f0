import Foundation
import Hark
import HarkDefinitions
import HarkIntents
import HarkResponses
import HarkUnderstanding
import HarkVocabulary
import MonkeyFit
import Testing

/// Typed conversations with the assistant and MonkeyFit: the words said back in English and
/// French for a missing name, a name the app does not have, a second workout, the workout's end,
/// and a cancel confirmed.
@Suite struct WorkoutDialogTests {
    static let definitions = try! IntentDefinitionSet.load(from: CommandSearchConfiguration.shippedIntentDefinitions)

    /// `names` are the workout names the parser knows; by default the store's.
    static func conversation(_ fixture: MonkeyFitFixture, language: String = "en-US", names: [String]? = nil)
        throws -> Assistant
    {
        let parser = IntentParser(
            definitions: definitions,
            vocabulary: [
                VocabularyStringType.workoutActivityName.rawValue: try names ?? fixture.store.workoutNameVocabulary()
            ])
        let catalog = try ResponseCatalog.load(
            language: language, from: try #require(ModelsDirectory.locate(ResponseCatalog.modelsSubdirectory)))
        let assistant = Assistant(
            engine: fixture.engine(), parser: parser, composer: SpokenReplyComposer(catalog: catalog))
        let clock = fixture.clock
        assistant.now = { clock.now }
        return assistant
    }

    static func say(_ turns: [String], to assistant: Assistant, clock: TestClock) async -> [AssistantReply] {
        var replies: [AssistantReply] = []
        for turn in turns {
            replies.append(await assistant.reply(to: turn))
            clock.advance(by: 600)
        }
        return replies
    }

    @Test func aWorkoutAskedForStartedRefusedSecondAndEnded() async throws {
        let fixture = try MonkeyFitFixture()
        defer { fixture.remove() }
        let replies = await Self.say(
            [
                "start a workout on monkeyfit", "bananarific", "start a jungle jog on monkeyfit",
                "pause my jungle jog on monkeyfit", "end the workout in monkeyfit", "end the workout in monkeyfit",
            ], to: try Self.conversation(fixture), clock: fixture.clock)
        #expect(
            replies.map(\.response.text) == [
                "Which workout do you want to start?", "OK, I started your Bananarific workout on MonkeyFit.",
                "You already have a workout going on MonkeyFit. End it before you start another.",
                "There's no Jungle Jog workout running on MonkeyFit.",
                "OK, I ended your Bananarific workout after thirty minutes.",
                "There's no workout going on MonkeyFit.",
            ])
        #expect(
            replies.map(\.response.code) == [
                nil, "success", "failureOngoingWorkout", "failureNoMatchingWorkout", "success",
                "failureNoMatchingWorkout",
            ])
        #expect(replies.map(\.expecting) == ["value", nil, nil, nil, nil, nil])
        #expect(replies.allSatisfy { $0.app == "MonkeyFit" && $0.domain == "workouts" })
        let sessions = try fixture.store.sessions()
        #expect(sessions.map(\.workout.identifier) == ["workout.bananarific"])
    }

    /// The parser still knows a name the app no longer has (a workout removed since the
    /// vocabulary was registered).
    @Test func aNameTheAppDoesNotHaveIsSaidAndAskedAgain() async throws {
        let fixture = try MonkeyFitFixture()
        defer { fixture.remove() }
        let names = try fixture.store.workoutNameVocabulary() + ["Treetop Sprint"]
        let replies = await Self.say(
            ["start my treetop sprint on monkeyfit", "vine swing"],
            to: try Self.conversation(fixture, names: names), clock: fixture.clock)
        #expect(
            replies.map(\.response.text) == [
                "I couldn't find a workout called Treetop Sprint in MonkeyFit. Which workout do you want to start?",
                "OK, I started your Vine Swing workout on MonkeyFit.",
            ])
        #expect(replies[0].resolution["workoutName"]?.first?.kind == "unsupported")
        #expect(try fixture.store.activeSession()?.workout.identifier == "workout.vine-swing")
    }

    @Test func cancellingIsConfirmedFirst() async throws {
        let fixture = try MonkeyFitFixture()
        defer { fixture.remove() }
        let replies = await Self.say(
            [
                "start a vine swing on monkeyfit", "cancel my vine swing on monkeyfit", "yes",
                "cancel my workout on monkeyfit",
            ], to: try Self.conversation(fixture), clock: fixture.clock)
        #expect(
            replies.map(\.response.text) == [
                "OK, I started your Vine Swing workout on MonkeyFit.",
                "Do you want to cancel your Vine Swing workout? It won't be saved.",
                "OK, I canceled your Vine Swing workout.", "There's no workout going on MonkeyFit.",
            ])
        #expect(replies.map(\.expecting) == [nil, "confirmation", nil, nil])
        #expect(try fixture.store.sessions().isEmpty)
    }

    @Test func inFrench() async throws {
        let fixture = try MonkeyFitFixture()
        defer { fixture.remove() }
        let replies = await Self.say(
            [
                "start a bananarific workout on monkeyfit", "pause my workout on monkeyfit",
                "start a jungle jog on monkeyfit", "resume my workout with monkeyfit", "end the workout in monkeyfit",
            ], to: try Self.conversation(fixture, language: "fr-FR"), clock: fixture.clock)
        #expect(
            replies.map(\.response.text) == [
                "D'accord, j'ai lancé votre séance Bananarific sur MonkeyFit.",
                "D'accord, j'ai mis en pause votre séance Bananarific.",
                "Une séance est déjà en cours sur MonkeyFit. Terminez-la avant d'en lancer une autre.",
                "D'accord, j'ai repris votre séance Bananarific.",
                // Forty minutes from start to end, twenty of them paused.
                "D'accord, j'ai terminé votre séance Bananarific après vingt minutes d'activité.",
            ])
    }
}
