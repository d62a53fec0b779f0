import Foundation

/// Estimates a word n-gram language model with interpolated modified Kneser–Ney smoothing (Chen &
/// Goodman 1998, as SRILM's `-kndiscount -interpolate` computes it) and writes it in ARPA format,
/// which PocketSphinx reads as `-lm`.
///
/// HarkVocabulary has an estimator of the same kind, but it is internal to that module and built
/// for graphone tokens; sentences here are few thousand, so plain dictionaries keep this short.
/// Interpolated estimates become ARPA backoff form exactly: an n-gram's listed probability is its
/// interpolated one, and a context's backoff weight is its interpolation weight γ, which makes
/// every conditional distribution sum to 1.
public struct KneserNeyLanguageModelEstimator: Sendable {
    public var order: Int

    public static let sentenceStart = "<s>"
    public static let sentenceEnd = "</s>"

    public init(order: Int = 3) {
        precondition(order >= 1, "order must be at least 1")
        self.order = order
    }

    /// The model of `sentences` (each a list of words, without `<s>`/`</s>`) as ARPA text.
    public func arpa(from sentences: [[String]]) -> String {
        var vocabulary: [String: Int32] = [Self.sentenceStart: 0, Self.sentenceEnd: 1]
        var words = [Self.sentenceStart, Self.sentenceEnd]
        var encoded: [[Int32]] = []
        for sentence in sentences where !sentence.isEmpty {
            var tokens: [Int32] = [0]
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
            encoded.append(tokens)
        }
        let levels = estimate(encoded, vocabularySize: words.count)
        return write(levels, words: words)
    }

    /// One order's n-grams: probability (natural log-free, plain) and, for contexts, γ.
    struct Level {
        var probability: [[Int32]: Double] = [:]
        var backoff: [[Int32]: Double] = [:]
    }

    func estimate(_ sentences: [[Int32]], vocabularySize: Int) -> [Level] {
        // Raw counts per order.
        var counts = [[[Int32]: Int]](repeating: [:], count: order + 1)
        for sentence in sentences {
            for length in 1...order {
                guard sentence.count >= length else { continue }
                for start in 0...(sentence.count - length) {
                    counts[length][Array(sentence[start..<start + length]), default: 0] += 1
                }
            }
        }
        // Adjusted counts: below the top order, the number of distinct words seen before the
        // n-gram — except for n-grams starting with <s>, which nothing can precede.
        var adjusted = counts
        if order >= 2 {
            for length in 1..<order {
                var continuation: [[Int32]: Int] = [:]
                for gram in counts[length + 1].keys { continuation[Array(gram.dropFirst()), default: 0] += 1 }
                for gram in counts[length].keys where gram.first != 0 {
                    adjusted[length][gram] = continuation[gram] ?? 0
                }
            }
        }
        // <s> is never predicted: it carries no unigram mass.
        adjusted[1][[0]] = nil

        var levels = [Level](repeating: Level(), count: order + 1)
        let predictable = Double(vocabularySize - 1)
        for length in 1...order {
            let discount = Self.discounts(adjusted[length].values)
            var total: [[Int32]: Double] = [:]
            var discountMass: [[Int32]: Double] = [:]
            for (gram, count) in adjusted[length] where count > 0 {
                let context = Array(gram.dropLast())
                total[context, default: 0] += Double(count)
                discountMass[context, default: 0] += discount[min(count, 3)]
            }
            var gamma: [[Int32]: Double] = [:]
            for (context, sum) in total { gamma[context] = discountMass[context]! / sum }
            for (gram, count) in adjusted[length] where count > 0 {
                let context = Array(gram.dropLast())
                let lower: Double
                if length == 1 {
                    lower = 1 / predictable
                } else {
                    lower = Self.probability(of: Array(gram.dropFirst()), levels: levels, predictable: predictable)
                }
                let own = max(Double(count) - discount[min(count, 3)], 0) / total[context]!
                levels[length].probability[gram] = own + gamma[context]! * lower
            }
            // γ of a context is the backoff weight of the (length − 1)-gram it is.
            if length >= 2 {
                for (context, weight) in gamma { levels[length - 1].backoff[context] = weight }
            }
        }
        return levels
    }

    /// Interpolated p(last word | the others) from the levels computed so far, backing off.
    static func probability(of gram: [Int32], levels: [Level], predictable: Double) -> Double {
        if gram.isEmpty { return 1 / predictable }
        if let known = levels[gram.count].probability[gram] { return known }
        let context = Array(gram.dropLast())
        let weight = context.isEmpty ? 1 : (levels[context.count].backoff[context] ?? 1)
        if gram.count == 1 { return weight / predictable }
        return weight * probability(of: Array(gram.dropFirst()), levels: levels, predictable: predictable)
    }

    /// Modified KN discounts D₁, D₂, D₃₊ from counts of counts, with fallbacks for the degenerate
    /// statistics of tiny corpora.
    static func discounts(_ counts: some Sequence<Int>) -> [Double] {
        var countOfCounts = [Double](repeating: 0, count: 5)
        for count in counts where (1...4).contains(count) { countOfCounts[count] += 1 }
        let (n1, n2, n3, n4) = (countOfCounts[1], countOfCounts[2], countOfCounts[3], countOfCounts[4])
        guard n1 > 0, n2 > 0, n3 > 0, n4 > 0 else { return [0, 0.5, 1, 1.5] }
        let y = n1 / (n1 + 2 * n2)
        let d1 = 1 - 2 * y * n2 / n1, d2 = 2 - 3 * y * n3 / n2, d3 = 3 - 4 * y * n4 / n3
        return [0, min(max(d1, 0.1), 0.9), min(max(d2, 0.2), 1.8), min(max(d3, 0.3), 2.7)]
    }

    private func write(_ levels: [Level], words: [String]) -> String {
        var lines = ["\\data\\"]
        // <s> is listed as a unigram (it is a context) with the conventional -99 probability.
        let unigramCount = levels[1].probability.count + 1
        lines.append("ngram 1=\(unigramCount)")
        for length in stride(from: 2, through: order, by: 1) {
            lines.append("ngram \(length)=\(levels[length].probability.count)")
        }
        for length in 1...order {
            lines.append("")
            lines.append("\\\(length)-grams:")
            var entries = levels[length].probability.map { (gram: $0.key, probability: $0.value) }
            if length == 1 { entries.append(([0], 0)) }
            entries.sort { Self.text($0.gram, words) < Self.text($1.gram, words) }
            for entry in entries {
                let logProbability = entry.gram == [0] ? "-99" : Self.format(log10(entry.probability))
                var line = "\(logProbability)\t\(Self.text(entry.gram, words))"
                if length < order, let backoff = levels[length].backoff[entry.gram] {
                    line += "\t\(Self.format(log10(backoff)))"
                }
                lines.append(line)
            }
        }
        lines.append("")
        lines.append("\\end\\")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func text(_ gram: [Int32], _ words: [String]) -> String {
        gram.map { words[Int($0)] }.joined(separator: " ")
    }

    /// Seven significant digits, as SRILM writes; enough that sums stay within 1e-6.
    private static func format(_ value: Double) -> String {
        String(format: "%.7g", value)
    }
}
