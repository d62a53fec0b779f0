/// What a handler's confirm or handle step returns: a code, the values the spoken answer needs
/// (e.g. the messages a search found, a soup order's wait time), and an activity the user could
/// continue in.
public struct IntentResponse: Hashable, Sendable {
    /// How the step came out; the reply is the template of this code.
    public var code: IntentResponseCode
    /// Response properties by name; templates refer to them.
    public var properties: IntentParameters
    /// Where the user could carry on in the app, when it has to be opened.
    public var userActivity: UserActivity?
    /// On a confirm step's ready response: the user must say yes before the intent is handled,
    /// whatever the handler's ``IntentHandler/requiresUserConfirmation`` says (a declared app's
    /// handler asks per request: docs/apps.md).
    public var requestsUserConfirmation = false

    /// A response with `properties` for the reply's template (they fill what the intent's parameters do not).
    public init(
        code: IntentResponseCode, properties: IntentParameters = IntentParameters(), userActivity: UserActivity? = nil
    ) {
        self.code = code
        self.properties = properties
        self.userActivity = userActivity
    }
}
