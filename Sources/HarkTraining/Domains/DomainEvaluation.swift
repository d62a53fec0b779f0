import HarkUnderstanding

/// Accuracy, per-class precision, recall and F1, and the confusion matrix of domain decisions.
/// A rejected request counts as a prediction of none.
public struct DomainEvaluation: Hashable, Sendable {
    /// Row and column order of ``confusion``: the six domains, then nil (none).
    public let classes: [SiriDomain?] = DomainLabel.classes
    /// `confusion[r][p]`: requests of class `classes[r]` decided as `classes[p]`.
    public private(set) var confusion: [[Int]]
    /// Requests whose best class was a domain but which were rejected for low confidence.
    public private(set) var lowConfidenceRejections = 0

    /// An evaluation of no requests yet.
    public init() {
        confusion = Array(
            repeating: Array(repeating: 0, count: DomainLabel.classes.count), count: DomainLabel.classes.count)
    }

    /// Counts one request of class `reference` decided as `decided` (nil for none).
    public mutating func add(reference: SiriDomain?, decided: SiriDomain?) {
        guard let row = classes.firstIndex(of: reference), let column = classes.firstIndex(of: decided) else { return }
        confusion[row][column] += 1
    }

    /// Counts one request of class `reference` decided by `prediction`, a low-confidence rejection also in
    /// ``lowConfidenceRejections``.
    public mutating func add(reference: SiriDomain?, prediction: DomainPrediction) {
        add(reference: reference, decided: prediction.domain)
        if case .lowConfidence = prediction.outcome { lowConfidenceRejections += 1 }
    }

    /// Classifies every example and scores the decisions.
    public static func evaluate(_ classifier: DomainClassifier, on examples: [DomainExample]) -> DomainEvaluation {
        var evaluation = DomainEvaluation()
        for example in examples {
            evaluation.add(reference: example.domain, prediction: classifier.classify(example.text))
        }
        return evaluation
    }

    /// Requests counted.
    public var count: Int { confusion.reduce(0) { $0 + $1.reduce(0, +) } }
    /// Requests decided as their own class.
    public var correct: Int { classes.indices.reduce(0) { $0 + confusion[$1][$1] } }
    /// ``correct`` over ``count``, 0–1; 0 when nothing was counted.
    public var accuracy: Double { count == 0 ? 0 : Double(correct) / Double(count) }

    /// Requests of this class in the test set.
    public func support(_ domain: SiriDomain?) -> Int {
        classes.firstIndex(of: domain).map { confusion[$0].reduce(0, +) } ?? 0
    }

    /// Of the requests decided as this class, the share that were; 0 when none were.
    public func precision(_ domain: SiriDomain?) -> Double {
        guard let index = classes.firstIndex(of: domain) else { return 0 }
        let decided = confusion.reduce(0) { $0 + $1[index] }
        return decided == 0 ? 0 : Double(confusion[index][index]) / Double(decided)
    }

    /// Of the requests of this class, the share decided as it; 0 when there were none.
    public func recall(_ domain: SiriDomain?) -> Double {
        guard let index = classes.firstIndex(of: domain) else { return 0 }
        let total = support(domain)
        return total == 0 ? 0 : Double(confusion[index][index]) / Double(total)
    }

    /// The harmonic mean of ``precision(_:)`` and ``recall(_:)`` for the class; 0 when both are 0.
    public func f1(_ domain: SiriDomain?) -> Double {
        let p = precision(domain)
        let r = recall(domain)
        return p + r == 0 ? 0 : 2 * p * r / (p + r)
    }

    /// Unweighted mean of the F1 of every class, none included.
    public var macroF1: Double {
        classes.map(f1).reduce(0, +) / Double(classes.count)
    }
}
