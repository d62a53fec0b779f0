import Testing

@testable import HarkVocabulary

/// The package's one Kneser–Ney estimator (G2P graphones and the command search's words) against
/// values worked out by hand. Tokens: <s> 0, </s> 1, a 2, b 3, c 4 (never seen).
@Suite struct KneserNeyEstimatorTests {
    /// "a b" and "a" as one flat token array.
    static let tokens: [Int32] = [0, 2, 3, 1, 0, 2, 1]
    static let sentenceStarts = [0, 4, 7]

    static func estimate(order: Int, vocabularySize: Int = 4) throws -> [KneserNeyEstimator.Level] {
        try KneserNeyEstimator(order: order, predictableTokenCount: vocabularySize - 1, startToken: 0)
            .estimate(tokens: tokens, sentenceStarts: sentenceStarts, vocabularySize: vocabularySize)
    }

    /// The node of `gram` in its level, following the trie from the root.
    static func node(_ gram: [Int32], in levels: [KneserNeyEstimator.Level]) -> Int? {
        var node = 0
        for (depth, token) in gram.enumerated() {
            let level = levels[depth + 1]
            let children = Int(levels[depth].childStart[node])..<Int(levels[depth].childStart[node + 1])
            guard let child = children.first(where: { level.word[$0] == token }) else { return nil }
            node = child
        }
        return node
    }

    static func probability(_ gram: [Int32], _ levels: [KneserNeyEstimator.Level]) throws -> Double {
        levels[gram.count].probability[try #require(node(gram, in: levels))]
    }

    @Test func unigramsAreRawCountsAtOrderOne() throws {
        // Counts a 2, b 1, </s> 2; total 5; D(1) = 0.5, D(2) = 1 (tiny corpus: the fallback
        // discounts); γ = (1 + 0.5 + 1) / 5 = 0.5; 3 predictable tokens.
        let levels = try Self.estimate(order: 1)
        #expect(abs(try Self.probability([2], levels) - ((2 - 1) / 5 + 0.5 / 3)) < 1e-12)
        #expect(abs(try Self.probability([3], levels) - ((1 - 0.5) / 5 + 0.5 / 3)) < 1e-12)
        #expect(abs(try Self.probability([1], levels) - ((2 - 1) / 5 + 0.5 / 3)) < 1e-12)
        #expect(levels[0].lowerOrderWeight == [0.5])
    }

    @Test func bigramsInterpolateWithContinuationCounts() throws {
        let levels = try Self.estimate(order: 2)
        // Below the top order a unigram counts the distinct tokens before it: a 1 (<s>), b 1 (a),
        // </s> 2 (a, b). Total 4, D(1) = 0.5, D(2) = 1, so γ(root) = 2 / 4.
        let a = 0.5 / 4 + 0.5 / 3, b = 0.5 / 4 + 0.5 / 3, end = 1.0 / 4 + 0.5 / 3
        #expect(abs(try Self.probability([2], levels) - a) < 1e-12)
        #expect(abs(try Self.probability([3], levels) - b) < 1e-12)
        #expect(abs(try Self.probability([1], levels) - end) < 1e-12)
        #expect(levels[1].adjusted[2] == 1 && levels[1].adjusted[1] == 2)
        // Bigrams keep raw counts: "<s> a" 2; "a b" 1 and "a </s>" 1; "b </s>" 1.
        #expect(abs(try Self.probability([0, 2], levels) - (1.0 / 2 + 0.5 * a)) < 1e-12)
        #expect(abs(try Self.probability([2, 3], levels) - (0.5 / 2 + 0.5 * b)) < 1e-12)
        #expect(abs(try Self.probability([2, 1], levels) - (0.5 / 2 + 0.5 * end)) < 1e-12)
        #expect(abs(try Self.probability([3, 1], levels) - (0.5 / 1 + 0.5 * end)) < 1e-12)
        #expect(Self.node([3, 2], in: levels) == nil)
    }

    /// Every context's distribution over the predictable tokens sums to one, an unseen token
    /// included (it gets only the backed-off floor).
    @Test(arguments: [1, 2, 3])
    func everyContextSumsToOne(order: Int) throws {
        let levels = try Self.estimate(order: order, vocabularySize: 5)
        #expect(levels.count == order + 1)
        #expect(levels[1].size == 5)
        func probability(_ token: Int32, after context: [Int32]) -> Double {
            if let node = Self.node(context + [token], in: levels) {
                return levels[context.count + 1].probability[node]
            }
            // Every token is a unigram, so only a longer context backs off.
            guard !context.isEmpty else { return 0 }
            let weight = Self.node(context, in: levels).map { levels[context.count].lowerOrderWeight[$0] } ?? 1
            return weight * probability(token, after: Array(context.dropFirst()))
        }
        for context: [Int32] in [[], [0], [2], [3], [0, 2], [2, 3]] where context.count < order {
            let total = (1...4).map { probability(Int32($0), after: context) }.reduce(0, +)
            #expect(abs(total - 1) < 1e-12, "context \(context): \(total)")
        }
    }

    /// No text is no error: every token gets the uniform floor.
    @Test func emptyCorpusGivesTheUniformFloor() throws {
        let levels = try KneserNeyEstimator(order: 3, predictableTokenCount: 3, startToken: 0)
            .estimate(tokens: [], sentenceStarts: [0], vocabularySize: 4)
        let floor: Double = 1.0 / 3
        #expect(Array(levels[1].probability.dropFirst()) == [floor, floor, floor])
        #expect(levels[2].size == 0 && levels[3].size == 0)
    }
}
