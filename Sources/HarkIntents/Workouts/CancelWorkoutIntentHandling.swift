/// What an app implements to cancel workouts by voice (SiriKit's `INCancelWorkoutIntentHandling`).
public protocol CancelWorkoutIntentHandling: Sendable {
    /// Matches the name said, if any, against the app's workouts; the default takes the name as said, or none (the
    /// workout going now).
    func resolveWorkoutName(for intent: CancelWorkoutIntent) async -> ResolutionResult<SpeakableString>
    /// Checks there is a workout to cancel before the user is asked to confirm.
    func confirm(intent: CancelWorkoutIntent) async -> CancelWorkoutIntentResponse
    /// Discards a running or paused workout; ``IntentResponseCode/failureNoMatchingWorkout`` when
    /// no workout is going or it is not the one named.
    func handle(intent: CancelWorkoutIntent) async -> CancelWorkoutIntentResponse
}

extension CancelWorkoutIntentHandling {
    /// The name as said, or none: the workout going now.
    public func resolveWorkoutName(for intent: CancelWorkoutIntent) async -> ResolutionResult<SpeakableString> {
        intent.workoutName.map { .success($0) } ?? .notRequired
    }

    /// Ready unless the app says otherwise.
    public func confirm(intent: CancelWorkoutIntent) async -> CancelWorkoutIntentResponse {
        CancelWorkoutIntentResponse(code: .ready)
    }
}
