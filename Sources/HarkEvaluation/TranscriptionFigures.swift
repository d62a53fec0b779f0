/// Word and sentence error figures over the utterances that have a reference transcript.
///
/// A failed utterance has no hypothesis, so every one of its reference words counts as a
/// deletion in ``counts`` and ``wordErrorRate``: a decoder that fails on hard files must not look
/// better for it. ``decodedWordErrorRate`` leaves failed utterances out, to separate recognition
/// quality from robustness. A failed utterance is always a sentence error.
public struct TranscriptionFigures: Codable, Hashable, Sendable {
    /// Utterances with a reference, decoded or not.
    public var scoredUtterances: Int
    /// Scored utterances that failed to decode.
    public var failedUtterances: Int
    /// Summed over every scored utterance, failures counted as all deletions.
    public var counts: ErrorCounts
    /// (S + D + I) / N from ``counts``.
    public var wordErrorRate: Double?
    /// Summed over the scored utterances that decoded.
    public var decodedCounts: ErrorCounts
    /// (S + D + I) / N from ``decodedCounts``.
    public var decodedWordErrorRate: Double?
    /// Scored utterances with at least one error, or that failed.
    public var sentencesWithErrors: Int
    /// ``sentencesWithErrors`` / ``scoredUtterances``.
    public var sentenceErrorRate: Double?

    /// Nil when no row has a reference.
    public init?(rows: some Sequence<UtteranceRow>) {
        let scored = rows.filter { $0.counts != nil }
        guard !scored.isEmpty else { return nil }
        scoredUtterances = scored.count
        failedUtterances = scored.count(where: \.failed)
        counts = scored.compactMap(\.counts).summed()
        wordErrorRate = counts.wordErrorRate
        decodedCounts = scored.filter { !$0.failed }.compactMap(\.counts).summed()
        decodedWordErrorRate =
            failedUtterances == scored.count ? nil : decodedCounts.wordErrorRate
        sentencesWithErrors = scored.count { $0.hasSentenceError == true }
        sentenceErrorRate = Double(sentencesWithErrors) / Double(scoredUtterances)
    }
}
