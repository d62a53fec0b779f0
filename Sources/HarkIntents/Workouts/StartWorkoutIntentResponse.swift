/// The outcome of confirming or starting a workout.
public struct StartWorkoutIntentResponse: Hashable, Sendable {
    public var code: IntentResponseCode
    public var userActivity: UserActivity?

    public init(code: IntentResponseCode, userActivity: UserActivity? = nil) {
        self.code = code
        self.userActivity = userActivity
    }

    var untyped: IntentResponse {
        IntentResponse(code: code, userActivity: userActivity)
    }
}
