/// A plain-text table with aligned columns, for terminals and logs: text columns left-aligned,
/// numbers right-aligned so their digits line up.
struct TextTable {
    enum Alignment {
        case left, right
    }

    var columns: [(title: String, alignment: Alignment)]
    var rows: [[String]] = []

    init(_ columns: [(title: String, alignment: Alignment)]) {
        self.columns = columns
    }

    mutating func append(_ row: [String]) {
        rows.append(row)
    }

    /// Header, a rule of dashes, then the rows; every line indented by `indent` spaces.
    func rendered(indent: Int = 2) -> String {
        let widths = columns.indices.map { column in
            ([columns[column].title] + rows.map { $0[column] }).map(\.count).max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            let padded = cells.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return columns[column].alignment == .left ? cell + padding : padding + cell
            }
            var text = String(repeating: " ", count: indent) + padded.joined(separator: "  ")
            while text.last == " " { text.removeLast() }
            return text
        }
        let rule = widths.map { String(repeating: "-", count: $0) }
        return ([line(columns.map(\.title)), line(rule)] + rows.map(line)).joined(separator: "\n")
    }
}
