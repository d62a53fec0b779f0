/// What an app implements to pause workouts by voice (SiriKit's `INPauseWorkoutIntentHandling`).
public protocol PauseWorkoutIntentHandling: Sendable {
    /// Matches the name said, if any, against the app's workouts; the default takes the name as said, or none (the
    /// workout going now).
    func resolveWorkoutName(for intent: PauseWorkoutIntent) async -> ResolutionResult<SpeakableString>
    /// Checks that there is a workout to act on before the user is asked to confirm; the default is ready.
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
