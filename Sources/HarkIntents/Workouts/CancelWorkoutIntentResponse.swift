/// The outcome of confirming or handling a request to cancel a workout, with the workout cancelled
/// so the answer can name it when the user did not.
public struct CancelWorkoutIntentResponse: Hashable, Sendable {
    public var code: IntentResponseCode
    public var workoutName: SpeakableString?
    public var userActivity: UserActivity?

    public init(code: IntentResponseCode, workoutName: SpeakableString? = nil, userActivity: UserActivity? = nil) {
        self.code = code
        self.workoutName = workoutName
        self.userActivity = userActivity
    }

    var untyped: IntentResponse {
        IntentResponse(
            code: code, properties: IntentParameters(["workoutName": workoutName.map { [$0.intentValue] } ?? []]),
            userActivity: userActivity)
    }
}
