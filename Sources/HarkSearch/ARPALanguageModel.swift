import Foundation

/// An n-gram language model read from ARPA text, for checking models and scoring word sequences
/// the way a decoder does (log10 probabilities with backoff).
public struct ARPALanguageModel: Sendable {
    /// A line of the ARPA text that could not be read, with why.
    public struct FormatError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The 1-based line of the text.
        public var line: Int
        /// What is wrong with it.
        public var message: String
        /// `line N: message`.
        public var description: String { "line \(line): \(message)" }
    }

    /// The highest n-gram order, as many as the `\data\` header declares counts for.
    public private(set) var order = 0
    /// n-gram counts the `\data\` header declares, by order (index 0 is order 1).
    public private(set) var declaredCounts: [Int] = []
    /// n-grams actually listed, by order.
    public private(set) var listedCounts: [Int] = []
    private var entries: [String: (logProbability: Double, backoff: Double)] = [:]
    /// The unigrams in file order, `<s>` and `</s>` included.
    public private(set) var vocabulary: [String] = []

    /// Reads ARPA text; throws at the first line that is not valid ARPA.
    public init(parsing text: String) throws(FormatError) {
        var section = -1  // -1 before \data\, 0 in \data\, k in \k-grams:
        var sawEnd = false
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.isEmpty { continue }
            if line == "\\data\\" {
                section = 0
                continue
            }
            if line == "\\end\\" {
                sawEnd = true
                break
            }
            if line.hasPrefix("\\"), line.hasSuffix("-grams:"), let k = Int(line.dropFirst().dropLast(7)) {
                guard k == listedCounts.count + 1, k <= declaredCounts.count else {
                    throw FormatError(line: number, message: "unexpected section \(line)")
                }
                section = k
                listedCounts.append(0)
                continue
            }
            switch section {
            case -1: continue
            case 0:
                guard line.hasPrefix("ngram "), let equals = line.firstIndex(of: "="),
                    let k = Int(
                        line[line.index(line.startIndex, offsetBy: 6)..<equals].trimmingCharacters(in: .whitespaces)),
                    let count = Int(line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)),
                    k == declaredCounts.count + 1
                else { throw FormatError(line: number, message: "bad header line '\(line)'") }
                declaredCounts.append(count)
            default:
                let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
                guard fields.count == section + 1 || fields.count == section + 2, let logProbability = Double(fields[0])
                else { throw FormatError(line: number, message: "bad \(section)-gram line '\(line)'") }
                let gram = fields[1...section].joined(separator: " ")
                let backoff = fields.count == section + 2 ? Double(fields[section + 1]) : 0
                guard let backoff else { throw FormatError(line: number, message: "bad backoff in '\(line)'") }
                entries[gram] = (logProbability, backoff)
                listedCounts[section - 1] += 1
                if section == 1 { vocabulary.append(fields[1]) }
            }
        }
        guard sawEnd else { throw FormatError(line: 0, message: "missing \\end\\") }
        guard listedCounts == declaredCounts else {
            throw FormatError(line: 0, message: "header declares \(declaredCounts) n-grams but lists \(listedCounts)")
        }
        order = declaredCounts.count
    }

    /// log10 p(word | history), backing off as decoders do; only the last `order − 1` words of the
    /// history count. Nil for a word outside the vocabulary.
    public func logProbability(of word: String, after history: [String]) -> Double? {
        guard entries[word] != nil else { return nil }
        var context = Array(history.suffix(order - 1))
        var backoff = 0.0
        while true {
            let gram = (context + [word]).joined(separator: " ")
            if let entry = entries[gram] { return backoff + entry.logProbability }
            backoff += entries[context.joined(separator: " ")]?.backoff ?? 0
            context.removeFirst()
        }
    }
}
