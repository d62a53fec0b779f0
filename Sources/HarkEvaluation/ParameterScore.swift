/// Accuracy, precision, recall and F1 of one parameter (or of all parameters pooled) over the
/// utterances labelled for understanding.
///
/// - accuracy: of the ``instances``, the share where the hypothesis has exactly the reference's
///   values;
/// - precision = TP / (TP + FP), recall = TP / (TP + FN), F1 = 2·TP / (2·TP + FP + FN), counting
///   values as described in ``ParameterMatch``. Each is nil when its denominator is zero.
public struct ParameterScore: Codable, Hashable, Sendable {
    /// The parameter name, or ``allParameters`` for the pooled (micro-averaged) score.
    public var name: String
    /// (utterance, parameter) pairs where either side has the parameter: for a single parameter,
    /// the number of utterances that mention it.
    public var instances: Int
    public var exactMatches: Int
    public var truePositives: Int
    public var falsePositives: Int
    public var falseNegatives: Int
    public var accuracy: Double?
    public var precision: Double?
    public var recall: Double?
    public var f1: Double?
    /// Utterances whose reference gives the parameter a value; nil for the pooled score and in
    /// reports written before it existed.
    public var labelledInstances: Int?
    /// Of ``labelledInstances``, those whose hypothesis has exactly the reference's values.
    public var labelledExactMatches: Int?
    /// Over ``labelledInstances``, the hypothesis values' words aligned with the reference values'
    /// words (each side's values joined in order, normalized as transcripts are): the word error
    /// rate of a free-text parameter such as a message's content.
    public var labelledWords: ErrorCounts?

    /// The name of the score pooled over every parameter.
    public static let allParameters = "(all)"

    public init(name: String, matches: some Sequence<ParameterMatch>) {
        self.name = name
        var instances = 0
        var exactMatches = 0
        var truePositives = 0
        var falsePositives = 0
        var falseNegatives = 0
        for match in matches {
            instances += 1
            exactMatches += match.isExact ? 1 : 0
            truePositives += match.truePositives
            falsePositives += match.falsePositives
            falseNegatives += match.falseNegatives
        }
        self.instances = instances
        self.exactMatches = exactMatches
        self.truePositives = truePositives
        self.falsePositives = falsePositives
        self.falseNegatives = falseNegatives
        accuracy = Self.ratio(exactMatches, instances)
        precision = Self.ratio(truePositives, truePositives + falsePositives)
        recall = Self.ratio(truePositives, truePositives + falseNegatives)
        f1 = Self.ratio(2 * truePositives, 2 * truePositives + falsePositives + falseNegatives)
    }

    /// Fills in the `labelled…` figures from each utterance's reference and hypothesis values of
    /// this parameter.
    mutating func addLabelled(
        _ values: some Sequence<(reference: [String: [String]], hypothesis: [String: [String]])>,
        normalizer: TranscriptNormalizer
    ) {
        var instances = 0
        var exact = 0
        var words = ErrorCounts.zero
        for (reference, hypothesis) in values {
            guard let expected = reference[name], !expected.isEmpty else { continue }
            let found = hypothesis[name] ?? []
            instances += 1
            let match = ParameterMatch.compare(
                reference: [name: expected], hypothesis: [name: found], normalizer: normalizer)
            exact += match.allSatisfy(\.isExact) ? 1 : 0
            words +=
                WordAlignment(
                    reference: normalizer.words(in: expected.joined(separator: " ")),
                    hypothesis: normalizer.words(in: found.joined(separator: " "))
                ).counts
        }
        labelledInstances = instances
        labelledExactMatches = exact
        labelledWords = words
    }

    private static func ratio(_ numerator: Int, _ denominator: Int) -> Double? {
        denominator == 0 ? nil : Double(numerator) / Double(denominator)
    }
}
