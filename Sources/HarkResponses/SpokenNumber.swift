import HarkDefinitions
import HarkSupport

/// Whole numbers as words, the way a person says them, for the whole `Int` range: a count is
/// short enough spelt out even when large ("two million"), and digits would be markup to a voice.
public struct SpokenNumber: Sendable, Hashable {
    /// The language the numbers are said in.
    public let language: ResponseLanguage

    /// Numbers said in `language`.
    public init(language: ResponseLanguage) {
        self.language = language
    }

    /// "twenty one" / "vingt et un" (or "vingt et une" agreeing with a feminine noun).
    public func cardinal(_ number: Int, gender: SpokenGender = .masculine) -> String {
        switch language {
        case .englishUS: return EnglishNumberWords.cardinal(number)
        case .frenchFrance: return FrenchNumberWords.cardinal(number, gender: gender)
        }
    }

    /// A calendar year: "twenty twenty four" / "deux mille vingt-quatre".
    public func year(_ year: Int) -> String {
        switch language {
        case .englishUS: return EnglishNumberWords.year(year)
        case .frenchFrance: return FrenchNumberWords.year(year)
        }
    }
}
