import Foundation

/// The dictionary one decoder search needs: its words with their pronunciations, and the words no
/// pronunciation could be found for (which the search must leave out or the decoder will refuse).
public struct DecoderDictionary: Hashable, Sendable {
    /// In the order the words were first asked for.
    public var entries: [DictionaryEntry]
    /// Words with no pronunciation at all: not in CMUdict, no custom pronunciation, and not
    /// spellable by G2P (digits, non-Latin letters) or no G2P model given.
    public var unpronounceableWords: [String]

    /// A dictionary of `entries` and the words left out.
    public init(entries: [DictionaryEntry], unpronounceableWords: [String]) {
        self.entries = entries
        self.unpronounceableWords = unpronounceableWords
    }

    /// The entry of `word` (spelled as the search spells it); nil when it has none.
    public func entry(for word: String) -> DictionaryEntry? {
        entries.first { $0.word == word }
    }

    /// The dictionary as a Sphinx `.dict` file (what `-dict` reads).
    public var sphinxText: String {
        entries.flatMap(\.sphinxLines).map { $0 + "\n" }.joined()
    }

    /// Writes `sphinxText` atomically: a decoder starting meanwhile reads the old file or the new
    /// one, never a partial one.
    public func write(to url: URL) throws(DecoderDictionaryError) {
        do {
            try Data(sphinxText.utf8).write(to: url, options: .atomic)
        } catch {
            throw DecoderDictionaryError(word: url.path, problem: .unwritable(error.localizedDescription))
        }
    }
}
