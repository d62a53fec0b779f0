import Foundation
import HarkIntents

/// Cancels the MonkeyFit workout going by voice: "Cancel my workout on MonkeyFit". The session is
/// discarded, not saved; the adapter has the user confirm first.
///
/// Without a name it acts on the running or paused workout; a name resolves through
/// ``WorkoutResolver`` and must be that workout's. No such workout is `failureNoMatchingWorkout`,
/// said before the user is asked to confirm.
public struct CancelWorkoutHandler: CancelWorkoutIntentHandling {
    public let store: MonkeyFitStore

    public init(store: MonkeyFitStore) {
        self.store = store
    }

    public func resolveWorkoutName(for intent: CancelWorkoutIntent) async -> ResolutionResult<SpeakableString> {
        intent.workoutName.map { WorkoutResolver(store: store).resolve($0) } ?? .notRequired
    }

    public func confirm(intent: CancelWorkoutIntent) async -> CancelWorkoutIntentResponse {
        if let name = intent.workoutName, !name.isResolved { return CancelWorkoutIntentResponse(code: .failure) }
        do {
            guard let session = try store.goingSession(workoutIdentifier: intent.workoutName?.vocabularyIdentifier)
            else { return CancelWorkoutIntentResponse(code: .failureNoMatchingWorkout) }
            return CancelWorkoutIntentResponse(code: .ready, workoutName: WorkoutResolver.speakable(session.workout))
        } catch {
            return CancelWorkoutIntentResponse(code: .failure)
        }
    }

    public func handle(intent: CancelWorkoutIntent) async -> CancelWorkoutIntentResponse {
        // A name the catalogue could not resolve names no workout the store could find.
        if let name = intent.workoutName, !name.isResolved { return CancelWorkoutIntentResponse(code: .failure) }
        do {
            let session = try store.cancelSession(workoutIdentifier: intent.workoutName?.vocabularyIdentifier)
            return CancelWorkoutIntentResponse(code: .success, workoutName: WorkoutResolver.speakable(session.workout))
        } catch {
            return CancelWorkoutIntentResponse(
                code: error.problem == .noMatchingSession ? .failureNoMatchingWorkout : .failure)
        }
    }
}
