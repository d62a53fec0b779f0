import HarkDefinitions
import HarkSupport

/// Spells numbers the way a recognizer's dictionary writes them, so that "10" in a reference and
/// "ten" in a hypothesis score as the same word: `EnglishNumberWords` within ``range``, digit by
/// digit beyond it.
public enum NumberSpeller {
    /// The numbers spelled as a whole; anything larger is read digit by digit (see ``digits(_:)``).
    public static let range: ClosedRange<Int> = 0...999_999

    /// "123" → "one hundred twenty three"; nil outside ``range``.
    public static func cardinal(_ number: Int) -> String? {
        range.contains(number) ? EnglishNumberWords.cardinal(number) : nil
    }

    /// 21 → "twenty first", 100 → "one hundredth"; nil outside ``range``.
    public static func ordinal(_ number: Int) -> String? {
        range.contains(number) ? EnglishNumberWords.ordinal(number) : nil
    }

    /// Reads a digit string one digit at a time: "007" → "zero zero seven". Used for numbers with
    /// leading zeros or beyond ``range``, which people read that way (codes, phone numbers).
    public static func digits(_ digits: some StringProtocol) -> String {
        EnglishNumberWords.digits(digits)
    }
}
