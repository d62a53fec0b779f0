/// American English number words, spaced rather than hyphenated ("twenty one", "one hundred five")
/// since the text is read aloud and a hyphen adds nothing a listener hears.
enum EnglishNumberWords {
    private static let belowTwenty = [
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
        "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
    ]
    private static let tens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
    private static let scales: [(value: UInt64, name: String)] = [
        (1_000_000_000_000_000_000, "quintillion"), (1_000_000_000_000_000, "quadrillion"),
        (1_000_000_000_000, "trillion"), (1_000_000_000, "billion"), (1_000_000, "million"), (1_000, "thousand"),
    ]

    static func cardinal(_ number: Int) -> String {
        let words = cardinal(magnitude: UInt64(number.magnitude))
        return number < 0 ? "minus \(words)" : words
    }

    private static func cardinal(magnitude: UInt64) -> String {
        guard magnitude > 0 else { return "zero" }
        var rest = magnitude
        var parts: [String] = []
        for scale in scales where rest >= scale.value {
            parts.append("\(belowThousand(Int(rest / scale.value))) \(scale.name)")
            rest %= scale.value
        }
        if rest > 0 { parts.append(belowThousand(Int(rest))) }
        return parts.joined(separator: " ")
    }

    /// 1…999: "one hundred five" — the American form, without "and".
    private static func belowThousand(_ number: Int) -> String {
        var parts: [String] = []
        if number >= 100 { parts.append("\(belowTwenty[number / 100]) hundred") }
        let rest = number % 100
        if rest > 0 { parts.append(belowHundred(rest)) }
        return parts.joined(separator: " ")
    }

    private static func belowHundred(_ number: Int) -> String {
        if number < 20 { return belowTwenty[number] }
        let unit = number % 10
        return unit == 0 ? tens[number / 10] : "\(tens[number / 10]) \(belowTwenty[unit])"
    }

    /// "first", "second", "twenty third", "thirtieth": the cardinal with its last word turned.
    static func ordinal(_ number: Int) -> String {
        var words = cardinal(number).split(separator: " ").map(String.init)
        let last = words.removeLast()
        let irregular = [
            "one": "first", "two": "second", "three": "third", "five": "fifth", "eight": "eighth", "nine": "ninth",
            "twelve": "twelfth",
        ]
        let turned: String
        if let word = irregular[last] {
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
    static func year(_ year: Int) -> String {
        guard (1100...9999).contains(year), !(2000...2009).contains(year), year % 1000 != 0 else {
            return cardinal(year)
        }
        let century = belowHundred(year / 100)
        let rest = year % 100
        switch rest {
        case 0: return "\(century) hundred"
        case 1..<10: return "\(century) oh \(belowTwenty[rest])"
        default: return "\(century) \(belowHundred(rest))"
        }
    }
}
