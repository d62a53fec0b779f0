/// What the assistant made of one turn, from the words heard to the words said back. Encodes as
/// `{transcript, domain, app, intent, parameters, resolution, response: {code, text}, expecting,
/// understood, confidence, parameterConfidences}`.
public struct AssistantReply: Codable, Hashable, Sendable {
    /// What the assistant says back, and the app's response code when an intent finished or was
    /// confirmed (nil while it is still asking, or when the request was refused).
    public struct Response: Codable, Hashable, Sendable {
        /// The response code (`success`, `ready`, an app's own such as `failureSoupUnavailable`).
        public var code: String?
        /// The spoken-style reply: one or more sentences, numbers and times in words.
        public var text: String

        /// A reply's words and code.
        public init(code: String?, text: String) {
            self.code = code
            self.text = text
        }

        /// Writes `code` as `null` when there is none, so the JSON always has the key.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(code, forKey: .code)
            try container.encode(text, forKey: .text)
        }
    }

    /// The words of the turn: the recognizer's transcript, or the text typed.
    public var transcript: String
    /// The domain classifier's pick for the request (`messaging`, …); nil without a classifier, for a rejected request,
    /// or for an answer.
    public var domain: String?
    /// The app the request went to, as its definitions name it; nil when none took it.
    public var app: String?
    /// The intent the turn worked on; `none` when nothing was understood.
    public var intent: String
    /// The intent's parameter values as they stand, in words.
    public var parameters: [String: [String]]
    /// The latest resolution of each parameter.
    public var resolution: [String: [ResolutionSummary]]
    /// What the assistant says back.
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
    /// How the turn ended, for a caller that acts on it (`hark ask`'s exit status). Not encoded:
    /// the JSON says it with ``understood``, ``expecting`` and the response code.
    public var outcome: Outcome = .done

    /// How a turn ended.
    public enum Outcome: String, Sendable, Hashable {
        /// The request was handled (whatever it found), or the turn answered a question that needed
        /// nothing more.
        case done
        /// The assistant asked a question and waits for the answer.
        case asking
        /// The user cancelled ("never mind", no to a confirmation).
        case cancelled
        /// Nothing was understood: nothing heard, no reading, or an answer that answered nothing.
        case notUnderstood
        /// Understood, but nothing was done: no app serves it, the app is not installed or not
        /// authorized, or the device is locked.
        case refused
        /// The app's handler failed: it crashed, timed out, broke the protocol, or answered a
        /// failure code.
        case failed
    }

    private enum CodingKeys: String, CodingKey {
        case transcript, domain, app, intent, parameters, resolution, response, expecting, understood, confidence
        case parameterConfidences
    }

    /// A reply with no confidences (a turn that read no request, or a test's).
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
