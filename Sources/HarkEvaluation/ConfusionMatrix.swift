/// Counts of reference intent against hypothesized intent.
///
/// Rows are reference labels; columns are the same labels in the same order (so correct answers
/// lie on the diagonal), then labels that only ever appear as hypotheses, then
/// ``IntentLabel/failed`` when some utterances failed to decode. Labels sort by name, with
/// ``IntentLabel/none`` after the named intents.
public struct ConfusionMatrix: Codable, Hashable, Sendable {
    public var referenceLabels: [String]
    public var hypothesisLabels: [String]
    /// `counts[row][column]`, indexed like ``referenceLabels`` and ``hypothesisLabels``.
    public var counts: [[Int]]

    public init(referenceLabels: [String], hypothesisLabels: [String], counts: [[Int]]) {
        self.referenceLabels = referenceLabels
        self.hypothesisLabels = hypothesisLabels
        self.counts = counts
    }

    /// Tallies (reference, hypothesis) label pairs.
    public init(pairs: [(reference: String, hypothesis: String)]) {
        let references = Set(pairs.map(\.reference))
        let hypothesesOnly = Set(pairs.map(\.hypothesis)).subtracting(references)
        referenceLabels = references.sorted(by: Self.labelOrder)
        hypothesisLabels =
            referenceLabels + hypothesesOnly.sorted(by: Self.labelOrder)
        let row = Dictionary(uniqueKeysWithValues: referenceLabels.enumerated().map { ($1, $0) })
        let column = Dictionary(
            uniqueKeysWithValues: hypothesisLabels.enumerated().map { ($1, $0) })
        var counts = Array(
            repeating: Array(repeating: 0, count: hypothesisLabels.count),
            count: referenceLabels.count)
        for pair in pairs {
            counts[row[pair.reference]!][column[pair.hypothesis]!] += 1
        }
        self.counts = counts
    }

    public func count(reference: String, hypothesis: String) -> Int {
        guard let row = referenceLabels.firstIndex(of: reference),
            let column = hypothesisLabels.firstIndex(of: hypothesis)
        else { return 0 }
        return counts[row][column]
    }

    public var total: Int { counts.joined().reduce(0, +) }

    /// The diagonal: utterances whose intent was recognized.
    public var correct: Int {
        referenceLabels.indices.reduce(0) { $0 + counts[$1][$1] }
    }

    /// Named intents alphabetically, then "none", then "(failed)".
    private static func labelOrder(_ lhs: String, _ rhs: String) -> Bool {
        func rank(_ label: String) -> Int {
            switch label {
            case IntentLabel.failed: 2
            case IntentLabel.none: 1
            default: 0
            }
        }
        return (rank(lhs), lhs) < (rank(rhs), rhs)
    }
}
