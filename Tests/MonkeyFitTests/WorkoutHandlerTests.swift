import Foundation
import HarkIntents
import MonkeyFit
import Testing

/// The five handlers through the real engine: resolution of the workout name (one, several, part
/// of one, none, missing), one workout at a time, and pause, resume, end and cancel on the workout
/// going.
@Suite struct WorkoutHandlerTests {
    static func request(_ intent: String, _ parameters: [String: [IntentValue]] = [:]) -> IntentRequest {
        IntentRequest(app: MonkeyFitApp.name, intent: intent, parameters: IntentParameters(parameters))
    }

    static let bananarific = IntentValue.object(
        IntentObject(identifier: "workout.bananarific", displayName: "Bananarific"))

    @Test func startingANamedWorkoutStoresItsSession() async throws {
        let fixture = try MonkeyFitFixture()
        defer { fixture.remove() }
        let turn = await fixture.engine().start(
            Self.request(
                StartWorkoutIntent.name,
                [
                    "workoutName": [.text("bananarific")], "goalValue": [.duration(1800)],
                    "workoutLocationType": [.choice("outdoor")],
                ]))
        #expect(turn.response?.code == .success)
        #expect(turn.pending == nil)
        // The handler resolved the words to the catalogue's workout, spelt as the app spells it.
        #expect(turn.parameters["workoutName"] == [Self.bananarific])
        let session = try #require(try fixture.store.activeSession())
        #expect(session.workout.identifier == "workout.bananarific")
        #expect(session.startedAt == MonkeyFitFixture.morning)
        #expect(session.goalSeconds == 1800)
        #expect(session.location == .outdoor)
    }

