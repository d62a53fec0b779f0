import HarkUnderstanding

/// What the pipeline produced for one utterance: the recognized words and, when the utterance was
/// matched against a grammar of commands, the intent and its parameters.
public struct Hypothesis: Hashable, Sendable {
    /// The recognized words, as the decoder wrote them (normalized only when scored).
    public var text: String
    /// The matched intent; nil (or "none") when nothing matched.
    public var intent: String?
    /// The extracted parameters; a list holds repeated values of one parameter.
    public var parameters: [String: [String]]
    /// The decoder's path score, written to `.hyp` files as Sphinx does.
    public var score: Int?
    /// The understanding's confidence that intent and parameters are right; nil when not understood.
    public var confidence: Double?
    /// What that confidence was computed from, so a calibrator can be fitted from a report.
    public var evidence: ConfidenceEvidence?
    /// Each value's own confidence, in the order of ``parameters``; empty when not understood.
    public var parameterConfidences: [String: [Double]]
    /// What kept a reading from being acted on although the templates matched it: the words only
    /// the general reading heard (``Transcript/generalReading``), with the intent and parameters
    /// the reading would have had, labelled as ``intent`` and ``parameters`` are; nil otherwise.
    public var refused: Refusal?

    /// A reading the templates matched but something beside them refused.
    public struct Refusal: Hashable, Sendable, Codable {
        /// The words that refused it, in the order heard.
        public var words: [String]
        /// The intent the reading would have had.
        public var intent: String
        /// Its parameters.
        public var parameters: [String: [String]]

        /// A refusal of the reading `intent` with `parameters` for `words`.
        public init(words: [String], intent: String, parameters: [String: [String]]) {
            self.words = words
            self.intent = intent
            self.parameters = parameters
        }
    }

    public init(
        text: String, intent: String? = nil, parameters: [String: [String]] = [:],
        score: Int? = nil, confidence: Double? = nil, evidence: ConfidenceEvidence? = nil,
        parameterConfidences: [String: [Double]] = [:]
    ) {
        self.text = text
        self.intent = intent
        self.parameters = parameters
        self.score = score
        self.confidence = confidence
        self.evidence = evidence
        self.parameterConfidences = parameterConfidences
    }
}
