import Foundation
import HarkIntents

/// Ends the MonkeyFit workout going by voice: "End my workout on MonkeyFit".
///
/// Without a name it acts on the running or paused workout; a name resolves through ``WorkoutResolver``
/// and must be that workout's. No such workout is `failureNoMatchingWorkout`.
public struct EndWorkoutHandler: EndWorkoutIntentHandling {
    public let store: MonkeyFitStore
    /// The moment the workout is ended at; tests fix it.
    public let now: @Sendable () -> Date

    public init(store: MonkeyFitStore, now: @escaping @Sendable () -> Date = { Date() }) {
        self.store = store
        self.now = now
    }

    public func resolveWorkoutName(for intent: EndWorkoutIntent) async -> ResolutionResult<SpeakableString> {
        intent.workoutName.map { WorkoutResolver(store: store).resolve($0) } ?? .notRequired
    }

    public func handle(intent: EndWorkoutIntent) async -> EndWorkoutIntentResponse {
        // A name the catalogue could not resolve names no workout the store could find.
        if let name = intent.workoutName, !name.isResolved { return EndWorkoutIntentResponse(code: .failure) }
        do {
            let date = now()
            let session = try store.endSession(workoutIdentifier: intent.workoutName?.vocabularyIdentifier, at: date)
            return EndWorkoutIntentResponse(
                code: .success, workoutName: WorkoutResolver.speakable(session.workout),
                activeDuration: session.activeDuration(at: date))
        } catch {
            return EndWorkoutIntentResponse(
                code: error.problem == .noMatchingSession ? .failureNoMatchingWorkout : .failure)
        }
    }
}
