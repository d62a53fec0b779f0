/// American English number words, spaced rather than hyphenated ("twenty one", "one hundred five")
/// and without "and": the form spoken responses read aloud, training sentences say and CMU-style
/// dictionaries hold word by word, so that "10" in a reference and "ten" in a hypothesis score as
/// the same word.
public enum EnglishNumberWords {
    private static let belowTwenty = [
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
        "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
    ]
    private static let tens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
    private static let scales: [(value: UInt64, name: String)] = [
        (1_000_000_000_000_000_000, "quintillion"), (1_000_000_000_000_000, "quadrillion"),
        (1_000_000_000_000, "trillion"), (1_000_000_000, "billion"), (1_000_000, "million"), (1_000, "thousand"),
    ]
    /// Ordinals that are not the cardinal plus "th" (or "y" turned into "ieth").
    private static let irregularOrdinals = [
        "one": "first", "two": "second", "three": "third", "five": "fifth", "eight": "eighth", "nine": "ninth",
        "twelve": "twelfth",
    ]

    /// "one hundred twenty three", "minus five", "two billion".
    public static func cardinal(_ number: Int) -> String {
        cardinalWords(number).joined(separator: " ")
    }

    /// The cardinal's words: ["one", "hundred", "twenty", "three"].
    public static func cardinalWords(_ number: Int) -> [String] {
        let words = words(magnitude: UInt64(number.magnitude))
        return number < 0 ? ["minus"] + words : words
    }

    /// "first", "second", "twenty third", "thirtieth", "one hundredth": the cardinal with its last
    /// word turned.
    public static func ordinal(_ number: Int) -> String {
        var words = cardinalWords(number)
        let last = words.removeLast()
        let turned: String
        if let word = irregularOrdinals[last] {
            turned = word
        } else if last.hasSuffix("y") {
            turned = last.dropLast() + "ieth"
        } else {
            turned = last + "th"
        }
        return (words + [turned]).joined(separator: " ")
    }

    /// Years the way they are said: "nineteen ninety nine", "nineteen oh five", "nineteen hundred",
    /// "two thousand five", "twenty twenty four".
    public static func year(_ year: Int) -> String {
        guard (1100...9999).contains(year), !(2000...2009).contains(year), year % 1000 != 0 else {
            return cardinal(year)
        }
        let century = belowHundred(year / 100).joined(separator: " ")
        let rest = year % 100
        switch rest {
        case 0: return "\(century) hundred"
        case 1..<10: return "\(century) oh \(belowTwenty[rest])"
        default: return "\(century) \(belowHundred(rest).joined(separator: " "))"
        }
    }

    /// A digit string read one digit at a time: "007" → "zero zero seven", as people read codes and
    /// phone numbers. Anything but digits is skipped.
    public static func digits(_ digits: some StringProtocol) -> String {
        digits.compactMap { $0.wholeNumberValue }.map { belowTwenty[$0] }.joined(separator: " ")
    }

    private static func words(magnitude: UInt64) -> [String] {
        guard magnitude > 0 else { return ["zero"] }
        var rest = magnitude
        var words: [String] = []
        for scale in scales where rest >= scale.value {
            words += belowThousand(Int(rest / scale.value)) + [scale.name]
            rest %= scale.value
        }
        if rest > 0 { words += belowThousand(Int(rest)) }
        return words
    }

    /// 1…999: "one hundred five", the American form, without "and".
    private static func belowThousand(_ number: Int) -> [String] {
        var words: [String] = []
        if number >= 100 { words += [belowTwenty[number / 100], "hundred"] }
        let rest = number % 100
        if rest > 0 { words += belowHundred(rest) }
        return words
    }

    /// 1…99.
    private static func belowHundred(_ number: Int) -> [String] {
        if number < 20 { return [belowTwenty[number]] }
        let unit = number % 10
        return unit == 0 ? [tens[number / 10]] : [tens[number / 10], belowTwenty[unit]]
    }
}
