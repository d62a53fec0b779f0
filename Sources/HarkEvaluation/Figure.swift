/// One number of a report, named and typed so that any two reports can be compared figure by
/// figure without knowing their structure.
public struct Figure: Hashable, Sendable {
    /// Which way is good, for marking changes.
    public enum Direction: String, Codable, Hashable, Sendable {
        /// Error rates, failures, time.
        case lowerIsBetter
        /// Accuracies, F1.
        case higherIsBetter
        /// Sizes of the test (utterances, audio seconds): a change is not a verdict.
        case neutral
    }

    /// How the value reads.
    public enum Unit: String, Codable, Hashable, Sendable {
        /// 0…1, shown as a percentage; differences in percentage points.
        case ratio
        case count
        case seconds
        /// Seconds per second of audio (a real-time factor).
        case realTimeFactor
    }

    /// Stable identifier, e.g. `words.wer` or `set.cards.wer`; comparison matches on it.
    public var key: String
    /// What a person reads, e.g. "WER" or "WER — set cards".
    public var label: String
    /// Nil when undefined for this run (e.g. intent accuracy without intent labels).
    public var value: Double?
    public var unit: Unit
    public var direction: Direction

    public init(key: String, label: String, value: Double?, unit: Unit, direction: Direction) {
        self.key = key
        self.label = label
        self.value = value
        self.unit = unit
        self.direction = direction
    }
}
