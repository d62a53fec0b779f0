/// Horizontal stacked bars as inline SVG: one bar per group, split into colored segments, with
/// a legend. Used for the error-type breakdown, where each bar is S/N + D/N + I/N = WER.
struct SVGStackedBarChart {
    struct Segment {
        var name: String
        var color: String
    }

    struct Bar {
        var label: String
        /// One value per segment, in the order of ``SVGStackedBarChart/segments``.
        var values: [Double]
        var valueText: String
        /// Per-segment text for tooltips.
        var segmentTexts: [String]
    }

    var title: String
    var segments: [Segment]
    var bars: [Bar]

    private let rowHeight = 26.0
    private let barHeight = 16.0
    private let chartWidth = 360.0
    private let legendHeight = 24.0

    func rendered() -> String {
        let labelWidth = Double(max(6, bars.map(\.label.count).max() ?? 0)) * 7.2 + 12
        let width = labelWidth + chartWidth + 80
        let height = legendHeight + Double(bars.count) * rowHeight + 8
        let maximum = max(bars.map { $0.values.reduce(0, +) }.max() ?? 0, 1e-12)
        var svg = """
            <svg class="chart" role="img" viewBox="0 0 \(Int(width)) \(Int(height))" \
            width="\(Int(width))" height="\(Int(height))"><title>\(HTMLText.escaped(title))</title>
            """
        var legendX = labelWidth
        for segment in segments {
            svg += """
                <rect x="\(SVGNumber(legendX))" y="4" width="12" height="12" fill="\(segment.color)"/>\
                <text x="\(SVGNumber(legendX + 16))" y="14" class="label">\(HTMLText.escaped(segment.name))</text>
                """
            legendX += 16 + Double(segment.name.count) * 7.2 + 16
        }
        for (index, bar) in bars.enumerated() {
            let y = legendHeight + Double(index) * rowHeight + 4
            svg += """
                <text x="\(SVGNumber(labelWidth - 8))" y="\(SVGNumber(y + barHeight - 3))" \
                text-anchor="end" class="label">\(HTMLText.escaped(bar.label))</text>
                """
            var x = labelWidth
            for (segment, value) in zip(segments.indices, bar.values) where value > 0 {
                let length = value / maximum * chartWidth
                let tooltip = "\(bar.label) — \(segments[segment].name): \(bar.segmentTexts[segment])"
                svg += """
                    <rect x="\(SVGNumber(x))" y="\(SVGNumber(y))" width="\(SVGNumber(length))" \
                    height="\(SVGNumber(barHeight))" fill="\(segments[segment].color)">\
                    <title>\(HTMLText.escaped(tooltip))</title></rect>
                    """
                x += length
            }
            svg += """
                <text x="\(SVGNumber(x + 6))" y="\(SVGNumber(y + barHeight - 3))" \
                class="value">\(HTMLText.escaped(bar.valueText))</text>
                """
        }
        return svg + "</svg>"
    }
}