    @Test func aSynonymStartsItsWorkoutUnderTheNameSaid() async throws {
        let fixture = try MonkeyFitFixture()
        defer { fixture.remove() }
        let turn = await fixture.engine().start(
            Self.request(StartWorkoutIntent.name, ["workoutName": [.text("Mile Run")]]))
        #expect(turn.response?.code == .success)
        #expect(
            turn.parameters["workoutName"]
                == [.object(IntentObject(identifier: "workout.monkey-mile", displayName: "Mile Run"))])
        #expect(try fixture.store.activeSession()?.workout.identifier == "workout.monkey-mile")
    }

    @Test func startingWhileAnotherWorkoutGoesFailsAndStartsNothing() async throws {
        let fixture = try MonkeyFitFixture()
        defer { fixture.remove() }
        let engine = fixture.engine()
        let first = await engine.start(Self.request(StartWorkoutIntent.name, ["workoutName": [.text("Jungle Jog")]]))
        #expect(first.response?.code == .success)
        fixture.clock.advance(by: 60)
        for workout in ["Bananarific", "Jungle Jog"] {
            let again = await engine.start(Self.request(StartWorkoutIntent.name, ["workoutName": [.text(workout)]]))
            #expect(again.response?.code == .failureOngoingWorkout)
        }
        // Paused is still going.
        #expect(await engine.start(Self.request(PauseWorkoutIntent.name)).response?.code == .success)
        let whilePaused = await engine.start(
            Self.request(StartWorkoutIntent.name, ["workoutName": [.text("Vine Swing")]]))
        #expect(whilePaused.response?.code == .failureOngoingWorkout)
        #expect(try fixture.store.sessions().count == 1)
        #expect(try fixture.store.activeSession()?.workout.identifier == "workout.jungle-jog")
    }

    @Test func aStartWithoutANameAsksForOne() async throws {
        let fixture = try MonkeyFitFixture()
        defer { fixture.remove() }
        let engine = fixture.engine()
        let turn = await engine.start(Self.request(StartWorkoutIntent.name))
        #expect(turn.acts == [.askValue(parameter: "workoutName")])
        #expect(turn.resolutions["workoutName"] == [.needsValue])
        #expect(try fixture.store.activeSession() == nil)
        let pending = try #require(turn.pending)
        let answered = await engine.answer("gorilla grip", to: pending)
        #expect(answered.response?.code == .success)
        #expect(try fixture.store.activeSession()?.workout.identifier == "workout.gorilla-grip")
    }

    @Test func anUnknownNameIsUnsupportedAndAskedAgain() async throws {
        let fixture = try MonkeyFitFixture()
        defer { fixture.remove() }
        let engine = fixture.engine()
        let turn = await engine.start(Self.request(StartWorkoutIntent.name, ["workoutName": [.text("Tiger Trot")]]))
        #expect(
            turn.acts == [
                .unsupported(parameter: "workoutName", reason: "noSuchWorkout", value: .text("Tiger Trot")),
                .askValue(parameter: "workoutName"),
            ])
        #expect(try fixture.store.activeSession() == nil)
        let answered = await engine.answer("vine swing", to: try #require(turn.pending))
        #expect(answered.response?.code == .success)
        #expect(try fixture.store.activeSession()?.workout.identifier == "workout.vine-swing")
    }

    @Test func aNameSeveralWorkoutsShareIsAChoice() async throws {
        let fixture = try MonkeyFitFixture()
        defer { fixture.remove() }
        let mine = try fixture.store.addWorkout(named: "Morning Jog")
        let engine = fixture.engine()
        let turn = await engine.start(Self.request(StartWorkoutIntent.name, ["workoutName": [.text("jog")]]))
        let options: [IntentValue] = [
            .object(IntentObject(identifier: "workout.jungle-jog", displayName: "Jungle Jog")),
            .object(IntentObject(identifier: mine.identifier, displayName: "Morning Jog")),
        ]
        #expect(turn.acts == [.askChoice(parameter: "workoutName", options: options)])
        #expect(try fixture.store.activeSession() == nil)
        let answered = await engine.answer("the morning one", to: try #require(turn.pending))
        #expect(answered.response?.code == .success)
        #expect(answered.parameters["workoutName"] == [options[1]])
        #expect(try fixture.store.activeSession()?.workout.identifier == mine.identifier)
    }

    @Test func partOfOneWorkoutsNameIsConfirmed() async throws {
        let fixture = try MonkeyFitFixture()
        defer { fixture.remove() }
        let engine = fixture.engine()
        let turn = await engine.start(Self.request(StartWorkoutIntent.name, ["workoutName": [.text("capuchin")]]))
        let climb = IntentValue.object(
            IntentObject(identifier: "workout.capuchin-climb", displayName: "Capuchin Climb"))
        #expect(turn.acts == [.askValueConfirmation(parameter: "workoutName", value: climb)])
        let answered = await engine.answer("yes", to: try #require(turn.pending))
        #expect(answered.response?.code == .success)
        #expect(try fixture.store.activeSession()?.workout.identifier == "workout.capuchin-climb")
    }

    @Test func pauseResumeAndEndActOnTheWorkoutGoing() async throws {
        let fixture = try MonkeyFitFixture()
        defer { fixture.remove() }
        let engine = fixture.engine()
        #expect(
            await engine.start(Self.request(StartWorkoutIntent.name, ["workoutName": [.text("Bananarific")]])).response?
                .code == .success)
        fixture.clock.advance(by: 600)
        let pause = await engine.start(Self.request(PauseWorkoutIntent.name))
        #expect(pause.response?.code == .success)
        // Said without a name, the answer still knows which workout it was.
        #expect(pause.response?.properties["workoutName"] == [Self.bananarific])
        #expect(try fixture.store.activeSession()?.state == .paused)

        fixture.clock.advance(by: 300)
        #expect(await engine.start(Self.request(PauseWorkoutIntent.name)).response?.code == .failureNoMatchingWorkout)
        let resume = await engine.start(Self.request(ResumeWorkoutIntent.name, ["workoutName": [.text("bananarific")]]))
        #expect(resume.response?.code == .success)
        #expect(try fixture.store.activeSession()?.state == .running)
        #expect(await engine.start(Self.request(ResumeWorkoutIntent.name)).response?.code == .failureNoMatchingWorkout)

        fixture.clock.advance(by: 900)
        // Another workout's name matches nothing going.
        let wrong = await engine.start(Self.request(EndWorkoutIntent.name, ["workoutName": [.text("Jungle Jog")]]))
        #expect(wrong.response?.code == .failureNoMatchingWorkout)
        #expect(try fixture.store.activeSession() != nil)
        let end = await engine.start(Self.request(EndWorkoutIntent.name))
        #expect(end.response?.code == .success)
        #expect(end.response?.properties["workoutName"] == [Self.bananarific])
        // 1800 s since the start, 300 of them paused.
        #expect(end.response?.properties["activeDuration"] == [.duration(1500)])
        #expect(try fixture.store.activeSession() == nil)
        let ended = try #require(try fixture.store.sessions().first)
        #expect(ended.endedAt == MonkeyFitFixture.morning.addingTimeInterval(1800))

        #expect(await engine.start(Self.request(EndWorkoutIntent.name)).response?.code == .failureNoMatchingWorkout)
        #expect(await engine.start(Self.request(PauseWorkoutIntent.name)).response?.code == .failureNoMatchingWorkout)
    }

    @Test func anUnknownNameToPauseIsUnsupported() async throws {
        let fixture = try MonkeyFitFixture()
        defer { fixture.remove() }
        let engine = fixture.engine()
        _ = await engine.start(Self.request(StartWorkoutIntent.name, ["workoutName": [.text("Vine Swing")]]))
        let turn = await engine.start(Self.request(PauseWorkoutIntent.name, ["workoutName": [.text("Tiger Trot")]]))
        #expect(
            turn.acts.first
                == .unsupported(parameter: "workoutName", reason: "noSuchWorkout", value: .text("Tiger Trot")))
        #expect(try fixture.store.activeSession()?.state == .running)
    }

    /// As with Siri, workouts are started and ended from the lock screen.
    @Test func workoutsRunOnALockedDevice() async throws {
        let fixture = try MonkeyFitFixture()
        defer { fixture.remove() }
        let engine = fixture.engine(settings: AssistantSettings(isDeviceLocked: true))
        let turn = await engine.start(Self.request(StartWorkoutIntent.name, ["workoutName": [.text("Baboon Burpees")]]))
        #expect(turn.response?.code == .success)
        #expect(await engine.start(Self.request(EndWorkoutIntent.name)).response?.code == .success)
    }

    @Test func theRegistrationSupportsTheFiveWorkoutIntents() throws {
        let fixture = try MonkeyFitFixture()
        defer { fixture.remove() }
        let registration = MonkeyFitApp.registration(store: fixture.store)
        #expect(registration.name == "MonkeyFit")
        #expect(
            registration.supportedIntents == [
                "INStartWorkoutIntent", "INPauseWorkoutIntent", "INResumeWorkoutIntent", "INEndWorkoutIntent",
                "INCancelWorkoutIntent",
            ])
        #expect(registration.restrictedWhileLocked.isEmpty)
    }

    /// Cancelling discards the workout, so the user confirms first; with nothing to cancel, the
    /// user is told so rather than asked.
    @Test func cancellingAsksFirstThenDiscardsTheSession() async throws {
        let fixture = try MonkeyFitFixture()
        defer { fixture.remove() }
        let engine = fixture.engine()
        let nothing = await engine.start(Self.request(CancelWorkoutIntent.name))
        #expect(nothing.response?.code == .failureNoMatchingWorkout)
        #expect(nothing.pending == nil)

        _ = await engine.start(Self.request(StartWorkoutIntent.name, ["workoutName": [.text("Jungle Jog")]]))
        let wrong = await engine.start(Self.request(CancelWorkoutIntent.name, ["workoutName": [.text("Vine Swing")]]))
        #expect(wrong.response?.code == .failureNoMatchingWorkout)

        let asked = await engine.start(Self.request(CancelWorkoutIntent.name))
        guard case .askIntentConfirmation(let confirmation)? = asked.acts.last else {
            Issue.record("expected a confirmation question, got \(asked.acts)")
            return
        }
        #expect(confirmation.code == .ready)
        let jog = IntentValue.object(IntentObject(identifier: "workout.jungle-jog", displayName: "Jungle Jog"))
        #expect(confirmation.properties["workoutName"] == [jog])
        let declined = await engine.answer("no", to: try #require(asked.pending))
        #expect(declined.acts == [.cancelled])
        #expect(try fixture.store.activeSession()?.workout.identifier == "workout.jungle-jog")

        let again = await engine.start(Self.request(CancelWorkoutIntent.name))
        let done = await engine.answer("yes", to: try #require(again.pending))
        #expect(done.response?.code == .success)
        #expect(done.response?.properties["workoutName"] == [jog])
        #expect(try fixture.store.activeSession() == nil)
        #expect(try fixture.store.sessions().isEmpty)
    }
}
