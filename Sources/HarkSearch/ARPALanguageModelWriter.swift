import Foundation
import HarkVocabulary

/// A word n-gram language model of some sentences, in ARPA format (PocketSphinx reads it as
/// `-lm`): the command search's trigram and the free-text answers' model.
///
/// The estimate is HarkVocabulary's `KneserNeyEstimator` (interpolated modified Kneser–Ney, the
/// same one the G2P model is trained with); this type only numbers the words and writes the
/// result. Interpolated estimates become ARPA backoff form exactly: an n-gram's listed probability
/// is its interpolated one, and a context's backoff weight is its interpolation weight γ, which
/// makes every conditional distribution sum to 1.
public struct ARPALanguageModelWriter: Sendable {
    /// The n-gram order of the models written: 3 for a trigram.
    public var order: Int

    /// The sentence-start token, `<s>`.
    public static let sentenceStart = "<s>"
    /// The sentence-end token, `</s>`.
    public static let sentenceEnd = "</s>"

    /// A writer of `order`-gram models; `order` must be at least 1.
    public init(order: Int = 3) {
        precondition(order >= 1, "order must be at least 1")
        self.order = order
    }

    /// The model of `sentences` (each a list of words, without `<s>`/`</s>`) as ARPA text. Throws
    /// only for a corpus too large for the estimator to count (millions of words).
    public func arpa(from sentences: [[String]]) throws -> String {
        // <s> is token 0 and </s> token 1, then the words in order of first use.
        var vocabulary: [String: Int32] = [Self.sentenceStart: 0, Self.sentenceEnd: 1]
        var words = [Self.sentenceStart, Self.sentenceEnd]
        var tokens: [Int32] = []
        var sentenceStarts: [Int] = []
        for sentence in sentences where !sentence.isEmpty {
            sentenceStarts.append(tokens.count)
            tokens.append(0)
            for word in sentence {
                if let id = vocabulary[word] {
                    tokens.append(id)
                } else {
                    let id = Int32(words.count)
                    vocabulary[word] = id
                    words.append(word)
                    tokens.append(id)
                }
            }
            tokens.append(1)
        }
        sentenceStarts.append(tokens.count)
        let estimator = KneserNeyEstimator(order: order, predictableTokenCount: words.count - 1, startToken: 0)
        let levels = try estimator.estimate(
            tokens: tokens, sentenceStarts: sentenceStarts, vocabularySize: words.count)
        return write(levels, words: words)
    }

    /// Lists the n-grams with a positive (adjusted) count — <s> only as the context it is, with the
    /// conventional -99 — sorted by their text, with a backoff weight on each that is a context.
    private func write(_ levels: [KneserNeyEstimator.Level], words: [String]) -> String {
        var texts: [[String]] = [[""]]
        var listed: [[Int]] = [[]]
        for k in 1...order {
            let level = levels[k]
            texts.append(
                (0..<level.size).map { index in
                    let word = words[Int(level.word[index])]
                    return k == 1 ? word : texts[k - 1][Int(level.parent[index])] + " " + word
                })
            listed.append(
                (0..<level.size).filter { index in
                    level.adjusted[index] > 0 && !(k == 1 && level.word[index] == 0)
                })
        }
        var isContext = levels.map { [Bool](repeating: false, count: $0.size) }
        for k in 2...max(order, 2) where k <= order {
            for index in listed[k] { isContext[k - 1][Int(levels[k].parent[index])] = true }
        }

        var lines = ["\\data\\"]
        lines.append("ngram 1=\(listed[1].count + 1)")
        for k in stride(from: 2, through: order, by: 1) { lines.append("ngram \(k)=\(listed[k].count)") }
        for k in 1...order {
            lines.append("")
            lines.append("\\\(k)-grams:")
            let start = k == 1 ? levels[1].word.firstIndex(of: 0) : nil
            let entries = (listed[k] + (start.map { [$0] } ?? [])).sorted { texts[k][$0] < texts[k][$1] }
            for index in entries {
                let logProbability = index == start ? "-99" : Self.format(log10(levels[k].probability[index]))
                var line = "\(logProbability)\t\(texts[k][index])"
                if isContext[k][index] { line += "\t\(Self.format(log10(levels[k].lowerOrderWeight[index])))" }
                lines.append(line)
            }
        }
        lines.append("")
        lines.append("\\end\\")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Seven significant digits, as SRILM writes; enough that sums stay within 1e-6.
    private static func format(_ value: Double) -> String {
        String(format: "%.7g", value)
    }
}
