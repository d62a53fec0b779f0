/// One word of a decoder dictionary with all its pronunciations, most authoritative first.
public struct DictionaryEntry: Hashable, Sendable {
    /// The word as the search and the transcript spell it (see `DecoderSpelling`).
    public var word: String
    /// Never empty; the first is the word's primary pronunciation.
    public var pronunciations: [SourcedPronunciation]

    /// An entry of `word` with `pronunciations`, primary first; the list must not be empty.
    public init(word: String, pronunciations: [SourcedPronunciation]) {
        self.word = word
        self.pronunciations = pronunciations
    }

    /// The dictionary spelling of the `index`-th pronunciation (0-based): `word`, then `word(2)`,
    /// `word(3)`, … as PocketSphinx and CMUdict number alternates.
    public func spelling(ofAlternate index: Int) -> String {
        index == 0 ? word : "\(word)(\(index + 1))"
    }

    /// What to hand `ps_add_word` one by one: each alternate's spelling and its phones joined by
    /// spaces.
    public var decoderWords: [(word: String, phones: String)] {
        pronunciations.enumerated().map { (spelling(ofAlternate: $0.offset), $0.element.pronunciation.description) }
    }

    /// The entry's lines of a Sphinx `.dict` file, e.g. `read R IY D` and `read(2) R EH D`.
    public var sphinxLines: [String] {
        decoderWords.map { "\($0.word) \($0.phones)" }
    }
}
