import HarkVocabulary

/// Finds which of a set of terms (contact names, app names) a few heard words most likely are,
/// tolerating the ways a recognizer mangles names: split into words ("bo bo"), replaced by
/// similar-sounding words ("key key" for "kiki"), or slightly misspelt.
struct SpokenTermMatcher: Sendable {
    struct Term: Sendable {
        /// What the caller receives, as the vocabulary or file wrote it ("Bobo").
        var value: String
        var words: [String]
        var letters: String
        var pronunciations: [[String]]
    }

    struct Match: Sendable {
        var term: Int
        /// 0…1; 1 for the exact words or letters.
        var similarity: Double
    }

    let terms: [Term]
    let transcriber: PhoneticTranscriber
    /// The most words a match may span: one more than the longest term, for splits like "bo bo".
    let maxSpan: Int

    /// `terms` pairs a value with how it is said; a value said several ways appears several times.
    init(terms: [(value: String, words: [String])], transcriber: PhoneticTranscriber) {
        self.transcriber = transcriber
        self.terms = terms.compactMap { term in
            guard !term.words.isEmpty else { return nil }
            return Term(
                value: term.value, words: term.words, letters: Self.letters(of: term.words),
                pronunciations: transcriber.pronunciations(of: term.words))
        }
        self.maxSpan = (self.terms.map(\.words.count).max() ?? 1) + 1
    }

    /// The best term for exactly these words, if any is at least `threshold` similar.
    func bestMatch(_ words: ArraySlice<String>, threshold: Double) -> Match? {
        guard !words.isEmpty, words.count <= maxSpan else { return nil }
        let heardLetters = Self.letters(of: words)
        guard !heardLetters.isEmpty else { return nil }
        var heardPronunciations: [[String]]?
        var best: Match?
        for (index, term) in terms.enumerated() {
            if Array(words) == term.words {
                return Match(term: index, similarity: 1)
            }
            let lengthRatio =
                Double(min(heardLetters.count, term.letters.count))
                / Double(max(heardLetters.count, term.letters.count))
            guard lengthRatio >= 0.5 else { continue }
            var similarity = PhoneticSimilarity.letters(heardLetters, term.letters)
            if similarity < 1 {
                if heardPronunciations == nil { heardPronunciations = transcriber.pronunciations(of: words) }
                for heard in heardPronunciations! {
                    for said in term.pronunciations {
                        similarity = max(similarity, PhoneticSimilarity.phones(heard, said))
                    }
                }
            }
            // Splitting or joining words is a small doubt even when the letters agree.
            if words.count != term.words.count { similarity -= 0.03 }
            if similarity >= threshold, similarity > (best?.similarity ?? -1) {
                best = Match(term: index, similarity: similarity)
            }
        }
        return best
    }

    static func letters(of words: some Sequence<String>) -> String {
        String(words.joined().filter(\.isLetter))
    }
}
