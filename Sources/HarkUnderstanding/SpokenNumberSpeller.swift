/// Spells whole numbers as words ("one hundred twenty three"), for training sentences that need
/// spoken numbers; the inverse of ``SpokenNumberParser`` on 0…999,999.
enum SpokenNumberSpeller {
    private static let units = [
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
        "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
    ]
    private static let tens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]

    static func words(_ number: Int) -> [String] {
        precondition((0...999_999).contains(number), "out of range: \(number)")
        if number < 20 { return [units[number]] }
        if number < 100 { return [tens[number / 10]] + (number % 10 == 0 ? [] : [units[number % 10]]) }
        if number < 1_000 {
            return [units[number / 100], "hundred"] + (number % 100 == 0 ? [] : words(number % 100))
        }
        return words(number / 1_000) + ["thousand"] + (number % 1_000 == 0 ? [] : words(number % 1_000))
    }
}
