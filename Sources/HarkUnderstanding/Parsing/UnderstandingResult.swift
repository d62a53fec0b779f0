/// The parser's answer: the understanding (intent `none` when rejected), why it was rejected, and
/// the runner-up readings for callers that want to ask "did you mean…".
public struct UnderstandingResult: Hashable, Sendable {
    /// The reading: intent ``Understanding/none`` when rejected.
    public var understanding: Understanding
    /// Why the request was rejected; nil when it was understood.
    public var rejection: RejectionReason?
    /// Other intents that fit, best first (at most one per app and intent), for diagnostics.
    public var alternatives: [Understanding]
    /// What the best template match cost: 0 when every word was a template word or a slot value
    /// as written; more for words heard as similar words, skipped or missed. Nil when rejected.
    public var matchCost: Double?
    /// What the understanding's confidence was computed from, when the understander calibrated
    /// it; nil straight from the parser, whose confidence is its own.
    public var evidence: ConfidenceEvidence?

    /// A result of the given parts; no match cost or evidence until set.
    public init(understanding: Understanding, rejection: RejectionReason?, alternatives: [Understanding] = []) {
        self.understanding = understanding
        self.rejection = rejection
        self.alternatives = alternatives
    }

    /// Whether the request was rejected.
    public var isRejected: Bool { rejection != nil }

    /// Accepted, and every word was read exactly as a template allows.
    public var isExact: Bool { rejection == nil && matchCost == 0 }

    /// This result, or, when it would be acted on and `words` is not empty, its reading refused
    /// for those words, which something beside the templates heard in the request
    /// (``RejectionReason/unexplainedWords(app:intent:words:)``).
    public func refused(unexplained words: [String]) -> UnderstandingResult {
        guard rejection == nil, !words.isEmpty, understanding.intent != Understanding.none else { return self }
        let reading = understanding
        return rejectingReading(
            .unexplainedWords(app: reading.app ?? "", intent: reading.intent, words: words), confidence: 1)
    }

    /// This result, or, when it is a reading less likely than `minimum`, a rejection for low
    /// confidence: intent ``Understanding/none`` with the probability that the reading is wrong,
    /// the reading kept as the first alternative, and the evidence kept.
    public func doubted(below minimum: Double) -> UnderstandingResult {
        guard rejection == nil, understanding.confidence < minimum else { return self }
        let reading = understanding
        return rejectingReading(
            .lowConfidence(app: reading.app ?? "", intent: reading.intent, confidence: reading.confidence),
            confidence: 1 - reading.confidence)
    }

    /// The reading rejected for `reason`: intent ``Understanding/none`` with `confidence`, the
    /// reading kept as the first alternative, and the evidence kept.
    private func rejectingReading(_ reason: RejectionReason, confidence: Double) -> UnderstandingResult {
        let reading = understanding
        var rejected = UnderstandingResult(
            understanding: Understanding(
                transcript: reading.transcript, domain: nil, app: nil, intent: Understanding.none, parameters: [:],
                confidence: confidence),
            rejection: reason, alternatives: [reading] + alternatives)
        rejected.evidence = evidence
        return rejected
    }
}
