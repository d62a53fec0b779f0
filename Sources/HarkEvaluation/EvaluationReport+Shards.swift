extension EvaluationReport {
    /// The settings that make two runs different experiments; shards disagreeing on one are refused.
    /// Others (date, command line, jobs, cache paths) may differ between machines and are kept in
    /// the merged context only where every shard agrees.
    public static let shardIdentitySettings = ["search", "frontEnd", "confidence"]

    /// One run's report from the reports of all its shards (`--shard K/N`, K = 1…N): the rows put
    /// back in the order a single run gives them, and every figure computed from those rows again —
    /// never averaged from the shards' figures — so WER, sentence errors, intent and per-slot
    /// tables, calibration (ECE) and noise curves are exactly a single run's. Times add up: wall
    /// and CPU seconds are the shards' sums, the work one machine would have done.
    public init(mergingShards shards: [(source: String, report: EvaluationReport)]) throws(ShardMergeError) {
        guard let (firstSource, first) = shards.first else { throw .noReports }
        guard let firstShard = first.shard else { throw .notAShard(source: firstSource) }
        let count = firstShard.count

        var byIndex: [Int: (source: String, report: EvaluationReport)] = [:]
        for (source, report) in shards {
            guard let shard = report.shard else { throw .notAShard(source: source) }
            guard shard.count == count else {
                throw .countDiffers(source: source, shard: shard, firstSource: firstSource, first: firstShard)
            }
            try Self.checkSameRun(report, source: source, as: first, firstSource: firstSource)
            if let other = byIndex[shard.index] {
                throw .duplicate(shard: shard, source: source, otherSource: other.source)
            }
            byIndex[shard.index] = (source, report)
        }
        let missing = (1...count).filter { byIndex[$0] == nil }
        guard missing.isEmpty else { throw .missing(indices: missing, count: count) }

        let ordered = (1...count).map { byIndex[$0]! }
        let total = ordered.map(\.report.rows.count).reduce(0, +)
        for (source, report) in ordered {
            guard let shard = report.shard else { throw .notAShard(source: source) }
            let expected = shard.size(amongst: total)
            guard report.rows.count == expected else {
                throw .sizeMismatch(
                    source: source, shard: shard, utterances: report.rows.count, expected: expected, total: total)
            }
        }
        // Position i of the whole run is row i / N of shard i mod N + 1: the inverse of Shard.
        let rows = (0..<total).map { ordered[$0 % count].report.rows[$0 / count] }

        var context: [String: String] = [:]
        for (key, value) in first.context where ordered.allSatisfy({ $0.report.context[key] == value }) {
            context[key] = value
        }
        let cpuSeconds = ordered.map(\.report.speed.cpuSeconds)
        self.init(
            title: first.title, context: context, label: first.label, rows: rows,
            wallSeconds: ordered.map(\.report.speed.wallSeconds).reduce(0, +),
            cpuSeconds: cpuSeconds.contains(nil) ? nil : cpuSeconds.compactMap(\.self).reduce(0, +))
    }

    private static func checkSameRun(
        _ report: EvaluationReport, source: String, as first: EvaluationReport, firstSource: String
    ) throws(ShardMergeError) {
        var settings: [(name: String, value: String?, firstValue: String?)] = [
            ("title", report.title, first.title), ("label", report.label, first.label),
            ("formatVersion", String(report.formatVersion), String(first.formatVersion)),
        ]
        settings += shardIdentitySettings.map { ($0, report.context[$0], first.context[$0]) }
        for setting in settings where setting.value != setting.firstValue {
            throw .settingDiffers(
                setting: setting.name, source: source, value: setting.value ?? "(none)", firstSource: firstSource,
                firstValue: setting.firstValue ?? "(none)")
        }
    }
}
