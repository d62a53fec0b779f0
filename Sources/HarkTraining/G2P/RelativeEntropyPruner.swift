import Foundation
import HarkVocabulary

/// Drops n-grams whose removal changes the model least, measured as Stolcke's (1998) relative
/// entropy between the model before and after removing that one n-gram (its backoff weight
/// re-normalised). An n-gram is kept regardless when a longer kept n-gram needs it as prefix
/// (its context) or as suffix (where it backs off to), so the result is still a proper trie.
///
/// Then it lays the kept n-grams out as `BackoffNGramModel` expects, with backoff weights
/// recomputed so that every context's distribution sums to one.
struct RelativeEntropyPruner: Sendable {
    /// n-grams whose removal costs less than this (in nats of relative entropy, weighted by the
    /// probability of their context) are dropped; 0 keeps everything.
    let threshold: Double

    struct Layout {
        var levelStart: [Int] = [0]
        var word: [UInt16] = []
        var logProbability: [Double] = []
        var logBackoff: [Double] = []
        var childCount: [UInt16] = []
    }

    func prune(_ levels: [KneserNeyEstimator.Level], startToken: Int32) -> Layout {
        let order = levels.count - 1
        var keep = levels.map { [Bool](repeating: true, count: $0.size) }
        if threshold > 0 && order >= 2 {
            let contextProbability = historyProbabilities(levels, startToken: startToken)
            let (explicitMass, lowerMass) = childMasses(levels, keep: keep)
            for k in stride(from: order, through: 2, by: -1) {
                var needed = [Bool](repeating: false, count: levels[k].size)
                if k < order {
                    for index in 0..<levels[k + 1].size where keep[k + 1][index] {
                        needed[Int(levels[k + 1].parent[index])] = true
                        needed[Int(levels[k + 1].suffix[index])] = true
                    }
                }
                let level = levels[k]
                for index in 0..<level.size where !needed[index] {
                    let context = Int(level.parent[index])
                    let p = level.probability[index]
                    let q = levels[k - 1].probability[Int(level.suffix[index])]
                    let leftOver = max(1 - explicitMass[k - 1][context], 1e-12)
                    let lowerLeftOver = max(1 - lowerMass[k - 1][context], 1e-12)
                    let backoff = leftOver / lowerLeftOver
                    let prunedBackoff = (leftOver + p) / (lowerLeftOver + q)
                    let change =
                        p * (log(p) - log(prunedBackoff * q)) + leftOver * (log(backoff) - log(prunedBackoff))
                    keep[k][index] = contextProbability[k - 1][context] * change >= threshold
                }
            }
        }
        return layout(levels, keep: keep, startToken: startToken)
    }

    /// P(history) of every node by the chain rule over the model's own estimates, with P(<s>) = 1
    /// (every sequence starts there).
    private func historyProbabilities(_ levels: [KneserNeyEstimator.Level], startToken: Int32) -> [[Double]] {
        var result: [[Double]] = [[1]]
        for k in 1..<levels.count {
            let level = levels[k]
            result.append(
                (0..<level.size).map { index in
                    if k == 1 && level.word[index] == startToken { return 1 }
                    return result[k - 1][Int(level.parent[index])] * level.probability[index]
                })
        }
        return result
    }

    /// For each context: total probability of its kept children, and of their lower-order estimates.
    private func childMasses(
        _ levels: [KneserNeyEstimator.Level], keep: [[Bool]]
    ) -> (explicit: [[Double]], lower: [[Double]]) {
        var explicit = levels.map { [Double](repeating: 0, count: $0.size) }
        var lower = explicit
        for k in 1..<levels.count {
            let level = levels[k]
            for index in 0..<level.size where keep[k][index] {
                let parent = Int(level.parent[index])
                explicit[k - 1][parent] += level.probability[index]
                lower[k - 1][parent] +=
                    k == 1 ? 0 : levels[k - 1].probability[Int(level.suffix[index])]
            }
        }
        return (explicit, lower)
    }

    private func layout(_ levels: [KneserNeyEstimator.Level], keep: [[Bool]], startToken: Int32) -> Layout {
        let order = levels.count - 1
        let (explicitMass, lowerMass) = childMasses(levels, keep: keep)
        var result = Layout()
        result.word = [0]
        result.logProbability = [0]
        let smallestUnigram = log(
            zip(levels[1].word, levels[1].probability).filter { $0.0 != startToken }.map(\.1).min() ?? 1)
        for k in 1...order {
            let level = levels[k]
            for index in 0..<level.size where keep[k][index] {
                result.word.append(UInt16(level.word[index]))
                // <s> is never predicted; its unigram only anchors the first context. It gets the
                // smallest unigram probability so that it stays inside the quantiser's range.
                let isStart = k == 1 && level.word[index] == startToken
                result.logProbability.append(isStart ? smallestUnigram : log(level.probability[index]))
            }
        }
        // The root is node 0, then each level's kept nodes in order.
        var starts = [0, 1]
        for k in 1...order { starts.append(starts[k] + keep[k].lazy.filter { $0 }.count) }
        result.levelStart = starts

        for k in 0..<order {
            let level = levels[k]
            var children = [Int](repeating: 0, count: level.size)
            for index in 0..<levels[k + 1].size where keep[k + 1][index] {
                children[Int(levels[k + 1].parent[index])] += 1
            }
            for index in 0..<level.size where keep[k][index] {
                result.childCount.append(UInt16(children[index]))
                if children[index] == 0 {
                    result.logBackoff.append(0)
                } else if k == 0 {
                    // The root backs off to the uniform floor, which the unigrams already include.
                    result.logBackoff.append(0)
                } else {
                    let leftOver = max(1 - explicitMass[k][index], 1e-12)
                    let lowerLeftOver = max(1 - lowerMass[k][index], 1e-12)
                    result.logBackoff.append(log(leftOver / lowerLeftOver))
                }
            }
        }
        return result
    }
}
