/// A run's noise curve with the name its configuration goes by, so curves of several runs (the
/// old configuration and the chosen one) can share one table or chart.
public struct LabelledNoiseCurve: Hashable, Sendable {
    public var label: String
    public var curve: NoiseCurve

    public init(label: String, curve: NoiseCurve) {
        self.label = label
        self.curve = curve
    }

    /// The new run's curve first, then each old run's, under the comparisons' labels (a run
    /// without a label is "this run", an old one "old", numbered when there are several).
    public static func all(_ report: EvaluationReport, comparisons: [ReportComparison]) -> [Self] {
        var curves: [Self] = []
        if let curve = report.noiseCurve { curves.append(Self(label: report.label ?? "this run", curve: curve)) }
        for (index, comparison) in comparisons.enumerated() {
            guard let curve = comparison.oldNoiseCurve else { continue }
            let fallback = comparisons.count == 1 ? "old" : "old \(index + 1)"
            curves.append(Self(label: comparison.oldLabel ?? fallback, curve: curve))
        }
        return curves
    }
}
