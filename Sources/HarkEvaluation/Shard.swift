/// One of `count` deterministic slices of a list of work, for spreading a corpus over machines:
/// the item at position `i` (0-based, in the order given) belongs to shard `i mod count + 1`.
/// Round robin rather than contiguous blocks, so that a manifest sorted by set or voice spreads
/// evenly and every shard takes about as long. The same list and count always give the same
/// slices, whatever machine runs them.
public struct Shard: Codable, Hashable, Sendable, CustomStringConvertible {
    /// 1…``count``, as schedulers number array tasks (and as `split -n l/K/N` does).
    public let index: Int
    public let count: Int

    public init(index: Int, count: Int) throws(ShardError) {
        guard count >= 1 else { throw ShardError(text: "\(index)/\(count)", reason: "N must be at least 1") }
        guard (1...count).contains(index) else {
            throw ShardError(text: "\(index)/\(count)", reason: "K must be from 1 to \(count)")
        }
        self.index = index
        self.count = count
    }

    /// Reads "K/N", e.g. "3/8".
    public init(parsing text: String) throws(ShardError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
            throw ShardError(text: text, reason: "not K/N (e.g. 3/8)")
        }
        try self.init(index: index, count: count)
    }

    /// Decoded through ``init(index:count:)``, so a hand-edited report cannot hold shard 0/0.
    public init(from decoder: any Decoder) throws {
        enum Keys: String, CodingKey { case index, count }
        let container = try decoder.container(keyedBy: Keys.self)
        try self.init(
            index: try container.decode(Int.self, forKey: .index), count: try container.decode(Int.self, forKey: .count)
        )
    }

    public var description: String { "\(index)/\(count)" }

    /// Whether the item at `position` (0-based) is this shard's.
    public func contains(position: Int) -> Bool { position % count == index - 1 }

    /// The positions of this shard's items in a list of `total`, in order.
    public func positions(amongst total: Int) -> StrideTo<Int> { stride(from: index - 1, to: total, by: count) }

    /// How many of a list of `total` items are this shard's.
    public func size(amongst total: Int) -> Int { total >= index ? (total - index) / count + 1 : 0 }

    /// This shard's items, in their original order.
    public func slice<Element>(_ items: [Element]) -> [Element] { positions(amongst: items.count).map { items[$0] } }
}
