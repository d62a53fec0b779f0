/// How many messages changed.
public struct SetMessageAttributeIntentResponse: Hashable, Sendable {
    public var code: IntentResponseCode
    public var changedCount: Int
    public var userActivity: UserActivity?

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
