/// Why shard reports cannot be merged into one run's: each case names the report files involved.
public enum ShardMergeError: Error, Hashable, Sendable, CustomStringConvertible {
    case noReports
    /// The report was written without `--shard`.
    case notAShard(source: String)
    case countDiffers(source: String, shard: Shard, firstSource: String, first: Shard)
    /// Shards of one run share what was run; `setting` is e.g. "title", "label" or "search".
    case settingDiffers(setting: String, source: String, value: String, firstSource: String, firstValue: String)
    case duplicate(shard: Shard, source: String, otherSource: String)
    case missing(indices: [Int], count: Int)
    /// The report holds a number of utterances its slice of the merged total cannot have.
    case sizeMismatch(source: String, shard: Shard, utterances: Int, expected: Int, total: Int)

    public var description: String {
        switch self {
        case .noReports:
            return "no shard reports to merge"
        case .notAShard(let source):
            return "\(source): not a shard report (written by hark evaluate --json without --shard)"
        case .countDiffers(let source, let shard, let firstSource, let first):
            return "\(source): shard \(shard) of \(shard.count), but \(firstSource) is shard \(first) of \(first.count)"
        case .settingDiffers(let setting, let source, let value, let firstSource, let firstValue):
            return
                "\(source): \(setting) is '\(value)', but '\(firstValue)' in \(firstSource): shards of one run share their sets and settings"
        case .duplicate(let shard, let source, let otherSource):
            return "shard \(shard) given twice: \(otherSource) and \(source)"
        case .missing(let indices, let count):
            let names = indices.map { "\($0)/\(count)" }.joined(separator: ", ")
            return "shard\(indices.count == 1 ? "" : "s") \(names) missing: every shard of the run is needed"
        case .sizeMismatch(let source, let shard, let utterances, let expected, let total):
            return
                "\(source): shard \(shard) holds \(utterances) utterances, but its slice of \(total) has \(expected): not shards of one run"
        }
    }
}
