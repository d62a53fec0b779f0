/// What a handler's confirm or handle step returns: a code, the values the spoken answer needs
/// (e.g. the messages a search found, a soup order's wait time), and an activity the user could
/// continue in.
public struct IntentResponse: Hashable, Sendable {
    public var code: IntentResponseCode
    /// Response properties by name; templates refer to them.
    public var properties: IntentParameters
    public var userActivity: UserActivity?

    public init(
        code: IntentResponseCode, properties: IntentParameters = IntentParameters(), userActivity: UserActivity? = nil
    ) {
        self.code = code
        self.properties = properties
        self.userActivity = userActivity
    }
}
