/// A request routed to an app's intent, with the parameter values heard: where a dialog starts.
public struct IntentRequest: Hashable, Sendable {
    /// The app's registered name, e.g. `MonkeyChat` (matched ignoring case).
    public var app: String
    /// The intent's name, as the definition files name it: `INSendMessageIntent`.
    public var intent: String
    /// The values heard, by parameter name.
    public var parameters: IntentParameters
    /// Values heard with too little confidence to act on unasked, by parameter: the indexes of its
    /// values. The engine asks "Did you mean Kiki?" for each before using it, as Siri confirms a
    /// name it is unsure it heard, even where the app's resolution accepts the value outright.
    public var doubtfulValues: [String: Set<Int>]

    /// A request for `intent` of `app` with the values heard; none is doubtful unless `doubtfulValues` says so.
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
