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
    private struct Cost: Comparable {
        var errors: Int
        var hits: Int

        static func < (lhs: Cost, rhs: Cost) -> Bool {
            lhs.errors != rhs.errors ? lhs.errors < rhs.errors : lhs.hits > rhs.hits
        }
        func adding(errors: Int = 0, hits: Int = 0) -> Cost {
            Cost(errors: self.errors + errors, hits: self.hits + hits)
        }
    }

    private static func align(_ reference: [String], _ hypothesis: [String]) -> [Step] {
        let rows = reference.count + 1
        let columns = hypothesis.count + 1
        // cost[i * columns + j]: best cost of aligning reference[..<i] with hypothesis[..<j].
        var cost = [Cost](repeating: Cost(errors: 0, hits: 0), count: rows * columns)
        for i in 0..<rows {
            for j in 0..<columns {
                if i == 0 && j == 0 { continue }
                var best: Cost?
                if i > 0 && j > 0 {
                    let same = reference[i - 1] == hypothesis[j - 1]
                    best = cost[(i - 1) * columns + j - 1].adding(
                        errors: same ? 0 : 1, hits: same ? 1 : 0)
                }
                if i > 0 {
                    let deletion = cost[(i - 1) * columns + j].adding(errors: 1)
                    if best.map({ deletion < $0 }) ?? true { best = deletion }
                }
                if j > 0 {
                    let insertion = cost[i * columns + j - 1].adding(errors: 1)
                    if best.map({ insertion < $0 }) ?? true { best = insertion }
                }
                cost[i * columns + j] = best!
            }
        }

        // Walk back from the end, taking the first move that reproduces the cell's cost, in the
        // order match, insertion, deletion, substitution. Trying substitution last pairs words in
        // reading order: "go forward meters" against "go forwards ten meters" substitutes
        // forward→forwards and inserts "ten", rather than inserting "forwards" and substituting
        // forward→ten, which costs the same.
        var steps: [Step] = []
        var i = reference.count
        var j = hypothesis.count
        while i > 0 || j > 0 {
            let here = cost[i * columns + j]
            let same = i > 0 && j > 0 && reference[i - 1] == hypothesis[j - 1]
            if same && cost[(i - 1) * columns + j - 1].adding(hits: 1) == here {
                steps.append(.match(reference[i - 1]))
                i -= 1
                j -= 1
            } else if j > 0 && cost[i * columns + j - 1].adding(errors: 1) == here {
                steps.append(.insertion(hypothesis[j - 1]))
                j -= 1
            } else if i > 0 && cost[(i - 1) * columns + j].adding(errors: 1) == here {
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
