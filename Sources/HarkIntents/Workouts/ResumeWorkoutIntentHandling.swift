/// What an app implements to resume workouts by voice (SiriKit's `INResumeWorkoutIntentHandling`).
public protocol ResumeWorkoutIntentHandling: Sendable {
    /// Matches the name said, if any, against the app's workouts; the default takes the name as said, or none (the
    /// workout going now).
    func resolveWorkoutName(for intent: ResumeWorkoutIntent) async -> ResolutionResult<SpeakableString>
    /// Checks that there is a workout to act on before the user is asked to confirm; the default is ready.
    func confirm(intent: ResumeWorkoutIntent) async -> ResumeWorkoutIntentResponse
    /// Resumes a paused workout; IntentResponseCode/failureNoMatchingWorkout when nothing is paused
    /// or it is not the one named.
    func handle(intent: ResumeWorkoutIntent) async -> ResumeWorkoutIntentResponse
}

extension ResumeWorkoutIntentHandling {
    /// The name as said, or none: the workout going now.
    public func resolveWorkoutName(for intent: ResumeWorkoutIntent) async -> ResolutionResult<SpeakableString> {
        intent.workoutName.map { .success($0) } ?? .notRequired
    }

    /// Ready unless the app says otherwise.
    public func confirm(intent: ResumeWorkoutIntent) async -> ResumeWorkoutIntentResponse {
        ResumeWorkoutIntentResponse(code: .ready)
    }
}
