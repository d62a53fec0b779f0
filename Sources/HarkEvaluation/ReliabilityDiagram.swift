import Foundation

/// A reliability diagram as one ``SVGLineChart``: per confidence bin, the bin's mean confidence
/// (x) against the share of its readings that were right (y), beside the diagonal a perfectly
/// calibrated confidence would follow. The reported confidence is drawn solid, the parser's own
/// dashed, so the chart shows what calibration changed.
public enum ReliabilityDiagram {
    /// Nil when neither confidence was reported.
    static func chart(reported: CalibrationFigures?, parser: CalibrationFigures?) -> SVGLineChart? {
        var series: [SVGLineChart.Series] = []
        for (name, figures, color, dash) in [
            ("confidence", reported, NoiseCurveChart.colors[0], String?.none),
            ("parser's own", parser, NoiseCurveChart.colors[1], "7 4"),
        ] {
            guard let figures else { continue }
            let points = figures.bins.compactMap { bin -> SVGLineChart.Point? in
                guard let confidence = bin.meanConfidence, let accuracy = bin.accuracy else { return nil }
                return .init(
                    x: confidence, y: accuracy,
                    text: "\(bin.count) with confidence \(FigureFormat.percent(bin.lower))–"
                        + "\(FigureFormat.percent(bin.upper)), mean \(FigureFormat.percent(confidence)): "
                        + "\(FigureFormat.percent(accuracy)) right")
            }
            series.append(
                .init(
                    name: "\(name), ECE \(FigureFormat.percent(figures.expectedCalibrationError))", color: color,
                    dash: dash, points: points))
        }
        guard !series.isEmpty else { return nil }
        series.append(
            .init(
                name: "perfectly calibrated", color: "#8c959f", dash: "2 3",
                points: [.init(x: 0, y: 0, text: "0%"), .init(x: 1, y: 1, text: "100%")]))
        return SVGLineChart(
            title: "Reliability of intent confidence", xTitle: "confidence (bin mean)",
            yTitle: "share right (intent and parameters)", series: series,
            xTickText: { SVGLineChart.percent($0, step: 0.1) }, xTickValues: (0...10).map { Double($0) / 10 })
    }

    /// The report's diagram alone as an SVG file, for committing beside documentation; nil when
    /// the report has no confidences.
    public static func standaloneSVG(_ report: EvaluationReport) -> String? {
        guard
            let chart = chart(
                reported: report.understanding?.calibration, parser: report.understanding?.parserCalibration)
        else { return nil }
        let svg = chart.rendered()
        // Inline in the report, the page's stylesheet styles the text; a file on its own needs the
        // namespace and its own font and colours.
        return
            svg.replacingOccurrences(
                of: "<svg class=", with: "<svg xmlns=\"http://www.w3.org/2000/svg\" class=", options: [],
                range: svg.range(of: "<svg class=")
            )
            .replacingOccurrences(
                of: "</title>",
                with:
                    "</title><style>text{font:12px sans-serif}.label{fill:#1f2328}.axis,.value{fill:#656d76}</style>",
                options: [], range: svg.range(of: "</title>")) + "\n"
    }
}
