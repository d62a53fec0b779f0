/// What the assistant made of one turn, from the words heard to the words said back. Encodes as
/// `{transcript, domain, app, intent, parameters, resolution, response: {code, text}, expecting,
/// understood, confidence, parameterConfidences}`.
public struct AssistantReply: Codable, Hashable, Sendable {
    /// What the assistant says back, and the app's response code when an intent finished or was
    /// confirmed (nil while it is still asking, or when the request was refused).
    public struct Response: Codable, Hashable, Sendable {
        public var code: String?
        public var text: String

        public init(code: String?, text: String) {
            self.code = code
            self.text = text
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(code, forKey: .code)
            try container.encode(text, forKey: .text)
        }
    }

    public var transcript: String
    public var domain: String?
    public var app: String?
    /// The intent the turn worked on; `none` when nothing was understood.
    public var intent: String
    /// The intent's parameter values as they stand, in words.
    public var parameters: [String: [String]]
    /// The latest resolution of each parameter.
    public var resolution: [String: [ResolutionSummary]]
    public var response: Response
    /// What the next turn should answer — `value`, `choice` or `confirmation` — or nil when the
    /// dialog is over.
    public var expecting: String?
    /// False when the turn was not understood: nothing heard, a request nobody could read, or an
    /// answer that answered nothing (after which the question is asked again, or given up on).
    /// In the manner of Picovoice Rhino's `isUnderstood`.
    public var understood: Bool
    /// How likely the request read from this turn is right (calibrated when the assistant has a
    /// calibrator); nil when the turn read no request (an answer, a refusal).
    public var confidence: Double?
    /// Each value of that request's parameters with its own confidence, in the order heard; empty
    /// when the turn read no request.
    public var parameterConfidences: [String: [Double]] = [:]

    public init(
        transcript: String, domain: String?, app: String?, intent: String, parameters: [String: [String]],
        resolution: [String: [ResolutionSummary]], response: Response, expecting: String?, understood: Bool = true
    ) {
        self.transcript = transcript
        self.domain = domain
        self.app = app
        self.intent = intent
        self.parameters = parameters
        self.resolution = resolution
        self.response = response
        self.expecting = expecting
        self.understood = understood
    }

    /// Writes `null` for missing optional fields, so every line of output has the same keys.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(transcript, forKey: .transcript)
        try container.encode(domain, forKey: .domain)
        try container.encode(app, forKey: .app)
        try container.encode(intent, forKey: .intent)
        try container.encode(parameters, forKey: .parameters)
        try container.encode(resolution, forKey: .resolution)
        try container.encode(response, forKey: .response)
        try container.encode(expecting, forKey: .expecting)
        try container.encode(understood, forKey: .understood)
        try container.encode(confidence, forKey: .confidence)
        try container.encode(parameterConfidences, forKey: .parameterConfidences)
    }
}
