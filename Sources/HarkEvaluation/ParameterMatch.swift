/// How one parameter of one utterance compares with its reference.
///
/// Values are compared after ``TranscriptNormalizer`` ("10" = "ten") and as multisets: order does
/// not matter, repetitions do. With R the reference values and H the hypothesis values,
/// TP = |R ∩ H|, FN = |R| − TP (including a parameter missing from the hypothesis) and
/// FP = |H| − TP (including a parameter the reference does not have).
public struct ParameterMatch: Codable, Hashable, Sendable {
    public var name: String
    public var truePositives: Int
    public var falsePositives: Int
    public var falseNegatives: Int

    public init(name: String, truePositives: Int, falsePositives: Int, falseNegatives: Int) {
        self.name = name
        self.truePositives = truePositives
        self.falsePositives = falsePositives
        self.falseNegatives = falseNegatives
    }

    /// The hypothesis has exactly the reference's values, no more and no fewer.
    public var isExact: Bool { falsePositives == 0 && falseNegatives == 0 }

    /// One match per parameter named on either side, sorted by name.
    public static func compare(
        reference: [String: [String]], hypothesis: [String: [String]],
        normalizer: TranscriptNormalizer = TranscriptNormalizer()
    ) -> [ParameterMatch] {
        Set(reference.keys).union(hypothesis.keys).sorted().map { name in
            let expected = multiset(reference[name] ?? [], normalizer)
            let found = multiset(hypothesis[name] ?? [], normalizer)
            let shared = expected.reduce(0) { $0 + min($1.value, found[$1.key] ?? 0) }
            return ParameterMatch(
                name: name, truePositives: shared,
                falsePositives: found.values.reduce(0, +) - shared,
                falseNegatives: expected.values.reduce(0, +) - shared)
        }
    }

    private static func multiset(_ values: [String], _ normalizer: TranscriptNormalizer)
        -> [String: Int]
    {
        values.reduce(into: [:]) { $0[normalizer.normalize($1), default: 0] += 1 }
    }
}
