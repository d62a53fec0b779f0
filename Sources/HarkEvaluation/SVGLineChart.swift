/// A line chart of ratios as inline SVG: numeric x (e.g. SNR in dB) ascending to the right, y in
/// percent, one polyline per series with a marker and tooltip on every point, and a legend. An
/// optional reference column at the right edge (e.g. "clean" speech, which has no SNR) takes one
/// marker per series, joined to the series' rightmost point by a dotted segment so it reads as a
/// reference rather than one more level.
struct SVGLineChart {
    struct Point {
        var x: Double
        var y: Double
        /// For the tooltip, e.g. "12 dB: 93.48%".
        var text: String
    }

    struct Series {
        /// The legend entry.
        var name: String
        var color: String
        /// A `stroke-dasharray`; nil draws a solid line.
        var dash: String?
        var points: [Point]
        /// The value in the reference column; its `x` is ignored.
        var reference: Point?
    }

    var title: String
    var xTitle: String
    var yTitle: String
    /// The reference column's tick label; nil when no series has a reference.
    var referenceName: String?
    var series: [Series]
    /// Labels for the x ticks, which are placed at every x any series has.
    var xTickText: (Double) -> String = { SVGNumber($0).description }
    /// Where the x ticks go instead, for x values that are measurements rather than levels (a
    /// bin's mean confidence), which would crowd the axis with uneven ticks.
    var xTickValues: [Double]?

    let plotWidth = 420.0
    let plotHeight = 240.0
    private let left = 58.0
    private let top = 14.0
    private let bottom = 44.0
    /// Room between the last level and the reference column, so the two are not read as evenly
    /// spaced levels.
    private let referenceGap = 56.0

    /// The y range and tick step: whole ticks of a step that leaves at most six intervals, so a
    /// curve between 90 and 98 % is not flattened against a 0–100 % axis.
    var yScale: (minimum: Double, maximum: Double, step: Double) {
        let values = series.flatMap { $0.points.map(\.y) + ($0.reference.map { [$0.y] } ?? []) }
        let low = values.min() ?? 0
        let high = values.max() ?? 1
        for step in [0.01, 0.02, 0.05, 0.1, 0.2, 0.25, 0.5, 1, 2, 5] {
            var minimum = max(0, (low / step + 1e-9).rounded(.down) * step)
            var maximum = (high / step - 1e-9).rounded(.up) * step
            if maximum <= minimum {
                if minimum > 0 { minimum -= step } else { maximum += step }
            }
            if ((maximum - minimum) / step).rounded() <= 6 { return (minimum, maximum, step) }
        }
        return (0, max(high, 1), max(high, 1))
    }

    /// Every x of any series, ascending.
    var xValues: [Double] { Set(series.flatMap { $0.points.map(\.x) }).sorted() }

    /// Where a value lands, for drawing and for tests.
    func position(x: Double) -> Double {
        let values = xValues
        let right = left + plotWidth - (referenceName == nil ? 0 : referenceGap)
        guard let first = values.first, let last = values.last, last > first else {
            return (left + right) / 2
        }
        return left + (x - first) / (last - first) * (right - left)
    }

    var referencePosition: Double { left + plotWidth }

    func position(y: Double) -> Double {
        let scale = yScale
        return top + plotHeight - (y - scale.minimum) / (scale.maximum - scale.minimum) * plotHeight
    }

