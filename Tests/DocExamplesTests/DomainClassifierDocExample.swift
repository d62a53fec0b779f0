import Foundation
import Hark
import Testing

/// docs/domain-classifier.md's example, run; the comments' claims are checked after it.
@Suite("docs/domain-classifier.md example")
struct DomainClassifierDocExample {
    @Test func classifiesAMisheardRequest() throws {
        // doc-example: docs/domain-classifier.md
        let classifier = try DomainClassifier(contentsOf: DomainClassifier.defaultModelURL!)
        let prediction = classifier.classify("sent a massage two bobo on monkey chad")
        let domain = prediction.domain  // .messaging (nil when rejected)
        let outcome = prediction.outcome  // .domain(.messaging) | .outOfDomain | .lowConfidence(best:) | .noWords
        let confidence = prediction.confidence  // 0.989, probability of the most likely class
        let scores = prediction.scores  // [SiriDomain?: Double], nil = none; sums to 1
        // doc-example: end
        #expect(domain == .messaging)
        #expect(outcome == .domain(.messaging))
        #expect(confidence > 0.9)
        #expect(abs(scores.values.reduce(0, +) - 1) < 1e-9)
        #expect(scores[nil] != nil)
    }
}
