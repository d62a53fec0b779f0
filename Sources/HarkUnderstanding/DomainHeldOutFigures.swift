/// The held-out figures every report of the domain classifier uses: the held-out part of the
/// standard split, scored as written and with simulated recognition errors.
public struct DomainHeldOutFigures: Sendable {
    /// Pass name that seeds the held-out noise; training and validation use other passes.
    public static let noisePass = "held-out"

    public let examples: [DomainExample]
    public let noisedExamples: [DomainExample]
    public let clean: DomainEvaluation
    public let noised: DomainEvaluation
    /// Word error rate of the noised text against the clean text (normalized), i.e. how hard the
    /// simulated recognizer was on the held-out set.
    public let simulatedWordErrorRate: Double

    public init(
        classifier: DomainClassifier, corpus: DomainCorpus, noise: RecognitionErrorSimulator,
        split: DomainDataSplit = .standard
    ) {
        examples = corpus.divided(by: split)[.heldOut] ?? []
        noisedExamples = examples.map { noise.corrupt($0, pass: Self.noisePass) }
        clean = DomainEvaluation.evaluate(classifier, on: examples)
        noised = DomainEvaluation.evaluate(classifier, on: noisedExamples)
        var errors = 0
        var words = 0
        for (original, noisy) in zip(examples, noisedExamples) {
            let reference = TextFeatureExtractor.words(in: original.text)
            errors += Self.editDistance(reference, TextFeatureExtractor.words(in: noisy.text))
            words += reference.count
        }
        simulatedWordErrorRate = words == 0 ? 0 : Double(errors) / Double(words)
    }

    private static func editDistance(_ a: [String], _ b: [String]) -> Int {
        var previous = Array(0...b.count)
        for (i, left) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, right) in b.enumerated() {
                current[j + 1] = Swift.min(previous[j] + (left == right ? 0 : 1), previous[j + 1] + 1, current[j] + 1)
            }
            previous = current
        }
        return previous[b.count]
    }
}
