import Foundation

/// Routes a request — recognizer output or typed text — to one of the SiriKit domains, or rejects
/// it as out of domain.
///
/// A multinomial logistic regression over word unigrams, bigrams and character n-grams (see
/// ``TextFeatureExtractor``), trained by `hark classifier train` on clean and simulated-misrecognized
/// requests. A request is rejected when the most likely class is none, or when the most likely
/// domain's probability is below the model's rejection threshold (chosen on validation data).
public struct DomainClassifier: Sendable {
    /// The model the classifier was built from.
    public let model: DomainClassifierModel
    /// The threshold in use; starts as the model's, may be changed to trade recall for precision.
    public var rejectionThreshold: Double

    private let extractor: TextFeatureExtractor
    private let regression: SoftmaxRegression
    private let featureIndex: [String: Int]

    /// A classifier of `model`, with the model's rejection threshold.
    public init(model: DomainClassifierModel) {
        self.model = model
        self.rejectionThreshold = model.rejectionThreshold
        self.extractor = TextFeatureExtractor(settings: model.features)
        let names = model.weights.keys.sorted()
        self.featureIndex = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
        self.regression = SoftmaxRegression(
            classCount: model.classes.count, featureCount: names.count,
            weights: names.flatMap { model.weights[$0] ?? [] }, bias: model.bias)
    }

    /// Loads a model file written by `hark classifier train`.
    public init(contentsOf url: URL) throws {
        self.init(model: try DomainClassifierModel(contentsOf: url))
    }

    /// The committed model (`Models/domains/classifier.json`); see ``DomainModelFiles``.
    public static var defaultModelURL: URL? { DomainModelFiles.defaultModelURL }

    /// The domain of `text` (normalized into words first), or a rejection.
    public func classify(_ text: String) -> DomainPrediction {
        classify(words: TextFeatureExtractor.words(in: text))
    }

    /// Classifies already-normalized words (as ``TextFeatureExtractor/words(in:)`` returns them).
    public func classify(words: [String]) -> DomainPrediction {
        guard !words.isEmpty else { return DomainPrediction(outcome: .noWords, scores: [:], confidence: 0) }
        let probabilities = regression.probabilities(
            SparseFeatureVector(extractor.features(ofWords: words), index: featureIndex))
        var scores: [SiriDomain?: Double] = [:]
        for (domain, probability) in zip(model.classes, probabilities) { scores[domain] = probability }
        var best = 0
        for index in probabilities.indices where probabilities[index] > probabilities[best] { best = index }
        let confidence = probabilities[best]
        let outcome: DomainPrediction.Outcome
        if let domain = model.classes[best] {
            outcome = confidence >= rejectionThreshold ? .domain(domain) : .lowConfidence(best: domain)
        } else {
            outcome = .outOfDomain
        }
        return DomainPrediction(outcome: outcome, scores: scores, confidence: confidence)
    }
}
