/// How many messages changed.
public struct SetMessageAttributeIntentResponse: Hashable, Sendable {
    /// How the step came out; the reply is this code's template.
    public var code: IntentResponseCode
    /// How many messages changed; 0 when none matched or all already had the attribute.
    public var changedCount: Int
    /// Where the user could carry on in the app, when it has to be opened; nil for none.
    public var userActivity: UserActivity?

    /// A response of `code`; the other values default to none.
    public init(code: IntentResponseCode, changedCount: Int = 0, userActivity: UserActivity? = nil) {
        self.code = code
        self.changedCount = changedCount
        self.userActivity = userActivity
    }

    var untyped: IntentResponse {
        IntentResponse(
            code: code, properties: IntentParameters(["changedCount": [.number(Double(changedCount))]]),
            userActivity: userActivity)
    }
}
