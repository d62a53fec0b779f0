/// Anything that can say how a word is pronounced: the decoder-dictionary builder looks words up
/// through this, so it takes either a parsed `PronouncingDictionary` or the faster-loading
/// `IndexedPronouncingDictionary`.
public protocol PronunciationLookup: Sendable {
    /// Every pronunciation of `word`, primary first; empty when the word is not listed.
    func pronunciations(of word: String) -> [Pronunciation]
}

extension PronouncingDictionary: PronunciationLookup {}
