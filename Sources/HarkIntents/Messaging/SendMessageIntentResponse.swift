/// The outcome of confirming or sending a message.
public struct SendMessageIntentResponse: Hashable, Sendable {
    /// How the step came out; the reply is this code's template.
    public var code: IntentResponseCode
    /// The messages sent, one per conversation.
    public var sentMessages: [IntentMessage]
    /// Where the user could carry on in the app, when it has to be opened; nil for none.
    public var userActivity: UserActivity?

    /// A response of `code`; the other values default to none.
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
