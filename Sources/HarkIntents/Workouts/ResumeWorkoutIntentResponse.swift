/// The outcome of confirming or handling a request to resume a workout, with the workout resumed
/// so the answer can name it when the user did not.
public struct ResumeWorkoutIntentResponse: Hashable, Sendable {
    /// How the step came out; the reply is this code's template.
    public var code: IntentResponseCode
    /// The workout concerned, so the reply can name it when the user did not.
    public var workoutName: SpeakableString?
    /// Where the user could carry on in the app, when it has to be opened; nil for none.
    public var userActivity: UserActivity?

    /// A response of `code`; the other values default to none.
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
