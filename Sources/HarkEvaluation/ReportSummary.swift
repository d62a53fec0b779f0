/// The headline figures of one report, as `hark evaluate summary` tabulates them: every figure is
/// the report's own (docs/evaluation.md), and the out-of-domain ones come from its confusion
/// matrix. Parameters are whatever the report was labelled with; no app's names are assumed.
public struct ReportSummary: Hashable, Sendable {
    /// A part of a whole, e.g. utterances labelled `none` that were answered `none`.
    public struct Share: Hashable, Sendable {
        public var count: Int
        public var total: Int

        public init(count: Int, total: Int) {
            self.count = count
            self.total = total
        }

        /// Nil when there is nothing to take a share of.
        public var ratio: Double? { total == 0 ? nil : Double(count) / Double(total) }
    }

    /// One parameter over the utterances whose reference gives it a value.
    public struct Parameter: Hashable, Sendable {
        public var name: String
        /// Utterances answered with exactly the reference's values (e.g. recipient accuracy).
        public var exact: Share
        /// The values' words against the reference's (e.g. a message content's WER).
        public var words: ErrorCounts
    }

    /// What the report is called in the table, e.g. its file name.
    public var name: String
    public var utterances: Int
    public var wordErrorRate: Double?
    public var intentAccuracy: Double?
    public var commandAcceptance: Double?
    /// Utterances labelled `none` (out of domain) that were answered `none`.
    public var outOfDomainRejected: Share
    /// Utterances labelled with an intent that were answered `none`.
    public var inDomainRejected: Share
    public var cpuSecondsPerAudioSecond: Double?
    /// Sorted by name; only parameters some reference gives a value.
    public var parameters: [Parameter]

    public init(name: String, report: EvaluationReport) {
        self.name = name
        utterances = report.utterances
        wordErrorRate = report.words?.wordErrorRate
        intentAccuracy = report.understanding?.intentAccuracy
        commandAcceptance = report.understanding?.commandAcceptance
        cpuSecondsPerAudioSecond = report.speed.cpuSecondsPerAudioSecond

        var outOfDomain = Share(count: 0, total: 0)
        var inDomain = Share(count: 0, total: 0)
        if let confusion = report.understanding?.confusion {
            let noneColumn = confusion.hypothesisLabels.firstIndex(of: IntentLabel.none)
            for (label, row) in zip(confusion.referenceLabels, confusion.counts) {
                let rejected = noneColumn.map { row[$0] } ?? 0
                let total = row.reduce(0, +)
                if label == IntentLabel.none {
                    outOfDomain = Share(count: outOfDomain.count + rejected, total: outOfDomain.total + total)
                } else {
                    inDomain = Share(count: inDomain.count + rejected, total: inDomain.total + total)
                }
            }
        }
        outOfDomainRejected = outOfDomain
        inDomainRejected = inDomain

        parameters = (report.understanding?.parameters ?? []).compactMap { score in
            guard let labelled = score.labelledInstances, labelled > 0 else { return nil }
            return Parameter(
                name: score.name, exact: Share(count: score.labelledExactMatches ?? 0, total: labelled),
                words: score.labelledWords ?? .zero)
        }
    }
}
