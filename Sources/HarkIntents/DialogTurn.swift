/// What the engine made of one turn: what to say, the intent as it now stands, and whether it waits
/// for an answer.
public struct DialogTurn: Hashable, Sendable {
    /// The app the request went to; nil when none took it.
    public var app: String?
    /// The intent, as its definition names it; nil when none was read.
    public var intent: String?
    /// The intent's parameters as they stand after this turn.
    public var parameters: IntentParameters
    /// The latest resolution of each parameter.
    public var resolutions: [String: [ParameterResolution]]
    /// What to say, in order: the composer puts each into words.
    public var acts: [DialogAct]
    /// Non-nil while the engine waits for the user; pass it back with the answer.
    public var pending: PendingIntent?

    /// A turn as the engine builds it.
    public init(
        app: String?, intent: String?, parameters: IntentParameters = IntentParameters(),
        resolutions: [String: [ParameterResolution]] = [:], acts: [DialogAct], pending: PendingIntent?
    ) {
        self.app = app
        self.intent = intent
        self.parameters = parameters
        self.resolutions = resolutions
        self.acts = acts
        self.pending = pending
    }

    /// The final response, when the turn ended the intent with one.
    public var response: IntentResponse? {
        for act in acts.reversed() {
            if case .respond(let response) = act { return response }
        }
        return nil
    }

    /// What the engine waits for, if anything.
    public var expectation: Expectation? { pending?.expectation }
}
