import HarkDefinitions

/// The costs and thresholds of matching a transcript against templates. Costs add up along a
/// match; a perfect hearing of a template costs 0 (apart from free text, see below).
public struct IntentParserSettings: Hashable, Sendable {
    /// A heard word the template does not have.
    public var insertionCost = 1.0
    /// Each word of a harmless phrase the template does not have (``harmlessWords``: "um",
    /// "please", "could you").
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
    /// Words people add to requests without changing them: a heard one the template lacks costs
    /// ``fillerInsertionCost`` a word, and it does not keep the request from being acted on as any
    /// other word a template does not explain does (``RejectionReason/unexplainedWords(app:intent:words:)``).
    /// An app's own (`app.harmless`) are added to these for its intents.
    public var harmlessWords = HarmlessWords.english
    /// Words that keep a request from being acted on whenever its template does not explain them,
    /// even for an app its user named (``MeaningChangingWords``); numbers and the app's own
    /// values count too.
    public var meaningChangingWords = MeaningChangingWords.english

    /// The settings every figure in the docs uses.
    public init() {}
}
