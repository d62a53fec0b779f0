import Foundation
import HarkIntents

/// Resumes the MonkeyFit workout going by voice: "Resume my workout on MonkeyFit".
///
/// Without a name it acts on the paused workout; a name resolves through ``WorkoutResolver``
/// and must be that workout's. No such workout is `failureNoMatchingWorkout`.
public struct ResumeWorkoutHandler: ResumeWorkoutIntentHandling {
    public let store: MonkeyFitStore
    /// The moment the workout is resumed at; tests fix it.
    public let now: @Sendable () -> Date

    public init(store: MonkeyFitStore, now: @escaping @Sendable () -> Date = { Date() }) {
        self.store = store
        self.now = now
    }

    public func resolveWorkoutName(for intent: ResumeWorkoutIntent) async -> ResolutionResult<SpeakableString> {
        intent.workoutName.map { WorkoutResolver(store: store).resolve($0) } ?? .notRequired
    }

    public func handle(intent: ResumeWorkoutIntent) async -> ResumeWorkoutIntentResponse {
        // A name the catalogue could not resolve names no workout the store could find.
        if let name = intent.workoutName, !name.isResolved { return ResumeWorkoutIntentResponse(code: .failure) }
        do {
            let session = try store.resumeSession(
                workoutIdentifier: intent.workoutName?.vocabularyIdentifier, at: now())
            return ResumeWorkoutIntentResponse(
                code: .success, workoutName: WorkoutResolver.speakable(session.workout))
        } catch {
            return ResumeWorkoutIntentResponse(
                code: error.problem == .noMatchingSession ? .failureNoMatchingWorkout : .failure)
        }
    }
}
