/// Word-level tallies of an alignment, which add up across utterances.
///
/// Rates are always computed from summed counts: the corpus WER is total errors over total
/// reference words, never the mean of per-utterance WERs (which would let a two-word utterance
/// weigh as much as a fifty-word one).
public struct ErrorCounts: Codable, Hashable, Sendable {
    /// Reference words the hypothesis got right (H).
    public var hits: Int
    /// Reference words replaced by another word (S).
    public var substitutions: Int
    /// Reference words missing from the hypothesis (D).
    public var deletions: Int
    /// Hypothesis words with no reference word (I).
    public var insertions: Int

    public init(hits: Int = 0, substitutions: Int = 0, deletions: Int = 0, insertions: Int = 0) {
        self.hits = hits
        self.substitutions = substitutions
        self.deletions = deletions
        self.insertions = insertions
    }

    public static let zero = ErrorCounts()

    /// N = H + S + D.
    public var referenceWords: Int { hits + substitutions + deletions }
    /// H + S + I.
    public var hypothesisWords: Int { hits + substitutions + insertions }
    /// S + D + I.
    public var errors: Int { substitutions + deletions + insertions }

    /// (S + D + I) / N. Zero when there are neither reference words nor errors; nil when there are
    /// insertions but no reference words, where the rate is undefined (not 100 %, not infinite).
    public var wordErrorRate: Double? {
        guard referenceWords > 0 else { return errors == 0 ? 0 : nil }
        return Double(errors) / Double(referenceWords)
    }

    public static func + (lhs: ErrorCounts, rhs: ErrorCounts) -> ErrorCounts {
        ErrorCounts(
            hits: lhs.hits + rhs.hits, substitutions: lhs.substitutions + rhs.substitutions,
            deletions: lhs.deletions + rhs.deletions, insertions: lhs.insertions + rhs.insertions)
    }

    public static func += (lhs: inout ErrorCounts, rhs: ErrorCounts) { lhs = lhs + rhs }
}

extension Sequence<ErrorCounts> {
    /// The corpus tally: counts summed, so rates computed from it weigh every word equally.
    public func summed() -> ErrorCounts { reduce(.zero, +) }
}
