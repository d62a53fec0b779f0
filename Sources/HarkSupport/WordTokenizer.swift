/// Splits recognizer output (or any text) into the lowercase words templates are matched against.
///
/// Sphinx markers (`<s>`, `<sil>`, `[noise]`, `++um++`) and alternate-pronunciation suffixes
/// (`word(2)`) are dropped; punctuation separates words except an apostrophe inside a word, so
/// "don't" and "lulu's" stay whole and "MonkeyChat," loses its comma. ``UnknownWord/word`` stays
/// whole too.
public enum WordTokenizer {
    /// The lowercase words of `text`, Sphinx markers and alternate suffixes dropped.
    public static func words(in text: String) -> [String] {
        var words: [String] = []
        for rawToken in text.split(whereSeparator: \.isWhitespace) {
            var token = Substring(rawToken.lowercased())
            if isSphinxMarker(token) { continue }
            // The search's word for a value outside a list is one word, which a parser must see whole.
            if token == UnknownWord.word {
                words.append(UnknownWord.word)
                continue
            }
            if token.last == ")", let open = token.lastIndex(of: "("), open > token.startIndex,
                token[token.index(after: open)..<token.index(before: token.endIndex)].allSatisfy(\.isNumber)
            {
                token = token[..<open]
            }
            var current = ""
            let characters = Array(token)
            for (index, character) in characters.enumerated() {
                if character.isLetter || character.isNumber {
                    current.append(character)
                } else if character == "'" || character == "\u{2019}",
                    !current.isEmpty, index + 1 < characters.count, characters[index + 1].isLetter
                {
                    current.append("'")
                } else if !current.isEmpty {
                    words.append(current)
                    current = ""
                }
            }
            if !current.isEmpty { words.append(current) }
        }
        return words
    }

    /// The words of a name as written in a file: `coffeeDrink` → coffee, drink; `soup_size` →
    /// soup, size.
    public static func words(ofName name: String) -> [String] {
        var words: [String] = []
        var current = ""
        for character in name {
            if character.isUppercase, !current.isEmpty {
                words.append(current)
                current = ""
            }
            if character.isLetter || character.isNumber {
                current.append(Character(character.lowercased()))
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// Joins words for display, the inverse of splitting for everything `words(in:)` keeps.
    public static func text(of words: some Sequence<String>) -> String {
        words.joined(separator: " ")
    }

    private static func isSphinxMarker(_ token: Substring) -> Bool {
        if token == "<s>" || token == "</s>" || token == "<sil>" { return true }
        if token.count >= 3, token.first == "[", token.last == "]" { return true }
        if token.count >= 3, token.first == "+", token.last == "+" { return true }
        return false
    }
}
