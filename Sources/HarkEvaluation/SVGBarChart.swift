/// A horizontal bar chart as inline SVG: one labelled bar per group, the value written at its
/// end. Horizontal so that long set or voice names stay readable.
struct SVGBarChart {
    struct Bar {
        var label: String
        /// Nil draws no bar and writes "—".
        var value: Double?
        var valueText: String
    }

    var title: String
    var bars: [Bar]
    var color = "#4e79a7"

    private let rowHeight = 26.0
    private let barHeight = 16.0
    private let chartWidth = 360.0

    func rendered() -> String {
        let labelWidth = Double(max(6, bars.map(\.label.count).max() ?? 0)) * 7.2 + 12
        let valueWidth = 80.0
        let width = labelWidth + chartWidth + valueWidth
        let height = Double(bars.count) * rowHeight + 8
        let maximum = max(bars.compactMap(\.value).max() ?? 0, 1e-12)
        var svg = """
            <svg class="chart" role="img" viewBox="0 0 \(Int(width)) \(Int(height))" \
            width="\(Int(width))" height="\(Int(height))">\
            <title>\(HTMLText.escaped(title))</title>
            """
        for (index, bar) in bars.enumerated() {
            let y = Double(index) * rowHeight + 4
            let length = (bar.value ?? 0) / maximum * chartWidth
            svg += """
                <text x="\(SVGNumber(labelWidth - 8))" y="\(SVGNumber(y + barHeight - 3))" \
                text-anchor="end" class="label">\(HTMLText.escaped(bar.label))</text>
                """
            if bar.value != nil {
                svg += """
                    <rect x="\(SVGNumber(labelWidth))" y="\(SVGNumber(y))" \
                    width="\(SVGNumber(max(length, 1)))" height="\(SVGNumber(barHeight))" \
                    fill="\(color)" rx="2"><title>\(HTMLText.escaped("\(bar.label): \(bar.valueText)"))</title></rect>
                    """
            }
            svg += """
                <text x="\(SVGNumber(labelWidth + max(length, 1) + 6))" \
                y="\(SVGNumber(y + barHeight - 3))" class="value">\(HTMLText.escaped(bar.valueText))</text>
                """
        }
        return svg + "</svg>"
    }
}
