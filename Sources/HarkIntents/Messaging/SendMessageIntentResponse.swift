/// The outcome of confirming or sending a message.
public struct SendMessageIntentResponse: Hashable, Sendable {
    public var code: IntentResponseCode
    /// The messages sent, one per conversation.
    public var sentMessages: [IntentMessage]
    public var userActivity: UserActivity?

    public init(code: IntentResponseCode, sentMessages: [IntentMessage] = [], userActivity: UserActivity? = nil) {
        self.code = code
        self.sentMessages = sentMessages
        self.userActivity = userActivity
    }

    var untyped: IntentResponse {
        IntentResponse(
            code: code, properties: IntentParameters(["sentMessages": sentMessages.map(IntentValue.message)]),
            userActivity: userActivity)
    }
}
