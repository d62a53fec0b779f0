/// Figures per value of one grouping of the utterances: by sample ``set`` (manifest), by
/// ``split`` (train/heldout) or by ``voice``. Utterances without a value for the grouping fall
/// into ``unspecified``.
public struct Breakdown: Codable, Hashable, Sendable {
    /// The figures of one group.
    public struct Group: Codable, Hashable, Sendable {
        public var name: String
        public var utterances: Int
        public var failed: Int
        public var words: TranscriptionFigures?
        public var intentAccuracy: Double?
        public var commandAcceptance: Double?

        public init(name: String, rows: [UtteranceRow]) {
            self.name = name
            utterances = rows.count
            failed = rows.count(where: \.failed)
            words = TranscriptionFigures(rows: rows)
            let understanding = UnderstandingFigures(rows: rows)
            intentAccuracy = understanding?.intentAccuracy
            commandAcceptance = understanding?.commandAcceptance
        }
    }

    /// What the groups are values of: ``set``, ``split`` or ``voice``.
    public var dimension: String
    /// Sorted by name.
    public var groups: [Group]

    public static let set = "set"
    public static let split = "split"
    public static let voice = "voice"
    /// The group of utterances with no value for the dimension.
    public static let unspecified = "(unspecified)"

    public init(dimension: String, groups: [Group]) {
        self.dimension = dimension
        self.groups = groups
    }

    /// The breakdowns worth showing: always by set, and by split and voice when at least one
    /// utterance has one.
    public static func all(for rows: [UtteranceRow]) -> [Breakdown] {
        let dimensions: [(String, (UtteranceRow) -> String?)] = [
            (set, { $0.set }), (split, \.split), (voice, \.voice),
        ]
        return dimensions.compactMap { dimension, value in
            guard dimension == set || rows.contains(where: { value($0) != nil }) else {
                return nil
            }
            let groups = Dictionary(grouping: rows) { value($0) ?? unspecified }
                .sorted { $0.key < $1.key }
                .map { Group(name: $0.key, rows: $0.value) }
            return Breakdown(dimension: dimension, groups: groups)
        }
    }
}
