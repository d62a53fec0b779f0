/// Reads spoken durations — "ten minutes", "an hour and a half", "half an hour", "two hours and
/// fifteen minutes", "ninety seconds" — into ISO 8601 durations ("PT1H30M").
public enum SpokenDurationParser {
    static let unitSeconds: [String: Double] = [
        "second": 1, "seconds": 1, "minute": 60, "minutes": 60, "hour": 3_600, "hours": 3_600,
        "day": 86_400, "days": 86_400, "week": 604_800, "weeks": 604_800,
    ]

    /// The duration in seconds, or nil unless all the words are part of it.
    public static func seconds(of words: some Collection<String>) -> Double? {
        let words = Array(words)
        guard !words.isEmpty else { return nil }
        // "half an hour", "half a minute"
        if words.count == 3, words[0] == "half", ["a", "an"].contains(words[1]), let unit = unitSeconds[words[2]] {
            return unit / 2
        }
        var total = 0.0
        var index = 0
        var components = 0
        while index < words.count {
            if components > 0, words[index] == "and" { index += 1 }
            // The amount runs up to the unit word.
            guard let unitIndex = words[index...].firstIndex(where: { unitSeconds[$0] != nil }) else { return nil }
            let amountWords = words[index..<unitIndex]
            let unit = unitSeconds[words[unitIndex]]!
            var amount: Double
            if amountWords.count == 1, ["a", "an"].contains(amountWords.first!) {
                amount = 1
            } else if amountWords.count >= 3, Array(amountWords.suffix(3)) == ["and", "a", "half"],
                let whole = SpokenNumberParser.value(of: amountWords.dropLast(3))
            {
                amount = whole + 0.5
            } else if let value = SpokenNumberParser.value(of: amountWords) {
                amount = value
            } else {
                return nil
            }
            index = unitIndex + 1
            // "an hour and a half"
            if index + 3 <= words.count, Array(words[index..<index + 3]) == ["and", "a", "half"] {
                amount += 0.5
                index += 3
            }
            total += amount * unit
            components += 1
        }
        return components > 0 ? total : nil
    }

    /// ISO 8601: "PT1H30M", "P2D", "PT45S"; "PT0S" for zero.
    public static func iso8601(seconds: Double) -> String {
        var remaining = Int(seconds.rounded())
        let days = remaining / 86_400
        remaining %= 86_400
        let hours = remaining / 3_600
        remaining %= 3_600
        let minutes = remaining / 60
        let secondsPart = remaining % 60
        var text = "P"
        if days > 0 { text += "\(days)D" }
        if hours > 0 || minutes > 0 || secondsPart > 0 {
            text += "T"
            if hours > 0 { text += "\(hours)H" }
            if minutes > 0 { text += "\(minutes)M" }
            if secondsPart > 0 { text += "\(secondsPart)S" }
        }
        return text == "P" ? "PT0S" : text
    }
}
