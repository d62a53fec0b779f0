/// A `--shard` value that is not K/N with 1 ≤ K ≤ N.
public struct ShardError: Error, Hashable, Sendable, CustomStringConvertible {
    public var text: String
    public var reason: String

    public var description: String { "shard '\(text)': \(reason)" }
}
