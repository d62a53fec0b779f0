/// Reads the ISO 8601 durations the parser writes for spoken durations (`PT1H30M`, `PT45S`, `P2D`).
enum ISO8601Duration {
    static func seconds(_ text: String) -> Double? {
        guard text.hasPrefix("P"), text.count > 1 else { return nil }
        var total = 0.0
        var number = ""
        var inTime = false
        for character in text.dropFirst() {
            switch character {
            case "T": inTime = true
            case "0"..."9", ".": number.append(character)
            default:
                guard let value = Double(number) else { return nil }
                number = ""
                switch (character, inTime) {
                case ("W", false): total += value * 604_800
                case ("D", false): total += value * 86_400
                case ("H", true): total += value * 3600
                case ("M", true): total += value * 60
                case ("S", true): total += value
                default: return nil
                }
            }
        }
        return number.isEmpty ? total : nil
    }
}
