/// An alignment as two lines of text in the style of NIST sclite, so a column of the reference
/// sits above the hypothesis word it was aligned with:
///
///     REF: go FORWARD  *** meters
///     HYP: go FORWARDS TEN meters
///
/// Correct words are lowercase, words in error are uppercase, and the missing side of a deletion
/// or insertion is a run of asterisks as wide as the column.
public struct AlignmentText: Codable, Hashable, Sendable {
    /// The reference line, without the `REF: ` label.
    public var reference: String
    /// The hypothesis line, without the `HYP: ` label.
    public var hypothesis: String

    public init(reference: String, hypothesis: String) {
        self.reference = reference
        self.hypothesis = hypothesis
    }

    public init(_ alignment: WordAlignment) {
        var referenceColumns: [String] = []
        var hypothesisColumns: [String] = []
        for step in alignment.steps {
            let isError = step.kind != .match
            let referenceWord = step.reference.map { isError ? $0.uppercased() : $0 }
            let hypothesisWord = step.hypothesis.map { isError ? $0.uppercased() : $0 }
            let width = max(referenceWord?.count ?? 0, hypothesisWord?.count ?? 0)
            referenceColumns.append(Self.cell(referenceWord, width: width))
            hypothesisColumns.append(Self.cell(hypothesisWord, width: width))
        }
        reference = Self.joined(referenceColumns)
        hypothesis = Self.joined(hypothesisColumns)
    }

    /// Both lines with their labels, separated by a newline.
    public var labeled: String { "REF: \(reference)\nHYP: \(hypothesis)" }

    private static func cell(_ word: String?, width: Int) -> String {
        guard let word else { return String(repeating: "*", count: width) }
        return word + String(repeating: " ", count: width - word.count)
    }

    /// Joins the columns, dropping the padding after the last one.
    private static func joined(_ columns: [String]) -> String {
        var line = columns.joined(separator: " ")
        while line.last == " " { line.removeLast() }
        return line
    }
}
