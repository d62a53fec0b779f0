/// French number words in the traditional spelling the listener expects to read back: "vingt et
/// un", "soixante et onze", "quatre-vingts", "quatre-vingt-un", "deux cents", "deux cent un",
/// "mille", "deux mille", "deux cent mille", "deux millions".
enum FrenchNumberWords {
    private static let belowSeventeen = [
        "zéro", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix", "onze", "douze",
        "treize", "quatorze", "quinze", "seize",
    ]
    private static let tens = ["", "dix", "vingt", "trente", "quarante", "cinquante", "soixante"]
    /// Above a million the scale words are nouns: they take an "s" and let "cents"/"vingts" keep
    /// theirs ("deux cents millions").
    private static let scales: [(value: UInt64, name: String)] = [
        (1_000_000_000_000_000_000, "trillion"), (1_000_000_000_000_000, "billiard"),
        (1_000_000_000_000, "billion"), (1_000_000_000, "milliard"), (1_000_000, "million"),
    ]

    static func cardinal(_ number: Int, gender: SpokenGender = .masculine) -> String {
        let words = cardinal(magnitude: UInt64(number.magnitude), gender: gender)
        return number < 0 ? "moins \(words)" : words
    }

    private static func cardinal(magnitude: UInt64, gender: SpokenGender) -> String {
        guard magnitude > 0 else { return "zéro" }
        var rest = magnitude
        var parts: [String] = []
        for scale in scales where rest >= scale.value {
            let count = Int(rest / scale.value)
            parts.append(
                "\(belowThousand(count, gender: .masculine, beforeMille: false)) \(scale.name)\(count > 1 ? "s" : "")")
            rest %= scale.value
        }
        if rest >= 1000 {
            let count = Int(rest / 1000)
            // "mille", never "un mille"; "mille" is invariable and, being an adjective, makes
            // "cent" and "vingt" before it invariable too ("deux cent mille", "quatre-vingt mille").
            parts.append(count == 1 ? "mille" : "\(belowThousand(count, gender: .masculine, beforeMille: true)) mille")
            rest %= 1000
        }
        if rest > 0 { parts.append(belowThousand(Int(rest), gender: gender, beforeMille: false)) }
        return parts.joined(separator: " ")
    }

    /// 1…999. "cent" takes an "s" only when multiplied and last ("deux cents", "deux cent un").
    private static func belowThousand(_ number: Int, gender: SpokenGender, beforeMille: Bool) -> String {
        let hundreds = number / 100
        let rest = number % 100
        var parts: [String] = []
        if hundreds == 1 {
            parts.append("cent")
        } else if hundreds > 1 {
            parts.append("\(belowSeventeen[hundreds]) cent\(rest == 0 && !beforeMille ? "s" : "")")
        }
        if rest > 0 { parts.append(belowHundred(rest, gender: gender, beforeMille: beforeMille)) }
        return parts.joined(separator: " ")
    }

    private static func belowHundred(_ number: Int, gender: SpokenGender, beforeMille: Bool) -> String {
        switch number {
        case 1: return gender == .feminine ? "une" : "un"
        case 0..<17: return belowSeventeen[number]
        case 17..<20: return "dix-\(belowSeventeen[number - 10])"
        case 20..<70:
            let unit = number % 10
            let ten = tens[number / 10]
            if unit == 0 { return ten }
            return unit == 1
                ? "\(ten) et \(belowHundred(1, gender: gender, beforeMille: false))"
                : "\(ten)-\(belowSeventeen[unit])"
        case 70..<80:
            // Counted on from sixty: soixante-dix, soixante et onze, soixante-douze…
            let rest = number - 60
            return rest == 11
                ? "soixante et onze" : "soixante-\(belowHundred(rest, gender: gender, beforeMille: false))"
        case 80: return beforeMille ? "quatre-vingt" : "quatre-vingts"
        default:
            // Four twenties and on, never with "et": quatre-vingt-un, quatre-vingt-onze.
            return "quatre-vingt-\(belowHundred(number - 80, gender: gender, beforeMille: false))"
        }
    }

    /// Years are plain cardinals in French: "deux mille vingt-quatre", "mille neuf cent quatre-vingt-dix-neuf".
    static func year(_ year: Int) -> String {
        cardinal(year)
    }
}
