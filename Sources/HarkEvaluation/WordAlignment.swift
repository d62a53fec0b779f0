import HarkSupport

/// A minimum-edit-distance alignment of hypothesis words against reference words (Levenshtein,
/// every edit costing 1), with the backtrace kept so that each error can be shown in place.
///
/// Several alignments can share the minimum number of errors; the one chosen has the most
/// matching words (so "a b" against "b c" aligns `b` with `b` and reports a deletion and an
/// insertion rather than two substitutions). Remaining ties are broken so that substitutions pair
/// words in reading order (see the backtrace). Only the split of errors into S, D and I depends
/// on these choices; their sum, and so the WER, does not.
public struct WordAlignment: Codable, Hashable, Sendable {
    /// One column of the alignment.
    public struct Step: Codable, Hashable, Sendable {
        public enum Kind: String, Codable, Hashable, Sendable {
            case match, substitution, deletion, insertion
        }

        public var kind: Kind
        /// The reference word; nil for an insertion.
        public var reference: String?
        /// The hypothesis word; nil for a deletion.
        public var hypothesis: String?

        public init(kind: Kind, reference: String?, hypothesis: String?) {
            self.kind = kind
            self.reference = reference
            self.hypothesis = hypothesis
        }

        public static func match(_ word: String) -> Step {
            Step(kind: .match, reference: word, hypothesis: word)
        }
        public static func substitution(_ reference: String, by hypothesis: String) -> Step {
            Step(kind: .substitution, reference: reference, hypothesis: hypothesis)
        }
        public static func deletion(_ reference: String) -> Step {
            Step(kind: .deletion, reference: reference, hypothesis: nil)
        }
        public static func insertion(_ hypothesis: String) -> Step {
            Step(kind: .insertion, reference: nil, hypothesis: hypothesis)
        }
    }

    /// The columns from the first word to the last.
    public var steps: [Step]

    public init(steps: [Step]) {
        self.steps = steps
    }

    /// Aligns two word sequences (normally the output of ``TranscriptNormalizer``).
    public init(reference: [String], hypothesis: [String]) {
        steps = Self.align(reference, hypothesis)
    }

    /// The alignment of a reference against no output at all: every word deleted.
    public static func allDeleted(_ reference: [String]) -> WordAlignment {
        WordAlignment(steps: reference.map(Step.deletion))
    }

    public var counts: ErrorCounts {
        var counts = ErrorCounts.zero
        for step in steps {
            switch step.kind {
            case .match: counts.hits += 1
            case .substitution: counts.substitutions += 1
            case .deletion: counts.deletions += 1
            case .insertion: counts.insertions += 1
            }
        }
        return counts
    }

    /// A path's cost: fewer errors first, then more matches.
    private struct Cost: Comparable, AdditiveArithmetic {
        var errors: Int
        var hits: Int

        static let zero = Cost(errors: 0, hits: 0)
        static let error = Cost(errors: 1, hits: 0)
        static let hit = Cost(errors: 0, hits: 1)

        static func < (lhs: Cost, rhs: Cost) -> Bool {
            lhs.errors != rhs.errors ? lhs.errors < rhs.errors : lhs.hits > rhs.hits
        }
        static func + (lhs: Cost, rhs: Cost) -> Cost {
            Cost(errors: lhs.errors + rhs.errors, hits: lhs.hits + rhs.hits)
        }
        static func - (lhs: Cost, rhs: Cost) -> Cost {
            Cost(errors: lhs.errors - rhs.errors, hits: lhs.hits - rhs.hits)
        }
    }

    private static func align(_ reference: [String], _ hypothesis: [String]) -> [Step] {
        // cost[i, j]: best cost of aligning reference[..<i] with hypothesis[..<j].
        let cost = EditDistance.table(
            reference, hypothesis, substitution: { $0 == $1 ? Cost.hit : Cost.error }, deletion: { _ in Cost.error },
            insertion: { _ in Cost.error })

        // Walk back from the end, taking the first move that reproduces the cell's cost, in the
        // order match, insertion, deletion, substitution. Trying substitution last pairs words in
        // reading order: "go forward meters" against "go forwards ten meters" substitutes
        // forward→forwards and inserts "ten", rather than inserting "forwards" and substituting
        // forward→ten, which costs the same.
        var steps: [Step] = []
        var i = reference.count
        var j = hypothesis.count
        while i > 0 || j > 0 {
            let here = cost[i, j]
            let same = i > 0 && j > 0 && reference[i - 1] == hypothesis[j - 1]
            if same && cost[i - 1, j - 1] + .hit == here {
                steps.append(.match(reference[i - 1]))
                i -= 1
                j -= 1
            } else if j > 0 && cost[i, j - 1] + .error == here {
                steps.append(.insertion(hypothesis[j - 1]))
                j -= 1
            } else if i > 0 && cost[i - 1, j] + .error == here {
                steps.append(.deletion(reference[i - 1]))
                i -= 1
            } else {
                steps.append(.substitution(reference[i - 1], by: hypothesis[j - 1]))
                i -= 1
                j -= 1
            }
        }
        return steps.reversed()
    }
}
