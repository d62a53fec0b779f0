import Foundation

/// How text becomes the words of a decoder dictionary and search: the spelling CMUdict and
/// PocketSphinx's dictionary use, so that a word of a grammar, of the dictionary and of the
/// transcript are the same string.
///
/// Lower case; accents folded (`Café` → `cafe`, as CMUdict spells loanwords); curly apostrophes
/// straightened. Letters, digits, apostrophes and hyphens inside a word are kept (`i'm`,
/// `ad-hoc` are CMUdict words); anything else separates words, and apostrophes or hyphens at a
/// word's edges are quotes or dashes, not part of it.
public enum DecoderSpelling {
    /// The decoder words of `text`, in order, repeats kept.
    public static func words(in text: String) -> [String] {
        let folded = text.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil).lowercased()
        var words: [String] = []
        var current = ""
        func finish() {
            let word = current.trimmingCharacters(in: edgeCharacters)
            if !word.isEmpty { words.append(word) }
            current = ""
        }
        for character in folded {
            if character.isLetter || character.isNumber || character == "-" {
                current.append(character)
            } else if apostrophes.contains(character) {
                current.append("'")
            } else {
                finish()
            }
        }
        finish()
        return words
    }

    /// Ordered distinct decoder words of all of `texts`.
    public static func distinctWords(in texts: some Sequence<String>) -> [String] {
        var seen = Set<String>()
        var result: [String] = []
        for text in texts {
            for word in words(in: text) where seen.insert(word).inserted { result.append(word) }
        }
        return result
    }

    /// Whether the G2P model can spell `word` out: only its letters, apostrophes and hyphens.
    static func isSpelledWithG2PLetters(_ word: String) -> Bool {
        word.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || $0 == "'" || $0 == "-" }
    }

    private static let apostrophes: Set<Character> = ["'", "\u{2019}", "\u{2018}", "\u{02BC}"]
    private static let edgeCharacters = CharacterSet(charactersIn: "'-")
}
