/// What an app implements to resume workouts by voice (SiriKit's `INResumeWorkoutIntentHandling`).
public protocol ResumeWorkoutIntentHandling: Sendable {
    func resolveWorkoutName(for intent: ResumeWorkoutIntent) async -> ResolutionResult<SpeakableString>
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
