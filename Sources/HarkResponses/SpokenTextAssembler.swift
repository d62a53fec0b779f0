/// Puts a rendered template together and tidies it into text a voice can read:
///
/// - runs of whitespace become one space, and the space left by an empty optional placeholder
///   disappears, also before punctuation ("messages ." → "messages.");
/// - in `.sentences` mode the first letter of every sentence is capitalized and the text ends
///   with sentence punctuation. A sentence ends at `.`, `?` or `!` *in the template's own text*
///   followed by a space — never at a period inside an argument ("p.m.", "Jr.");
/// - French typography: a narrow no-break space (U+202F) before `?`, `!`, `:`, `;` and `»` and
///   after `«`, whatever spacing the template wrote; "de"/"que" before an argument starting with
///   a vowel elide ("d'Alice", "qu'Alice").
///
/// Arguments are tidied for whitespace only: their punctuation is the user's.
struct SpokenTextAssembler {
    enum Mode {
        /// A whole response: capitalized sentences with final punctuation.
        case sentences
        /// A fragment to be put inside another response (attribute words): as written.
        case phrase
    }

    static let narrowNoBreakSpace: Character = "\u{202F}"

    let language: ResponseLanguage
    let mode: Mode
    private var text = ""
    private var pendingSpace = false
    /// After a French "«": the spacing is already written.
    private var suppressSpace = false
    /// A literal sentence terminator was the last mark written.
    private var afterTerminator = false
    private var atSentenceStart: Bool

    init(language: ResponseLanguage, mode: Mode) {
        self.language = language
        self.mode = mode
        self.atSentenceStart = mode == .sentences
    }

    mutating func append(literal: String) {
        for character in literal {
            if character.isWhitespace {
                if afterTerminator { atSentenceStart = mode == .sentences }
                pendingSpace = !suppressSpace
                continue
            }
            if character == ".", text.last == "." {
                // "p.m." before the template's period: one period is enough, and it still ends
                // the sentence.
                pendingSpace = false
                afterTerminator = true
                continue
            }
            switch (language, character) {
            case (_, "."), (_, ","), (.englishUS, "?"), (.englishUS, "!"), (.englishUS, ":"), (.englishUS, ";"):
                pendingSpace = false
                emit(character)
            case (.frenchFrance, "?"), (.frenchFrance, "!"), (.frenchFrance, ":"), (.frenchFrance, ";"),
                (.frenchFrance, "»"):
                pendingSpace = false
                trimTrailingSpace()
                text.append(Self.narrowNoBreakSpace)
                emit(character)
            case (.frenchFrance, "«"):
                flushSpace()
                emit(character)
                text.append(Self.narrowNoBreakSpace)
                suppressSpace = true
                continue
            default:
                flushSpace()
                emit(character)
            }
            suppressSpace = false
            if ".?!".contains(character) {
                afterTerminator = true
            } else if character.isLetter || character.isNumber {
                afterTerminator = false
            }
        }
    }

    mutating func append(argument: String) {
        let words = argument.split(whereSeparator: \.isWhitespace)
        guard let first = words.first?.first else { return }
        if pendingSpace && language == .frenchFrance && Self.startsWithVowel(first) && elideBeforeVowel() {
            pendingSpace = false
        }
        flushSpace()
        suppressSpace = false
        for (index, word) in words.enumerated() {
            if index > 0 { text.append(" ") }
            for character in word {
                emit(character)
                if character.isLetter || character.isNumber { afterTerminator = false }
            }
        }
    }

    /// The finished text.
    func result() -> String {
        var result = text
        while let last = result.last, last.isWhitespace { result.removeLast() }
        guard mode == .sentences, !result.isEmpty else { return result }
        let closing: Set<Character> = ["'", "\"", "»", ")", "\u{2019}", "\u{201D}", Self.narrowNoBreakSpace]
        let lastMark = result.last { !closing.contains($0) }
        if let lastMark, !".?!".contains(lastMark) { result.append(".") }
        return result
    }

    private mutating func emit(_ character: Character) {
        if atSentenceStart && character.isLetter {
            text += character.uppercased()
            atSentenceStart = false
        } else {
            if character.isNumber { atSentenceStart = false }
            text.append(character)
        }
    }

    private mutating func flushSpace() {
        if pendingSpace && !text.isEmpty && !suppressSpace { text.append(" ") }
        pendingSpace = false
    }

    private mutating func trimTrailingSpace() {
        while let last = text.last, last.isWhitespace { text.removeLast() }
    }

    /// Turns a final "de" or "que" into "d'" / "qu'"; false when the text does not end so.
    private mutating func elideBeforeVowel() -> Bool {
        for word in ["de", "que"] {
            guard text.lowercased().hasSuffix(word) else { continue }
            // A whole word: "de", not the end of "monde".
            if let before = text.dropLast(word.count).last, !before.isWhitespace, before != "'" { continue }
            text.removeLast()
            text.append("'")
            return true
        }
        return false
    }

    private static func startsWithVowel(_ character: Character) -> Bool {
        let lower = character.lowercased()
        return lower.count == 1 && "aeiouyàâäéèêëîïôöùûüÿæœ".contains(lower.first!)
    }
}