    func rendered() -> String {
        let legendX = left + plotWidth + 28
        let legendWidth = Double(max(8, series.map(\.name.count).max() ?? 0)) * 7.2 + 44
        let width = legendX + legendWidth
        let height = max(top + plotHeight + bottom, top + Double(series.count) * 20 + 8)
        let plotBottom = top + plotHeight
        var svg = """
            <svg class="chart line" role="img" viewBox="0 0 \(Int(width)) \(Int(height))" \
            width="\(Int(width))" height="\(Int(height))"><title>\(HTMLText.escaped(title))</title>\
            <desc>\(HTMLText.escaped(description))</desc>
            """

        let scale = yScale
        let ticks = Int(((scale.maximum - scale.minimum) / scale.step).rounded())
        for tick in 0...ticks {
            let value = scale.minimum + Double(tick) * scale.step
            let y = position(y: value)
            svg += """
                <line x1="\(SVGNumber(left))" y1="\(SVGNumber(y))" x2="\(SVGNumber(left + plotWidth))" \
                y2="\(SVGNumber(y))" stroke="#e4e8ec"/>\
                <text x="\(SVGNumber(left - 6))" y="\(SVGNumber(y + 4))" text-anchor="end" \
                class="axis">\(SVGLineChart.percent(value, step: scale.step))</text>
                """
        }
        var xTicks = (xTickValues ?? xValues).map { (position(x: $0), xTickText($0)) }
        if let referenceName { xTicks.append((referencePosition, referenceName)) }
        for (x, text) in xTicks {
            svg += """
                <line x1="\(SVGNumber(x))" y1="\(SVGNumber(plotBottom))" x2="\(SVGNumber(x))" \
                y2="\(SVGNumber(plotBottom + 4))" stroke="#8c959f"/>\
                <text x="\(SVGNumber(x))" y="\(SVGNumber(plotBottom + 17))" text-anchor="middle" \
                class="axis">\(HTMLText.escaped(text))</text>
                """
        }
        svg += """
            <line x1="\(SVGNumber(left))" y1="\(SVGNumber(plotBottom))" x2="\(SVGNumber(left + plotWidth))" \
            y2="\(SVGNumber(plotBottom))" stroke="#8c959f"/>\
            <text x="\(SVGNumber(left + plotWidth / 2))" y="\(SVGNumber(plotBottom + 36))" \
            text-anchor="middle" class="label">\(HTMLText.escaped(xTitle))</text>\
            <text transform="translate(14 \(SVGNumber(top + plotHeight / 2))) rotate(-90)" \
            text-anchor="middle" class="label">\(HTMLText.escaped(yTitle))</text>
            """

        for (index, line) in series.enumerated() {
            let dash = line.dash.map { " stroke-dasharray=\"\($0)\"" } ?? ""
            let points = line.points.sorted { $0.x < $1.x }
            let coordinates = points.map { "\(SVGNumber(position(x: $0.x))),\(SVGNumber(position(y: $0.y)))" }
            svg += """
                <polyline class="series" points="\(coordinates.joined(separator: " "))" fill="none" \
                stroke="\(line.color)" stroke-width="2"\(dash)><title>\(HTMLText.escaped(line.name))</title></polyline>
                """
            if let reference = line.reference, let last = points.last {
                svg += """
                    <line class="to-reference" x1="\(SVGNumber(position(x: last.x)))" \
                    y1="\(SVGNumber(position(y: last.y)))" x2="\(SVGNumber(referencePosition))" \
                    y2="\(SVGNumber(position(y: reference.y)))" stroke="\(line.color)" stroke-width="1" \
                    stroke-dasharray="1 3"/>
                    """
            }
            for point in points {
                svg += marker(
                    x: position(x: point.x), y: position(y: point.y), color: line.color,
                    tooltip: "\(line.name) — \(point.text)")
            }
            if let reference = line.reference {
                svg += marker(
                    x: referencePosition, y: position(y: reference.y), color: line.color,
                    tooltip: "\(line.name) — \(reference.text)")
            }

            let y = top + Double(index) * 20 + 10
            svg += """
                <line x1="\(SVGNumber(legendX))" y1="\(SVGNumber(y))" x2="\(SVGNumber(legendX + 28))" \
                y2="\(SVGNumber(y))" stroke="\(line.color)" stroke-width="2"\(dash)/>\
                <text x="\(SVGNumber(legendX + 34))" y="\(SVGNumber(y + 4))" \
                class="label">\(HTMLText.escaped(line.name))</text>
                """
        }
        return svg + "</svg>"
    }

    /// The chart's data as text, for screen readers and anyone who cannot see the lines.
    var description: String {
        series.map { line in
            let points = line.points.sorted { $0.x > $1.x }.map(\.text) + (line.reference.map { [$0.text] } ?? [])
            return "\(line.name): " + points.joined(separator: ", ")
        }.joined(separator: "; ")
    }

    private func marker(x: Double, y: Double, color: String, tooltip: String) -> String {
        """
        <circle cx="\(SVGNumber(x))" cy="\(SVGNumber(y))" r="3.5" fill="\(color)">\
        <title>\(HTMLText.escaped(tooltip))</title></circle>
        """
    }

    /// Tick labels with as many decimals as the step needs: "90%", "92.5%".
    static func percent(_ ratio: Double, step: Double) -> String {
        let decimals = step * 100 >= 1 && (step * 100).rounded() == step * 100 ? 0 : 1
        return FigureFormat.fixed(ratio * 100, decimals) + "%"
    }
}
