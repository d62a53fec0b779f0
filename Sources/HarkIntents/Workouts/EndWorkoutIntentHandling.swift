/// What an app implements to end workouts by voice (SiriKit's `INEndWorkoutIntentHandling`).
public protocol EndWorkoutIntentHandling: Sendable {
    /// Matches the name said, if any, against the app's workouts; the default takes the name as said, or none (the
    /// workout going now).
    func resolveWorkoutName(for intent: EndWorkoutIntent) async -> ResolutionResult<SpeakableString>
    /// Checks that there is a workout to act on before the user is asked to confirm; the default is ready.
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
