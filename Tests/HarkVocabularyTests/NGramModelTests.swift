import Foundation
import HarkSupport
import Testing

@testable import HarkTraining
@testable import HarkVocabulary

/// The smoothed model must be a probability distribution in every context, before and after
/// pruning, or decoding scores mean nothing.
@Suite struct NGramModelTests {
    /// A small but non-trivial training set: pairs repeat, so counts of 1, 2, 3 and 4 all occur.
    static func trainedModel(order: Int, pruning: Double) throws -> GraphemeToPhoneme {
        var dictionary = PronouncingDictionary()
        let entries: [(String, String)] = [
            ("cat", "K AE T"), ("cab", "K AE B"), ("bat", "B AE T"), ("tab", "T AE B"), ("phone", "F OW N"),
            ("photo", "F OW T OW"), ("tone", "T OW N"), ("bone", "B OW N"), ("box", "B AA K S"),
            ("fox", "F AA K S"), ("cone", "K OW N"), ("ton", "T AH N"), ("con", "K AA N"), ("nab", "N AE B"),
            ("taco", "T AA K OW"), ("bacon", "B EY K AH N"), ("about", "AH B AW T"), ("boat", "B OW T"),
            ("coat", "K OW T"), ("oat", "OW T"), ("cot", "K AA T"), ("tot", "T AA T"), ("not", "N AA T"),
        ]
        for (word, phones) in entries {
            dictionary.add(Pronunciation(phones: phones.split(separator: " ").map(String.init)), for: word)
        }
        var settings = G2PTrainer.Settings()
        settings.order = order
        settings.pruningThreshold = pruning
        settings.split = HeldOutSplit(heldOutPercent: 0)
        return try G2PTrainer(settings: settings).train(on: dictionary).model
    }

    @Test(arguments: [(3, 0.0), (5, 0.0), (5, 1e-3)])
    func everyContextSumsToOne(order: Int, pruning: Double) throws {
        let model = try Self.trainedModel(order: order, pruning: pruning)
        let lm = model.languageModel
        let tokenCount = model.inventory.tokenCount
        for state in 0..<lm.contextNodeCount where state == BackoffNGramModel.root || lm.nextState(from: state) == state
        {
            var total = 0.0
            for token in 0..<tokenCount where token != Int(GraphoneInventory.startToken) {
                total += Double(exp(lm.score(UInt16(token), after: state).logProbability))
            }
            #expect(abs(total - 1) < 1e-3, "context node \(state) sums to \(total)")
        }
    }
}
