/// The messages a search found, newest first.
public struct SearchForMessagesIntentResponse: Hashable, Sendable {
    /// How the step came out; the reply is this code's template.
    public var code: IntentResponseCode
    /// The messages found, newest first; the reply reads them out.
    public var messages: [IntentMessage]
    /// Where the user could carry on in the app, when it has to be opened; nil for none.
    public var userActivity: UserActivity?

    /// A response of `code`; the other values default to none.
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
