/// What an app implements to pause workouts by voice (SiriKit's `INPauseWorkoutIntentHandling`).
public protocol PauseWorkoutIntentHandling: Sendable {
    func resolveWorkoutName(for intent: PauseWorkoutIntent) async -> ResolutionResult<SpeakableString>
    func confirm(intent: PauseWorkoutIntent) async -> PauseWorkoutIntentResponse
    /// Pauses a running workout; IntentResponseCode/failureNoMatchingWorkout when nothing is running
    /// or it is not the one named.
    func handle(intent: PauseWorkoutIntent) async -> PauseWorkoutIntentResponse
}

extension PauseWorkoutIntentHandling {
    /// The name as said, or none: the workout going now.
    public func resolveWorkoutName(for intent: PauseWorkoutIntent) async -> ResolutionResult<SpeakableString> {
        intent.workoutName.map { .success($0) } ?? .notRequired
    }

    /// Ready unless the app says otherwise.
    public func confirm(intent: PauseWorkoutIntent) async -> PauseWorkoutIntentResponse {
        PauseWorkoutIntentResponse(code: .ready)
    }
}
