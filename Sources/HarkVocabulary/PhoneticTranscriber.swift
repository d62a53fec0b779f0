/// Pronunciations for comparing words by sound: the definition files' own pronunciations first,
/// then a pronouncing dictionary, then the G2P model, then rough spelling rules — whichever is
/// available — so names can be matched however the recognizer spelled them ("key key" ≈ "kiki").
public struct PhoneticTranscriber: Sendable {
    fileprivate let dictionary: (any PronunciationLookup)?
    fileprivate let g2p: GraphemeToPhoneme?
    fileprivate let extra: [String: [[String]]]

    /// `dictionary` is CMUdict or any lookup (an `IndexedPronouncingDictionary` loads fastest);
    /// `pronunciations` maps lowercase words to ARPAbet phone strings ("K IY K IY").
    public init(
        dictionary: (any PronunciationLookup)? = nil, g2p: GraphemeToPhoneme? = nil,
        pronunciations: [String: [String]] = [:]
    ) {
        self.dictionary = dictionary
        self.g2p = g2p
        self.extra = pronunciations.mapValues { $0.map { $0.split(separator: " ").map(String.init) } }
    }

    fileprivate init(
        dictionary: (any PronunciationLookup)?, g2p: GraphemeToPhoneme?, parsedPronunciations: [String: [[String]]]
    ) {
        self.dictionary = dictionary
        self.g2p = g2p
        self.extra = parsedPronunciations
    }

    /// Spelling rules only: no data files needed.
    public static let spellingOnly = PhoneticTranscriber()

    /// Up to two pronunciations of one word, stress marks removed; never empty for a word with letters.
    public func pronunciations(of word: String) -> [[String]] {
        let lowered = word.lowercased()
        if let known = extra[lowered], !known.isEmpty { return Array(known.prefix(2)) }
        if let dictionary {
            let found = dictionary.pronunciations(of: lowered)
            if !found.isEmpty { return found.prefix(2).map { $0.phones.map(Self.withoutStress) } }
        }
        if let g2p, let best = g2p.pronunciations(for: lowered).first {
            return [best.phones.map(Self.withoutStress)]
        }
        let ruled = LetterToSoundRules.phones(of: lowered)
        return ruled.isEmpty ? [] : [ruled]
    }

    /// Pronunciations of words said one after another: every combination of the first two
    /// pronunciations of each word, at most four.
    public func pronunciations(of words: some Sequence<String>) -> [[String]] {
        Self.combined(words.lazy.map(pronunciations(of:)))
    }

    /// Words' pronunciations (each word's, in order) combined as ``pronunciations(of:)-(Sequence)``
    /// combines them: for callers that remember each word's.
    package static func combined(_ each: some Sequence<[[String]]>) -> [[String]] {
        var combined: [[String]] = [[]]
        for options in each {
            guard !options.isEmpty else { continue }
            combined = Array(combined.flatMap { prefix in options.map { prefix + $0 } }.prefix(4))
        }
        return combined.filter { !$0.isEmpty }
    }

    private static func withoutStress(_ phone: String) -> String {
        phone.last?.isNumber == true ? String(phone.dropLast()) : phone
    }
}

extension PhoneticTranscriber {
    /// A transcriber that also knows these pronunciations (lowercase word → ARPAbet strings),
    /// which take precedence over everything else.
    public func adding(pronunciations: [String: [String]]) -> PhoneticTranscriber {
        var merged = extra
        for (word, phones) in pronunciations {
            merged[word.lowercased(), default: []] += phones.map { $0.split(separator: " ").map(String.init) }
        }
        return PhoneticTranscriber(dictionary: dictionary, g2p: g2p, parsedPronunciations: merged)
    }
}
