/// Spells numbers as English words, the way a recognizer's dictionary writes them, so that "10" in a
/// reference and "ten" in a hypothesis score as the same word.
///
/// American style without "and" or hyphens ("one hundred twenty three"), because CMU-style
/// dictionaries hold the words separately and hyphens are separators for scoring anyway.
public enum NumberSpeller {
    /// The numbers spelled as a whole; anything larger is read digit by digit (see ``digits(_:)``).
    public static let range: ClosedRange<Int> = 0...999_999

    private static let units = [
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
        "nineteen",
    ]
    private static let tens = [
        "", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety",
    ]
    /// Ordinals that are not the cardinal plus "th".
    private static let irregularOrdinals = [
        "one": "first", "two": "second", "three": "third", "five": "fifth", "eight": "eighth",
        "nine": "ninth", "twelve": "twelfth",
    ]

    /// "123" → "one hundred twenty three"; nil outside ``range``.
    public static func cardinal(_ number: Int) -> String? {
        guard range.contains(number) else { return nil }
        return cardinalWords(number).joined(separator: " ")
    }

    /// 21 → "twenty first", 100 → "one hundredth"; nil outside ``range``.
    public static func ordinal(_ number: Int) -> String? {
        guard range.contains(number) else { return nil }
        var words = cardinalWords(number)
        words[words.count - 1] = ordinalForm(of: words[words.count - 1])
        return words.joined(separator: " ")
    }

    /// Reads a digit string one digit at a time: "007" → "zero zero seven". Used for numbers with
    /// leading zeros or beyond ``range``, which people read that way (codes, phone numbers).
    public static func digits(_ digits: some StringProtocol) -> String {
        digits.compactMap { $0.wholeNumberValue }.map { units[$0] }.joined(separator: " ")
    }

    private static func cardinalWords(_ number: Int) -> [String] {
        if number < 20 { return [units[number]] }
        if number < 100 {
            let rest = number % 10
            return [tens[number / 10]] + (rest == 0 ? [] : [units[rest]])
        }
        if number < 1_000 {
            let rest = number % 100
            return [units[number / 100], "hundred"] + (rest == 0 ? [] : cardinalWords(rest))
        }
        let rest = number % 1_000
        return cardinalWords(number / 1_000) + ["thousand"] + (rest == 0 ? [] : cardinalWords(rest))
    }

    private static func ordinalForm(of word: String) -> String {
        if let irregular = irregularOrdinals[word] { return irregular }
        if word.hasSuffix("y") { return word.dropLast() + "ieth" }
        return word + "th"
    }
}
