/// The costs and thresholds of matching a transcript against templates. Costs add up along a
/// match; a perfect hearing of a template costs 0 (apart from free text, see below).
public struct IntentParserSettings: Hashable, Sendable {
    /// A heard word the template does not have.
    public var insertionCost = 1.0
    /// A heard word the template does not have but people often add ("um", "please", "just").
    public var fillerInsertionCost = 0.3
    /// A template word that was not heard.
    public var deletionCost = 1.0
    /// A template word heard as a similar word costs `substitutionBaseCost + 2 × (1 − similarity)`,
    /// when the similarity is at least `wordSimilarityThreshold`.
    public var substitutionBaseCost = 0.3
    /// The least similarity (0–1) at which a heard word may stand for a template word.
    public var wordSimilarityThreshold = 0.78
    /// Each word of free text: small, so words the template can place are not swallowed by it.
    public var freeTextWordCost = 0.08
    /// Names (vocabulary values) at least this similar to what was heard can match…
    public var nameSimilarityThreshold = 0.7
    /// …at a cost of `nameCostScale × (1 − similarity)`.
    public var nameCostScale = 2.0
    /// App names must match at least this well.
    public var appSimilarityThreshold = 0.8
    /// A match is rejected when it costs more than `maxCostBase + maxCostPerWord × words`.
    public var maxCostBase = 1.5
    /// See ``maxCostBase``.
    public var maxCostPerWord = 0.12
    /// Confidence is a softmax over readings of `−sharpness × cost`, rejection included.
    public var sharpness = 1.5
    /// Weight of the domain classifier's log-probability when its scores are given.
    public var domainEvidenceWeight = 1.0
    /// Readings below this confidence are rejected.
    public var minimumConfidence = 0.3
    /// Words people add to requests without changing them.
    public var fillerWords: Set<String> = [
        "um", "uh", "er", "ah", "hmm", "oh", "okay", "ok", "so", "please", "hey", "hi", "siri", "just", "well",
        "now", "kindly", "quickly", "actually", "like", "uhm", "umm",
    ]

    /// The settings every figure in the docs uses.
    public init() {}
}
