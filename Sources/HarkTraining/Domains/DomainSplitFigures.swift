import HarkSupport
import HarkUnderstanding

/// The figures every report of the domain classifier uses: one part of a split (the held-out part
/// for published figures, the validation part while developing), scored as written and with
/// simulated recognition errors.
public struct DomainSplitFigures: Sendable {
    /// The part of the split scored.
    public let part: DomainDataSplit.Part
    /// The part's examples as written.
    public let examples: [DomainExample]
    /// The same examples with simulated recognition errors, in the same order.
    public let noisedExamples: [DomainExample]
    /// The classifier's figures on ``examples``.
    public let clean: DomainEvaluation
    /// The classifier's figures on ``noisedExamples``.
    public let noised: DomainEvaluation
    /// Word error rate of the noised text against the clean text (both normalized): how hard the
    /// simulated recognizer was on this part.
    public let simulatedWordErrorRate: Double

    /// Scores `classifier` on `part` of `corpus` divided by `split`, as written and noised by `noise`.
    public init(
        classifier: DomainClassifier, corpus: DomainCorpus, noise: RecognitionErrorSimulator,
        split: DomainDataSplit = .standard, part: DomainDataSplit.Part = .heldOut
    ) {
        self.part = part
        examples = corpus.divided(by: split)[part] ?? []
        noisedExamples = examples.map { noise.corrupt($0, pass: part.noisePass) }
        clean = DomainEvaluation.evaluate(classifier, on: examples)
        noised = DomainEvaluation.evaluate(classifier, on: noisedExamples)
        var errors = 0
        var words = 0
        for (original, noisy) in zip(examples, noisedExamples) {
            let reference = TextFeatureExtractor.words(in: original.text)
            errors += EditDistance.between(reference, TextFeatureExtractor.words(in: noisy.text))
            words += reference.count
        }
        simulatedWordErrorRate = words == 0 ? 0 : Double(errors) / Double(words)
    }
}
