/// Draws noise curves of one or more runs as one ``SVGLineChart``: a line per run and noise. The
/// colour tells the noises apart and the dash pattern the runs, so the same noise under the old
/// and the chosen configuration is the same colour, solid against dashed; with a single noise the
/// colour tells the runs apart as well. Clean speech is the reference column at the right edge.
enum NoiseCurveChart {
    enum Metric {
        case commandAcceptance
        case wordErrorRate

        var title: String {
            switch self {
            case .commandAcceptance: "Command acceptance"
            case .wordErrorRate: "WER"
            }
        }

        func value(_ point: NoiseCurve.Point) -> Double? {
            switch self {
            case .commandAcceptance: point.commandAcceptance
            case .wordErrorRate: point.wordErrorRate
            }
        }
    }

    /// Tableau 10, the palette the other charts take their blue and orange from.
    static let colors = [
        "#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f", "#edc948", "#b07aa1", "#ff9da7", "#9c755f",
        "#bab0ac",
    ]
    /// The first run (this one) solid, earlier runs dashed.
    static let dashes: [String?] = [nil, "7 4", "2 3", "9 3 2 3"]

    /// Nil when no run has the metric at any level (e.g. WER for manifests without transcripts).
    static func chart(_ curves: [LabelledNoiseCurve], metric: Metric) -> SVGLineChart? {
        let noises = Set(curves.flatMap { $0.curve.lines.map(\.name) }).sorted()
        let hasReference = curves.contains { $0.curve.clean.flatMap(metric.value) != nil }
        var series: [SVGLineChart.Series] = []
        for (run, labelled) in curves.enumerated() {
            for line in labelled.curve.lines {
                let points = line.points.compactMap { point -> SVGLineChart.Point? in
                    guard let snr = point.snr, let value = metric.value(point) else { return nil }
                    return .init(
                        x: snr, y: value, text: "\(NoiseCurve.snrText(snr)) dB: \(FigureFormat.percent(value))")
                }
                guard !points.isEmpty else { continue }
                let colorIndex = noises.count > 1 ? noises.firstIndex(of: line.name) ?? 0 : run
                var name = [
                    curves.count > 1 ? labelled.label : nil, noises.count > 1 || curves.count == 1 ? line.name : nil,
                ]
                .compactMap { $0 }.joined(separator: " — ")
                if name.isEmpty { name = line.name }
                series.append(
                    SVGLineChart.Series(
                        name: name, color: colors[colorIndex % colors.count], dash: dashes[run % dashes.count],
                        points: points,
                        reference: labelled.curve.clean.flatMap(metric.value).map {
                            .init(x: 0, y: $0, text: "clean: \(FigureFormat.percent($0))")
                        }))
            }
        }
        guard !series.isEmpty else { return nil }
        let runs = curves.map(\.label).joined(separator: " vs ")
        return SVGLineChart(
            title: "\(metric.title) against SNR — \(runs)", xTitle: "SNR (dB)", yTitle: metric.title,
            referenceName: hasReference ? "clean" : nil, series: series,
            xTickText: { NoiseCurve.snrText($0) })
    }
}
