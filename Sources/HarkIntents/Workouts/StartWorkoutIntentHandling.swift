/// What an app implements to start workouts by voice (SiriKit's `INStartWorkoutIntentHandling`).
///
/// Resolution runs the workout name first, then the goal and the location; the name is the app's
/// to match against its workouts, the others are taken as said unless the app says otherwise.
public protocol StartWorkoutIntentHandling: Sendable {
    /// Matches the name said against the app's workouts (the app's own vocabulary); the name is required.
    func resolveWorkoutName(for intent: StartWorkoutIntent) async -> ResolutionResult<SpeakableString>
    /// Checks the goal; the default takes any goal, or none.
    func resolveGoalValue(for intent: StartWorkoutIntent) async -> ResolutionResult<Double>
    /// Checks the location; the default takes it as said, or none.
    func resolveWorkoutLocationType(for intent: StartWorkoutIntent) async -> ResolutionResult<WorkoutLocationType>
    /// Checks that a workout can start now: ``IntentResponseCode/failureOngoingWorkout`` while
    /// another one is going.
    func confirm(intent: StartWorkoutIntent) async -> StartWorkoutIntentResponse
    /// Starts the workout; ``IntentResponseCode/failureOngoingWorkout`` while another one is going.
    func handle(intent: StartWorkoutIntent) async -> StartWorkoutIntentResponse
}

extension StartWorkoutIntentHandling {
    /// Any goal, or none: an open workout.
    public func resolveGoalValue(for intent: StartWorkoutIntent) async -> ResolutionResult<Double> {
        intent.goalValue.map { .success($0) } ?? .notRequired
    }

    /// The location as said, or none.
    public func resolveWorkoutLocationType(for intent: StartWorkoutIntent) async -> ResolutionResult<
        WorkoutLocationType
    > {
        intent.workoutLocationType.map { .success($0) } ?? .notRequired
    }

    /// Ready unless the app says otherwise.
    public func confirm(intent: StartWorkoutIntent) async -> StartWorkoutIntentResponse {
        StartWorkoutIntentResponse(code: .ready)
    }
}
