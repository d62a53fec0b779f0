import Foundation
import HarkIntents

/// Pauses the MonkeyFit workout going by voice: "Pause my workout on MonkeyFit".
///
/// Without a name it acts on the running workout; a name resolves through ``WorkoutResolver``
/// and must be that workout's. No such workout is `failureNoMatchingWorkout`.
public struct PauseWorkoutHandler: PauseWorkoutIntentHandling {
    public let store: MonkeyFitStore
    /// The moment the workout is paused at; tests fix it.
    public let now: @Sendable () -> Date

    public init(store: MonkeyFitStore, now: @escaping @Sendable () -> Date = { Date() }) {
        self.store = store
        self.now = now
    }

    public func resolveWorkoutName(for intent: PauseWorkoutIntent) async -> ResolutionResult<SpeakableString> {
        intent.workoutName.map { WorkoutResolver(store: store).resolve($0) } ?? .notRequired
    }

    public func handle(intent: PauseWorkoutIntent) async -> PauseWorkoutIntentResponse {
        // A name the catalogue could not resolve names no workout the store could find.
        if let name = intent.workoutName, !name.isResolved { return PauseWorkoutIntentResponse(code: .failure) }
        do {
            let session = try store.pauseSession(workoutIdentifier: intent.workoutName?.vocabularyIdentifier, at: now())
            return PauseWorkoutIntentResponse(
                code: .success, workoutName: WorkoutResolver.speakable(session.workout))
        } catch {
            return PauseWorkoutIntentResponse(
                code: error.problem == .noMatchingSession ? .failureNoMatchingWorkout : .failure)
        }
    }
}
