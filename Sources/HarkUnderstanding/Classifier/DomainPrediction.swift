/// What the domain classifier made of one request.
public struct DomainPrediction: Hashable, Sendable {
    /// The decision, with the reason when the answer is "no domain".
    public enum Outcome: Hashable, Sendable {
        /// The request belongs to this domain.
        case domain(SiriDomain)
        /// The most likely class is none: the request is out of domain.
        case outOfDomain
        /// A domain came out on top but with less confidence than the rejection threshold.
        case lowConfidence(best: SiriDomain)
        /// The text had no words to classify.
        case noWords
    }

    /// The decision.
    public let outcome: Outcome
    /// Probability of each class (the six domains and nil for none); they sum to 1. Empty for
    /// ``Outcome/noWords``.
    public let scores: [SiriDomain?: Double]
    /// Probability of the most likely class, whether or not it was accepted.
    public let confidence: Double

    /// A prediction of the given parts; ``DomainClassifier`` makes them.
    public init(outcome: Outcome, scores: [SiriDomain?: Double], confidence: Double) {
        self.outcome = outcome
        self.scores = scores
        self.confidence = confidence
    }

    /// The domain to route to; nil when the request is rejected for any reason.
    public var domain: SiriDomain? {
        if case .domain(let domain) = outcome { return domain }
        return nil
    }

    /// True when the classifier declined to name a domain.
    public var isRejected: Bool { domain == nil }

    /// The classes from most to least likely.
    public var ranking: [(domain: SiriDomain?, probability: Double)] {
        scores.map { (domain: $0.key, probability: $0.value) }.sorted { left, right in
            left.probability != right.probability
                ? left.probability > right.probability
                : DomainLabel.name(of: left.domain) < DomainLabel.name(of: right.domain)
        }
    }
}
