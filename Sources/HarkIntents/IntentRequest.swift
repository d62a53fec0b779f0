/// A request routed to an app's intent, with the parameter values heard: where a dialog starts.
public struct IntentRequest: Hashable, Sendable {
    public var app: String
    public var intent: String
    public var parameters: IntentParameters
    /// Values heard with too little confidence to act on unasked, by parameter: the indexes of its
    /// values. The engine asks "Did you mean Kiki?" for each before using it, as Siri confirms a
    /// name it is unsure it heard, even where the app's resolution accepts the value outright.
    public var doubtfulValues: [String: Set<Int>]

    public init(
        app: String, intent: String, parameters: IntentParameters = IntentParameters(),
        doubtfulValues: [String: Set<Int>] = [:]
    ) {
        self.app = app
        self.intent = intent
        self.parameters = parameters
        self.doubtfulValues = doubtfulValues
    }
}
