/// Joins items the way they are said: one item is itself, two are "A or B", more are
/// "A, B, or C" — with the serial comma in American English, without it in French ("A, B ou C").
public struct SpokenList: Sendable, Hashable {
    /// The language whose conjunctions and commas are used.
    public let language: ResponseLanguage

    /// Lists said in `language`.
    public init(language: ResponseLanguage) {
        self.language = language
    }

    /// The joined items; empty when there are none.
    public func spoken(_ items: [String], conjunction: SpokenConjunction) -> String {
        guard let last = items.last else { return "" }
        guard items.count > 1 else { return last }
        let word = self.word(conjunction)
        let leading = items.dropLast()
        if leading.count == 1 { return "\(leading[0]) \(word) \(last)" }
        let serialComma = language == .englishUS ? "," : ""
        return leading.joined(separator: ", ") + "\(serialComma) \(word) \(last)"
    }

    private func word(_ conjunction: SpokenConjunction) -> String {
        switch (language, conjunction) {
        case (.englishUS, .and): return "and"
        case (.englishUS, .or): return "or"
        case (.frenchFrance, .and): return "et"
        case (.frenchFrance, .or): return "ou"
        }
    }
}
