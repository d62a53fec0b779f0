/// Which value each parameter was heard as against the value it had: one confusion matrix per
/// parameter name, over the utterances where the parameter appears on either side.
///
/// A value missing on one side is the label ``absent``; several values of a list parameter are
/// one label, joined in the order said. So a slot left out reads `soy milk → (absent)`, one heard
/// where none was said `(absent) → some milk`, and a wrong value `skim milk → whole milk`.
public struct ParameterConfusion: Codable, Hashable, Sendable {
    public static let absent = "(absent)"

    public var name: String
    public var matrix: ConfusionMatrix

    public init(name: String, matrix: ConfusionMatrix) {
        self.name = name
        self.matrix = matrix
    }

    /// One per parameter name found in the pairs of reference and hypothesis parameters, sorted by
    /// name.
    public static func tally(
        _ rows: some Sequence<(reference: [String: [String]], hypothesis: [String: [String]])>
    ) -> [ParameterConfusion] {
        var pairs: [String: [(reference: String, hypothesis: String)]] = [:]
        for row in rows {
            for name in Set(row.reference.keys).union(row.hypothesis.keys) {
                pairs[name, default: []].append((label(row.reference[name]), label(row.hypothesis[name])))
            }
        }
        return pairs.keys.sorted().map { ParameterConfusion(name: $0, matrix: ConfusionMatrix(pairs: pairs[$0]!)) }
    }

    /// The off-diagonal cells, most frequent first: (reference, hypothesis, count).
    public var errors: [(reference: String, hypothesis: String, count: Int)] {
        var errors: [(reference: String, hypothesis: String, count: Int)] = []
        for (row, reference) in matrix.referenceLabels.enumerated() {
            for (column, hypothesis) in matrix.hypothesisLabels.enumerated()
            where reference != hypothesis && matrix.counts[row][column] > 0 {
                errors.append((reference, hypothesis, matrix.counts[row][column]))
            }
        }
        return errors.sorted { ($1.count, $0.reference, $0.hypothesis) < ($0.count, $1.reference, $1.hypothesis) }
    }

    private static func label(_ values: [String]?) -> String {
        guard let values, !values.isEmpty else { return absent }
        return values.map { $0.lowercased() }.joined(separator: " + ")
    }
}
