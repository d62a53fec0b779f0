import HarkVocabulary

/// Similarity of heard words to template words, remembered for one parse: recognizers confuse
/// words that sound alike ("massage" for "message"), and such a word should still count.
final class WordSimilarityCache {
    private let transcriber: PhoneticTranscriber
    private let pronunciations: HeardPronunciations?
    private var known: [Pair: Double] = [:]

    private struct Pair: Hashable {
        var heard: String
        var template: String
    }

    /// `pronunciations`, when given, remembers each word's across the parse.
    init(transcriber: PhoneticTranscriber, pronunciations: HeardPronunciations? = nil) {
        self.transcriber = transcriber
        self.pronunciations = pronunciations
    }

    private func pronunciations(of word: String) -> [[String]] {
        pronunciations?.pronunciations(of: word) ?? transcriber.pronunciations(of: word)
    }

    func similarity(heard: String, template: String) -> Double {
        if heard == template { return 1 }
        let pair = Pair(heard: heard, template: template)
        if let value = known[pair] { return value }
        var value = 0.0
        let ratio = Double(min(heard.count, template.count)) / Double(max(heard.count, template.count))
        // Short words and very different lengths are never confusable enough to be worth the work.
        if ratio >= 0.6, template.count >= 3 {
            value = PhoneticSimilarity.letters(heard, template)
            for left in pronunciations(of: heard) {
                for right in pronunciations(of: template) {
                    value = max(
                        value,
                        PhoneticSimilarity.coded(left).flatMap { coded in
                            PhoneticSimilarity.coded(right).map { PhoneticSimilarity.phones(coded: coded, $0) }
                        } ?? PhoneticSimilarity.phones(left, right))
                }
            }
        }
        known[pair] = value
        return value
    }
}
