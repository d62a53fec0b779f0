/// What a request meant: the app and intent it was routed to and the parameter values heard.
///
/// Plain data, encoded with exactly these keys; a rejected request has intent ``none``, no app
/// and no domain (the reason is in ``UnderstandingResult/rejection``).
public struct Understanding: Codable, Hashable, Sendable {
    /// The text the request was read from.
    public var transcript: String
    /// The app's SiriKit (or custom) domain, e.g. `messaging`.
    public var domain: String?
    /// The app the request was routed to, as its definition names it; nil when rejected.
    public var app: String?
    /// The intent name, e.g. `INSendMessageIntent`, or ``none``.
    public var intent: String
    /// Values by parameter name; a single-valued parameter has one entry.
    public var parameters: [String: [ParameterValue]]
    /// 0…1: how much more likely this reading is than the others and than rejecting the request.
    public var confidence: Double

    /// The intent of a request that matched nothing.
    public static let none = "none"

    /// An understanding of the given parts.
    public init(
        transcript: String, domain: String?, app: String?, intent: String, parameters: [String: [ParameterValue]],
        confidence: Double
    ) {
        self.transcript = transcript
        self.domain = domain
        self.app = app
        self.intent = intent
        self.parameters = parameters
        self.confidence = confidence
    }

    /// Whether the request was rejected: the intent is ``none``.
    public var isNone: Bool { intent == Self.none }

    /// Each value's own confidence, in the order of ``parameters``; a value with none yet is as
    /// sure as the reading.
    public var valueConfidences: [String: [Double]] {
        parameters.mapValues { $0.map { $0.confidence ?? confidence } }
    }

    private enum CodingKeys: String, CodingKey {
        case transcript, domain, app, intent, parameters, confidence
    }

    /// Writes `null` for a missing domain or app rather than leaving the key out, so every line
    /// of output has the same keys.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(transcript, forKey: .transcript)
        try container.encode(domain, forKey: .domain)
        try container.encode(app, forKey: .app)
        try container.encode(intent, forKey: .intent)
        try container.encode(parameters, forKey: .parameters)
        try container.encode(confidence, forKey: .confidence)
    }

    /// Canonical values by parameter name, the shape evaluation manifests use.
    public var canonicalParameters: [String: [String]] {
        parameters.mapValues { $0.map(\.value) }
    }

    /// Heard words by parameter name (dates and numbers as said, not resolved).
    public var heardParameters: [String: [String]] {
        parameters.mapValues { $0.map(\.heard) }
    }
}
