import Foundation

/// Estimates a backoff n-gram model with interpolated modified Kneser–Ney smoothing (Chen &
/// Goodman 1998, as SRILM's `-kndiscount -interpolate` and KenLM compute it). The package's one
/// such estimator: the G2P model's graphone n-grams (then pruned by `RelativeEntropyPruner`) and
/// the command search's word trigram (written as ARPA by HarkUnderstanding's
/// `ARPALanguageModelWriter`) both come from here, so `package` rather than `public`.
///
/// All n-grams are counted by sorting packed integer keys level by level, which yields a forward
/// trie directly: level k holds the k-grams sorted by their (k−1)-gram prefix, then last token.
/// Sums run in that order, so the same corpus always gives the same bits.
package struct KneserNeyEstimator: Sendable {
    package struct Failure: Error, CustomStringConvertible, LocalizedError {
        package var description: String
        package var errorDescription: String? { description }
    }

    /// One level of the trie during estimation: the k-grams.
    package struct Level: Sendable {
        package var word: [Int32] = []
        /// Index of the (k−1)-gram prefix in the level below.
        package var parent: [Int32] = []
        /// Index of the (k−1)-gram suffix (w₂…w_k) in the level below.
        package var suffix: [Int32] = []
        package var count: [Int32] = []
        /// KN adjusted count: the raw count at the top level and for n-grams starting with `<s>`,
        /// otherwise the number of distinct tokens seen before the n-gram.
        package var adjusted: [Int32] = []
        /// Interpolated p(w_k | w₁…w_{k−1}).
        package var probability: [Double] = []
        /// Weight of the lower order when this n-gram is a context (γ of the interpolation).
        package var lowerOrderWeight: [Double] = []
        /// Children of node i (in the level above) are childStart[i]..<childStart[i+1].
        package var childStart: [Int32] = []

        package var size: Int { word.count }
    }

    package let order: Int
    /// Tokens that may be predicted (all but `<s>`), for the uniform floor under the unigrams.
    package let predictableTokenCount: Int
    package let startToken: Int32

    package init(order: Int, predictableTokenCount: Int, startToken: Int32) {
        self.order = order
        self.predictableTokenCount = predictableTokenCount
        self.startToken = startToken
    }

    /// `tokens` is a flat token array in which each sentence starts with `startToken` and ends
    /// with the end token; `sentenceStarts` gives where each begins (plus the final end offset).
    /// Level 0 of the result is the root (the empty context), level k the k-grams; every token
    /// below `vocabularySize` is a unigram, seen or not.
    package func estimate(tokens: [Int32], sentenceStarts: [Int], vocabularySize: Int) throws(Failure) -> [Level] {
        var levels = try count(tokens: tokens, sentenceStarts: sentenceStarts, vocabularySize: vocabularySize)
        adjustCounts(&levels)
        try computeProbabilities(&levels)
        return levels
    }

    // MARK: Counting

    private func count(tokens: [Int32], sentenceStarts: [Int], vocabularySize: Int) throws(Failure) -> [Level] {
        // remaining[p]: tokens from p to the end of its sentence, inclusive. An n-gram starting at
        // p exists when remaining[p] ≥ n.
        var remaining = [Int32](repeating: 0, count: tokens.count)
        for sentence in 0..<(sentenceStarts.count - 1) {
            let end = sentenceStarts[sentence + 1]
            for position in sentenceStarts[sentence]..<end { remaining[position] = Int32(end - position) }
        }

        var root = Level()
        root.word = [-1]
        root.parent = [-1]
        root.suffix = [-1]
        root.count = [Int32(tokens.count)]
        var unigrams = Level()
        unigrams.word = (0..<Int32(vocabularySize)).map { $0 }
        unigrams.parent = [Int32](repeating: 0, count: vocabularySize)
        unigrams.suffix = [Int32](repeating: 0, count: vocabularySize)
        unigrams.count = [Int32](repeating: 0, count: vocabularySize)
        for token in tokens { unigrams.count[Int(token)] += 1 }
        var levels = [root, unigrams]

        // nodeAt[p]: node of the (k−1)-gram starting at p, for the level below the one being built.
        var nodeAt = tokens
        let positionBits = Self.bitWidth(tokens.count)
        let wordBits = Self.bitWidth(vocabularySize)
        for k in 2...max(order, 2) where k <= order {
            let parentBits = Self.bitWidth(levels[k - 1].size)
            guard positionBits + wordBits + parentBits <= 64 else {
                throw Failure(description: "training corpus too large to count \(k)-grams")
            }
            var keys: [UInt64] = []
            keys.reserveCapacity(tokens.count)
            for position in tokens.indices where remaining[position] >= Int32(k) {
                let parent = UInt64(nodeAt[position])
                let word = UInt64(tokens[position + k - 1])
                keys.append(parent << (wordBits + positionBits) | word << positionBits | UInt64(position))
            }
            keys.sort()
            var level = Level()
            var newNodeAt = [Int32](repeating: -1, count: tokens.count)
            let positionMask = (UInt64(1) << positionBits) - 1
            var previousGram = UInt64.max
            for key in keys {
                let gram = key >> positionBits
                let position = Int(key & positionMask)
                if gram != previousGram {
                    previousGram = gram
                    level.parent.append(Int32(gram >> wordBits))
                    level.word.append(Int32(gram & ((UInt64(1) << wordBits) - 1)))
                    level.suffix.append(nodeAt[position + 1])
                    level.count.append(0)
                }
                level.count[level.count.count - 1] += 1
                newNodeAt[position] = Int32(level.size - 1)
            }
            levels.append(level)
            nodeAt = newNodeAt
        }
        for k in 0..<levels.count {
            var starts = [Int32](repeating: 0, count: levels[k].size + 1)
            if k + 1 < levels.count {
                for parent in levels[k + 1].parent { starts[Int(parent) + 1] += 1 }
                for index in 0..<levels[k].size { starts[index + 1] += starts[index] }
            }
            levels[k].childStart = starts
        }
        return levels
    }

    private static func bitWidth(_ count: Int) -> Int {
        max(1, Int.bitWidth - max(count - 1, 1).leadingZeroBitCount)
    }

    // MARK: Smoothing

    private func adjustCounts(_ levels: inout [Level]) {
        for k in 1...order {
            levels[k].adjusted = levels[k].count
        }
        guard order >= 2 else { return }
        // startsWithStart[k][i]: the k-gram begins with <s>, so nothing can precede it.
        var startsWithStart = levels[1].word.map { $0 == startToken }
        for k in 1..<order {
            var continuation = [Int32](repeating: 0, count: levels[k].size)
            for suffix in levels[k + 1].suffix { continuation[Int(suffix)] += 1 }
            for index in 0..<levels[k].size where !startsWithStart[index] {
                levels[k].adjusted[index] = continuation[index]
            }
            startsWithStart = levels[k + 1].parent.map { startsWithStart[Int($0)] }
        }
    }

    /// Modified KN discounts D₁, D₂, D₃₊ of one level from its counts-of-adjusted-counts.
    private func discounts(_ level: Level, skippingStart: Bool) -> [Double] {
        var countOfCounts = [Double](repeating: 0, count: 5)
        for index in 0..<level.size {
            if skippingStart && level.word[index] == startToken { continue }
            let count = Int(level.adjusted[index])
            if count >= 1 && count <= 4 { countOfCounts[count] += 1 }
        }
        let (n1, n2, n3, n4) = (countOfCounts[1], countOfCounts[2], countOfCounts[3], countOfCounts[4])
        guard n1 > 0, n2 > 0, n3 > 0, n4 > 0 else { return [0, 0.5, 1, 1.5] }
        let y = n1 / (n1 + 2 * n2)
        let d = [0, 1 - 2 * y * n2 / n1, 2 - 3 * y * n3 / n2, 3 - 4 * y * n4 / n3]
        // Degenerate statistics (tiny corpora) can give discounts outside (0, c); fall back.
        return [0, min(max(d[1], 0.1), 0.9), min(max(d[2], 0.2), 1.8), min(max(d[3], 0.3), 2.7)]
    }

    private func computeProbabilities(_ levels: inout [Level]) throws(Failure) {
        for k in 1...order {
            let discount = discounts(levels[k], skippingStart: k == 1)
            let parentCount = levels[k - 1].size
            var total = [Double](repeating: 0, count: parentCount)
            var discounted = [Double](repeating: 0, count: parentCount)
            for index in 0..<levels[k].size {
                if k == 1 && levels[k].word[index] == startToken { continue }
                let parent = Int(levels[k].parent[index])
                let adjusted = Int(levels[k].adjusted[index])
                total[parent] += Double(adjusted)
                discounted[parent] += discount[min(adjusted, 3)]
            }
            levels[k - 1].lowerOrderWeight = (0..<parentCount).map {
                total[$0] > 0 ? discounted[$0] / total[$0] : 1
            }
            var probability = [Double](repeating: 0, count: levels[k].size)
            for index in 0..<levels[k].size {
                if k == 1 && levels[k].word[index] == startToken { continue }
                let parent = Int(levels[k].parent[index])
                let adjusted = Double(levels[k].adjusted[index])
                let lower =
                    k == 1
                    ? 1 / Double(predictableTokenCount)
                    : levels[k - 1].probability[Int(levels[k].suffix[index])]
                // total is 0 only for the root of an empty corpus: then every token gets the floor.
                let own = total[parent] > 0 ? max(adjusted - discount[min(Int(adjusted), 3)], 0) / total[parent] : 0
                probability[index] = own + levels[k - 1].lowerOrderWeight[parent] * lower
            }
            guard probability.allSatisfy({ $0.isFinite }) else {
                throw Failure(description: "non-finite probability at order \(k)")
            }
            levels[k].probability = probability
        }
        levels[order].lowerOrderWeight = [Double](repeating: 1, count: levels[order].size)
    }
}
