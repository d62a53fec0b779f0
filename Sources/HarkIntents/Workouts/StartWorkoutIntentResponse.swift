/// The outcome of confirming or starting a workout.
public struct StartWorkoutIntentResponse: Hashable, Sendable {
    /// How the step came out; the reply is this code's template.
    public var code: IntentResponseCode
    /// Where the user could carry on in the app, when it has to be opened; nil for none.
    public var userActivity: UserActivity?

    /// A response of `code`; the other values default to none.
    public init(code: IntentResponseCode, userActivity: UserActivity? = nil) {
        self.code = code
        self.userActivity = userActivity
    }

    var untyped: IntentResponse {
        IntentResponse(code: code, userActivity: userActivity)
    }
}
