/// What an app implements to end workouts by voice (SiriKit's `INEndWorkoutIntentHandling`).
public protocol EndWorkoutIntentHandling: Sendable {
    func resolveWorkoutName(for intent: EndWorkoutIntent) async -> ResolutionResult<SpeakableString>
    func confirm(intent: EndWorkoutIntent) async -> EndWorkoutIntentResponse
    /// Ends a running or paused workout; IntentResponseCode/failureNoMatchingWorkout when no workout is going
    /// or it is not the one named.
    func handle(intent: EndWorkoutIntent) async -> EndWorkoutIntentResponse
}

extension EndWorkoutIntentHandling {
    /// The name as said, or none: the workout going now.
    public func resolveWorkoutName(for intent: EndWorkoutIntent) async -> ResolutionResult<SpeakableString> {
        intent.workoutName.map { .success($0) } ?? .notRequired
    }

    /// Ready unless the app says otherwise.
    public func confirm(intent: EndWorkoutIntent) async -> EndWorkoutIntentResponse {
        EndWorkoutIntentResponse(code: .ready)
    }
}
