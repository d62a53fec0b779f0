/// One value of a closed list: the canonical name the app receives and the words people say for it.
public struct ClosedValue: Hashable, Sendable {
    /// What the app receives, e.g. `unread`.
    public var value: String
    /// Each synonym as lowercase words, e.g. `[["unread"], ["new"], ["not", "read"]]`; never empty
    /// (the value itself is a synonym unless the file lists others).
    public var synonyms: [[String]]

    /// A value `value` said as any of `synonyms` (lowercase words each).
    public init(value: String, synonyms: [[String]]) {
        self.value = value
        self.synonyms = synonyms
    }
}
