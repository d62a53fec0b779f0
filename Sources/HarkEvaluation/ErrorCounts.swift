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

    private enum CodingKeys: String, CodingKey {
        case hits, substitutions, deletions, insertions, referenceWords, errors
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        hits = try container.decode(Int.self, forKey: .hits)
        substitutions = try container.decode(Int.self, forKey: .substitutions)
        deletions = try container.decode(Int.self, forKey: .deletions)
        insertions = try container.decode(Int.self, forKey: .insertions)
    }

    /// Also writes N and S + D + I, so the JSON can be read without redoing the sums; they are
    /// ignored when decoding.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(hits, forKey: .hits)
        try container.encode(substitutions, forKey: .substitutions)
        try container.encode(deletions, forKey: .deletions)
        try container.encode(insertions, forKey: .insertions)
        try container.encode(referenceWords, forKey: .referenceWords)
        try container.encode(errors, forKey: .errors)
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
