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
        /// `letters` split into characters, once rather than for every comparison.
        var characters: [Character]
        /// Each ASCII letter of `letters` with how often it occurs; nil when one is not ASCII.
        var asciiCounts: [(letter: Int, count: Int)]?
        /// `pronunciations` as ARPAbet codes with how often each phone occurs; nil when one holds
        /// a phone outside ARPAbet, which only the string comparison takes.
        var coded: [(phones: [UInt8], counts: [UInt8])]?
    }

    struct Match: Sendable, Equatable {
        var term: Int
        /// 0…1; 1 for the exact words or letters.
        var similarity: Double
    }

    let terms: [Term]
    let transcriber: PhoneticTranscriber
    /// The most words a match may span: one more than the longest term, for splits like "bo bo".
    let maxSpan: Int
    /// The first term said with each sequence of words: the words heard exactly are found at once.
    let exact: [[String]: Int]

    /// `terms` pairs a value with how it is said; a value said several ways appears several times.
    init(terms: [(value: String, words: [String])], transcriber: PhoneticTranscriber) {
        self.transcriber = transcriber
        self.terms = terms.compactMap { term in
            guard !term.words.isEmpty else { return nil }
            let letters = Self.letters(of: term.words)
            let pronunciations = transcriber.pronunciations(of: term.words)
            let coded = pronunciations.map(PhoneticSimilarity.coded)
            return Term(
                value: term.value, words: term.words, letters: letters, pronunciations: pronunciations,
                characters: Array(letters), asciiCounts: Self.asciiCounts(letters),
                coded: coded.contains { $0 == nil }
                    ? nil : coded.map { ($0!, PhoneticSimilarity.phoneCounts($0!)) })
        }
        self.maxSpan = (self.terms.map(\.words.count).max() ?? 1) + 1
        var exact: [[String]: Int] = [:]
        for (index, term) in self.terms.enumerated() where exact[term.words] == nil {
            exact[term.words] = index
        }
        self.exact = exact
    }

    /// The best term for exactly these words, if any is at least `threshold` similar: the same
    /// match as ``exhaustiveBestMatch(_:threshold:)``, found without scoring the terms that cannot
    /// be it. The words heard exactly are looked up; of the others, a term's letters and each pair
    /// of pronunciations are compared only where a bound on their similarity (from the letters or
    /// phones the two share) leaves the term a chance of beating the best so far. `heard`
    /// remembers the words' pronunciations from one call to the next.
    func bestMatch(
        _ words: ArraySlice<String>, threshold: Double, heard pronouncing: HeardPronunciations? = nil
    ) -> Match? {
        guard !words.isEmpty, words.count <= maxSpan else { return nil }
        let heardLetters = Self.letters(of: words)
        let heardCharacters = Array(heardLetters)
        guard !heardCharacters.isEmpty else { return nil }
        if let index = exact[Array(words)] { return Match(term: index, similarity: 1) }
        // How often each ASCII letter occurs in the words, when all of theirs are ASCII.
        var heardCounts: [Int]?
        if let counts = Self.asciiCounts(heardLetters) {
            var table = [Int](repeating: 0, count: 128)
            for (letter, count) in counts { table[letter] = count }
            heardCounts = table
        }
        var heardPronunciations: [[String]]?
        // Coded once they are needed; nil inside when one of them holds a phone outside ARPAbet.
        var heardCoded: [[UInt8]]??
        var best: Match?
        for (index, term) in terms.enumerated() {
            let lengthRatio =
                Double(min(heardCharacters.count, term.characters.count))
                / Double(max(heardCharacters.count, term.characters.count))
            guard lengthRatio >= 0.5 else { continue }
            // Splitting or joining words is a small doubt even when the letters agree.
            let penalty = words.count != term.words.count ? 0.03 : 0
            // Whether a term this similar (before the penalty) could be the best so far. Bounds
            // get a margin: the similarity they bound is summed in another order.
            func mayWin(_ bound: Double) -> Bool {
                let most = bound + 1e-9 - penalty
                return most >= threshold && most > (best?.similarity ?? -1)
            }
            // The letters both share (as multisets) bound their similarity: when the words' letters
            // are not the term's and cannot win, their distance is not worked out, and sound decides.
            let longer = max(heardCharacters.count, term.characters.count)
            var shared: Int?
            if let heardCounts, let termCounts = term.asciiCounts {
                shared = termCounts.reduce(0) { $0 + min($1.count, heardCounts[$1.letter]) }
            }
            var similarity =
                if let shared, shared < longer, !mayWin(Double(shared) / Double(longer)) {
                    0.0
                } else {
                    PhoneticSimilarity.letters(heardCharacters, term.characters)
                }
            if similarity < 1 {
                if heardPronunciations == nil {
                    heardPronunciations =
                        pronouncing?.pronunciations(of: words) ?? transcriber.pronunciations(of: words)
                    let coded = heardPronunciations!.map(PhoneticSimilarity.coded)
                    heardCoded = .some(coded.contains { $0 == nil } ? nil : coded.map { $0! })
                }
                if let heardCoded = heardCoded!, let said = term.coded {
                    for heard in heardCoded {
                        for (phones, counts) in said {
                            let least = PhoneticSimilarity.leastPhoneDistance(heard, phones, countsOfB: counts)
                            let bound = 1 - least / Double(max(heard.count, phones.count))
                            // A pair that cannot raise the similarity past the best so far changes nothing.
                            guard bound + 1e-9 > similarity, mayWin(bound) else { continue }
                            similarity = max(similarity, PhoneticSimilarity.phones(coded: heard, phones))
                        }
                    }
                } else {
                    for heard in heardPronunciations! {
                        for said in term.pronunciations {
                            similarity = max(similarity, PhoneticSimilarity.phones(heard, said))
                        }
                    }
                }
            }
            similarity -= penalty
            if similarity >= threshold, similarity > (best?.similarity ?? -1) {
                best = Match(term: index, similarity: similarity)
            }
        }
        return best
    }

    /// The best term for exactly these words, if any is at least `threshold` similar, found by
    /// scoring every term in turn: what ``bestMatch(_:threshold:)`` must agree with.
    func exhaustiveBestMatch(_ words: ArraySlice<String>, threshold: Double) -> Match? {
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

    /// Each ASCII letter's code with how often it occurs, nil when a letter is not ASCII.
    static func asciiCounts(_ letters: String) -> [(letter: Int, count: Int)]? {
        var counts: [Int: Int] = [:]
        for letter in letters {
            guard let code = letter.asciiValue else { return nil }
            counts[Int(code), default: 0] += 1
        }
        return counts.sorted { $0.key < $1.key }.map { (letter: $0.key, count: $0.value) }
    }

    static func letters(of words: some Sequence<String>) -> String {
        String(words.joined().filter(\.isLetter))
    }
}
