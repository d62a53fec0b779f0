import Foundation

/// A pronunciation supplied for a term (a word or a phrase) rather than looked up: explicit
/// ARPAbet phones, or a SiriKit "sounds like" hint.
public struct CustomPronunciation: Hashable, Sendable {
    /// How the pronunciation is given: phones, or a spelling to sound out.
    public enum Form: Hashable, Sendable {
        /// ARPAbet phones, upper case, stress digits removed.
        case phones([String])
        /// A "sounds like" spelling, e.g. "ba nana ri fic" for Bananarific, "eye toons" for iTunes.
        case spellingHint(String)
    }

    /// The word or phrase as spelled in the vocabulary, e.g. "Monkey Mile".
    public var term: String
    /// The phones, or the hint to sound out.
    public var form: Form

    /// A pronunciation of `term` given as `form`.
    public init(term: String, form: Form) {
        self.term = term
        self.form = form
    }

    /// Explicit phones, written as CMUdict writes them: `"B AH0 N AE1 N AH0"` or `"b ah n ae n ah"`.
    /// Case is ignored and CMUdict's stress digits are dropped, since the acoustic model has none.
    public init(term: String, phones: String) {
        self.init(term: term, form: .phones(Self.phones(in: phones)))
    }

    /// A "sounds like" hint for `term`, e.g. "ba nana ri fic"; the G2P model turns it into phones when the dictionary
    /// is built.
    public init(term: String, spellingHint: String) {
        self.init(term: term, form: .spellingHint(spellingHint))
    }

    /// Reads a `VocabularyItemPronunciation` value. Apple's files hold "sounds like" hints; Hark
    /// also accepts explicit phones between slashes, the convention for phonemic transcription
    /// (`/M AH NG K IY M OW JH IY/`), which no "sounds like" spelling contains.
    public init(term: String, vocabularyItemPronunciation text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.count >= 2, trimmed.hasPrefix("/"), trimmed.hasSuffix("/") {
            self.init(term: term, phones: String(trimmed.dropFirst().dropLast()))
        } else {
            self.init(term: term, spellingHint: trimmed)
        }
    }

    private static func phones(in text: String) -> [String] {
        text.split(whereSeparator: \.isWhitespace).map { token in
            var phone = token.uppercased()
            if let last = phone.last, "012".contains(last), phone.count > 1 { phone.removeLast() }
            return phone
        }
    }
}
