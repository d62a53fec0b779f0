/// A confusion matrix as an inline SVG grid: reference labels down the side, hypothesis labels
/// across the top, the count written in every cell. Shading is the share of the row (so a rare
/// intent's confusions are as visible as a common one's): green on the diagonal, where answers are
/// right, red off it.
struct SVGHeatMap {
    var title: String
    var matrix: ConfusionMatrix

    private let cell = 38.0

    func rendered() -> String {
        let rows = matrix.referenceLabels
        let columns = matrix.hypothesisLabels
        let characterWidth = 7.2
        let left = Double(max(9, rows.map(\.count).max() ?? 0)) * characterWidth + 28
        // Column labels are turned 45°, so their length sets the height of the top margin.
        let top = Double(max(10, columns.map(\.count).max() ?? 0)) * characterWidth * 0.72 + 34
        // The last column's label leans right, past the grid.
        let overhang = Double(columns.last?.count ?? 0) * characterWidth * 0.72
        let width = left + Double(columns.count) * cell + max(16, overhang)
        let height = top + Double(rows.count) * cell + 8
        var svg = """
            <svg class="chart heatmap" role="img" viewBox="0 0 \(Int(width)) \(Int(height))" \
            width="\(Int(width))" height="\(Int(height))"><title>\(HTMLText.escaped(title))</title>\
            <text x="\(SVGNumber(left))" y="12" class="axis">hypothesis →</text>\
            <text x="4" y="\(SVGNumber(top - 6))" class="axis">reference ↓</text>
            """
        for (column, label) in columns.enumerated() {
            let x = left + (Double(column) + 0.5) * cell
            svg += """
                <text transform="translate(\(SVGNumber(x)) \(SVGNumber(top - 6))) rotate(-45)" \
                class="label">\(HTMLText.escaped(label))</text>
                """
        }
        for (row, label) in rows.enumerated() {
            let y = top + Double(row) * cell
            let rowTotal = matrix.counts[row].reduce(0, +)
            svg += """
                <text x="\(SVGNumber(left - 6))" y="\(SVGNumber(y + cell / 2 + 4))" \
                text-anchor="end" class="label">\(HTMLText.escaped(label))</text>
                """
            for column in columns.indices {
                let count = matrix.counts[row][column]
                let share = rowTotal > 0 ? Double(count) / Double(rowTotal) : 0
                let fill = Self.fill(share: share, isDiagonal: row == column)
                let tooltip = "\(label) → \(columns[column]): \(count) of \(rowTotal)"
                let x = left + Double(column) * cell
                svg += """
                    <rect x="\(SVGNumber(x))" y="\(SVGNumber(y))" width="\(SVGNumber(cell - 2))" \
                    height="\(SVGNumber(cell - 2))" fill="\(fill)" rx="3">\
                    <title>\(HTMLText.escaped(tooltip))</title></rect>
                    """
                if count > 0 {
                    let ink = share > 0.55 ? "#fff" : "#222"
                    svg += """
                        <text x="\(SVGNumber(x + cell / 2 - 1))" y="\(SVGNumber(y + cell / 2 + 4))" \
                        text-anchor="middle" class="count" fill="\(ink)">\(count)</text>
                        """
                }
            }
        }
        return svg + "</svg>"
    }

    /// Blends from a neutral grey toward full green (right) or red (wrong) with the row share.
    static func fill(share: Double, isDiagonal: Bool) -> String {
        guard share > 0 else { return "#f1f3f5" }
        let target: (Double, Double, Double) = isDiagonal ? (26, 127, 55) : (200, 40, 40)
        let base = (236.0, 240.0, 243.0)
        let t = 0.2 + 0.8 * min(1, share)
        func channel(_ from: Double, _ to: Double) -> String {
            let value = Int((from + (to - from) * t).rounded())
            let hex = String(value, radix: 16)
            return hex.count == 1 ? "0" + hex : hex
        }
        return "#" + channel(base.0, target.0) + channel(base.1, target.1)
            + channel(base.2, target.2)
    }
}
