/// The messages a search found, newest first.
public struct SearchForMessagesIntentResponse: Hashable, Sendable {
    public var code: IntentResponseCode
    public var messages: [IntentMessage]
    public var userActivity: UserActivity?

    public init(code: IntentResponseCode, messages: [IntentMessage] = [], userActivity: UserActivity? = nil) {
        self.code = code
        self.messages = messages
        self.userActivity = userActivity
    }

    var untyped: IntentResponse {
        IntentResponse(
            code: code, properties: IntentParameters(["messages": messages.map(IntentValue.message)]),
            userActivity: userActivity)
    }
}
