/// Reads numbers said in words — "twenty five", "a hundred and five", "three point five",
/// "two thousand twenty" — or written in digits, as recognizers sometimes output them.
public enum SpokenNumberParser {
    static let units: [String: Int] = [
        "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
        "nine": 9,
    ]
    static let teens: [String: Int] = [
        "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
        "seventeen": 17, "eighteen": 18, "nineteen": 19,
    ]
    static let tens: [String: Int] = [
        "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90,
    ]
    static let scales: [String: Int] = ["hundred": 100, "thousand": 1_000, "million": 1_000_000]
    static let ordinalUnits: [String: Int] = [
        "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
        "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13, "fourteenth": 14,
        "fifteenth": 15, "sixteenth": 16, "seventeenth": 17, "eighteenth": 18, "nineteenth": 19, "twentieth": 20,
        "thirtieth": 30,
    ]

    /// The number the words say, or nil unless all of them are part of it.
    public static func value(of words: some Collection<String>) -> Double? {
        let words = Array(words)
        guard !words.isEmpty else { return nil }
        if words.count == 1, let digits = Double(words[0]), words[0].first?.isNumber == true { return digits }
        if let point = words.firstIndex(of: "point") {
            guard let whole = integer(words[..<point]), point + 1 < words.count else { return nil }
            var fraction = ""
            for word in words[(point + 1)...] {
                guard let digit = units[word] else { return nil }
                fraction += String(digit)
            }
            return Double("\(whole).\(fraction)")
        }
        return integer(words[...]).map(Double.init)
    }

    /// Whole numbers: units, teens, tens, and the scales hundred, thousand, million, with an
    /// optional "and" after a scale and "a"/"an" for one before a scale ("a hundred").
    static func integer(_ words: ArraySlice<String>) -> Int? {
        guard !words.isEmpty else { return nil }
        if words.count == 1, let digits = Int(words.first!) { return digits }
        if words == ["dozen"] { return nil }
        var total = 0
        var group = 0
        // What the previous word was, to refuse "five five" or "twenty thirty".
        enum Previous { case none, unit, teen, ten, scale, and }
        var previous = Previous.none
        var index = words.startIndex
        while index < words.endIndex {
            let word = words[index]
            defer { index += 1 }
            if (word == "a" || word == "an"), previous == .none, index + 1 < words.endIndex,
                scales[words[index + 1]] != nil || words[index + 1] == "dozen"
            {
                group = 1
                previous = .unit
                continue
            }
            if let value = units[word] {
                guard previous == .none || previous == .ten || previous == .scale || previous == .and else {
                    return nil
                }
                if value == 0 && previous != .none { return nil }
                group += value
                previous = .unit
            } else if let value = teens[word] {
                guard previous == .none || previous == .scale || previous == .and else { return nil }
                group += value
                previous = .teen
            } else if let value = tens[word] {
                guard previous == .none || previous == .scale || previous == .and else { return nil }
                group += value
                previous = .ten
            } else if word == "dozen" {
                guard previous == .unit || previous == .teen || previous == .ten else { return nil }
                group *= 12
                previous = .scale
            } else if let scale = scales[word] {
                // "five hundred thousand": a larger scale may follow "hundred".
                let afterHundred = previous == .scale && scale > 100 && group > 0 && group % 100 == 0
                guard previous == .unit || previous == .teen || previous == .ten || afterHundred else { return nil }
                if scale == 100 {
                    guard group < 100 else { return nil }
                    group *= 100
                } else {
                    total += group * scale
                    group = 0
                }
                previous = .scale
            } else if word == "and" {
                guard previous == .scale, index + 1 < words.endIndex else { return nil }
                previous = .and
            } else {
                return nil
            }
        }
        guard previous != .and else { return nil }
        return total + group
    }

    /// Ordinals for dates: "third", "twenty first", "3rd", "22nd".
    public static func ordinal(of words: some Collection<String>) -> Int? {
        let words = Array(words)
        guard let last = words.last else { return nil }
        if words.count == 1 {
            let digits = last.prefix { $0.isNumber }
            let suffix = last.dropFirst(digits.count)
            if !digits.isEmpty, ["st", "nd", "rd", "th"].contains(String(suffix)) { return Int(digits) }
        }
        guard let unit = ordinalUnits[last] else { return nil }
        if words.count == 1 { return unit }
        guard unit < 10, let prefix = integer(words.dropLast()[...]), prefix % 10 == 0, prefix >= 20 else { return nil }
        return prefix + unit
    }

    /// "25", or "3.5" — the form a parameter value takes.
    static func canonical(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
