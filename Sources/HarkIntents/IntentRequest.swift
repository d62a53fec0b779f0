/// A request routed to an app's intent, with the parameter values heard: where a dialog starts.
public struct IntentRequest: Hashable, Sendable {
    public var app: String
    public var intent: String
    public var parameters: IntentParameters

    public init(app: String, intent: String, parameters: IntentParameters = IntentParameters()) {
        self.app = app
        self.intent = intent
        self.parameters = parameters
    }
}
