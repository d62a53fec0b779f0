/// An old report against a new one, figure by figure: old → new → delta, and whether the change
/// is an improvement (lower error rates, failures and times; higher accuracies and F1) or a
/// regression. Figures are matched by ``Figure/key``.
public struct ReportComparison: Sendable {
    public enum Verdict: String, Codable, Hashable, Sendable {
        case improved
        case regressed
        case unchanged
        /// A neutral figure (e.g. the number of utterances) changed.
        case changed
        /// Only the new report has the figure.
        case added
        /// Only the old report has the figure.
        case removed
    }

    public struct Row: Hashable, Sendable {
        public var key: String
        public var label: String
        public var unit: Figure.Unit
        public var direction: Figure.Direction
        public var old: Double?
        public var new: Double?
        public var verdict: Verdict

        /// new − old, when both exist. For ratios this is in absolute terms (0.01 = one
        /// percentage point).
        public var delta: Double? {
            guard let old, let new else { return nil }
            return new - old
        }
    }

    public var oldTitle: String
    public var newTitle: String
    public var oldContext: [String: String]
    public var newContext: [String: String]
    /// What the legend of a noise-curve chart calls each run; the CLI may replace a missing or
    /// clashing label (e.g. with the old report's file name).
    public var oldLabel: String?
    public var newLabel: String?
    /// The old run's curve, drawn beside the new one; nil when it had none.
    public var oldNoiseCurve: NoiseCurve?
    /// The new report's figures in its order, then figures only the old report had.
    public var rows: [Row]

    /// Timings vary from run to run by a few percent on the same machine and code; a smaller
    /// relative change in a time or real-time factor is reported as unchanged.
    public static let timingNoise = 0.02

    /// Whether a difference is too small to call: below what the renderings show for rates
    /// (0.01 percentage point) and counts, or within ``timingNoise`` for times.
    static func isNoise(_ delta: Double, old: Double, unit: Figure.Unit) -> Bool {
        switch unit {
        case .ratio: abs(delta) < 0.000_05
        case .count: abs(delta) < 0.5
        case .seconds, .realTimeFactor: abs(delta) <= timingNoise * abs(old) || abs(delta) < 0.000_5
        }
    }

    public init(old: EvaluationReport, new: EvaluationReport) {
        oldTitle = old.title
        newTitle = new.title
        oldContext = old.context
        newContext = new.context
        oldLabel = old.label
        newLabel = new.label
        oldNoiseCurve = old.noiseCurve
        let oldFigures = old.figures
        let oldByKey = Dictionary(
            oldFigures.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        let newKeys = Set(new.figures.map(\.key))
        rows =
            new.figures.map { figure in
                Self.row(figure, old: oldByKey[figure.key]?.value, new: figure.value)
            }
            + oldFigures.filter { !newKeys.contains($0.key) }.map { figure in
                Self.row(figure, old: figure.value, new: nil)
            }
    }

    public var improvements: [Row] { rows.filter { $0.verdict == .improved } }
    public var regressions: [Row] { rows.filter { $0.verdict == .regressed } }

    /// Reports list only defined figures, so a missing value means the figure is absent.
    private static func row(_ figure: Figure, old: Double?, new: Double?) -> Row {
        let verdict: Verdict
        switch (old, new) {
        case (nil, nil): verdict = .unchanged
        case (nil, _): verdict = .added
        case (_, nil): verdict = .removed
        case (let old?, let new?):
            let delta = new - old
            if isNoise(delta, old: old, unit: figure.unit) {
                verdict = .unchanged
            } else {
                switch figure.direction {
                case .neutral: verdict = .changed
                case .lowerIsBetter: verdict = delta < 0 ? .improved : .regressed
                case .higherIsBetter: verdict = delta > 0 ? .improved : .regressed
                }
            }
        }
        return Row(
            key: figure.key, label: figure.label, unit: figure.unit, direction: figure.direction,
            old: old, new: new, verdict: verdict)
    }
}
