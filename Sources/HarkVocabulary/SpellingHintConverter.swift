/// Turns a SiriKit "sounds like" pronunciation hint into phones, with the G2P model.
///
/// A hint is written as chunks a reader sounds out one after another ("ba nana ri fic", "shiv
/// awn", "eye toons"). Measured on 22 hand-transcribed hints (`SpellingHintConverterTests`), the
/// phone error rate against what the hint's author meant was:
///
/// | method | PER | exact |
/// | --- | --- | --- |
/// | G2P on each chunk, phones concatenated | 7.0 % | 13/22 |
/// | CMUdict's first pronunciation of each chunk, else G2P | 11.6 % | 11/22 |
/// | G2P on the chunks written together ("bananarific") | 10.1 % | 14/22 |
/// | ignoring the hint: G2P on the word's spelling | 27.1 % | 7/22 |
///
/// CMUdict does worse than G2P on chunks because short chunks are so often abbreviations or
/// letters there ("ba" is `B IY EY` first, "chi" is `K AY`). Chunk-by-chunk and joined G2P err on
/// different hints, so both are kept (one PocketSphinx alternate more): the better of the two is
/// 3.9 % PER, 17/22 exact. Joining only makes sense for a one-word term; a phrase's hint would run
/// its words together.
public struct SpellingHintConverter: Sendable {
    /// The model that sounds the chunks out.
    public let g2p: GraphemeToPhoneme

    /// A converter sounding hints out with `g2p`.
    public init(g2p: GraphemeToPhoneme) {
        self.g2p = g2p
    }

    /// Pronunciations of `hint`, best first, distinct: chunk by chunk, then (for a one-word term)
    /// the chunks joined. Empty when the hint has no letters G2P can sound out.
    public func pronunciations(of hint: String, singleWord: Bool) -> [Pronunciation] {
        let chunks = DecoderSpelling.words(in: hint).filter(DecoderSpelling.isSpelledWithG2PLetters)
        guard !chunks.isEmpty else { return [] }
        var phones: [String] = []
        for chunk in chunks {
            guard let chunkPhones = g2p.pronunciations(for: chunk).first?.phones else { return [] }
            phones += chunkPhones
        }
        var result = [Pronunciation(phones: phones)]
        if singleWord, chunks.count > 1, let joined = g2p.pronunciations(for: chunks.joined()).first?.pronunciation,
            joined != result[0]
        {
            result.append(joined)
        }
        return result
    }
}
