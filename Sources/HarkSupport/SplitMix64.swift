/// SplitMix64: a small, fast random number generator whose sequence depends only on its seed, so
/// noisy copies of a sample set, training sentences (and so the compiled language model and its
/// cache key), template expansions, simulated recognition errors and training shuffles come out
/// byte-identical on every run and machine. Swift's system generator cannot be seeded.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    /// How an item's name is hashed into the seed of that item's generator.
    public enum ItemHash: Sendable {
        /// FNV-1a 64 over the UTF-8 bytes as written: noise mixing's generators, one per audio file.
        case fnv1a
        /// `HeldOutSplit.stableHash(of:)`, case-folded and mixed: the domain classifier's, one per
        /// sentence. A different hash from `fnv1a`, kept so that its data does not change.
        case caseFolded
    }

    /// The step between states: 2⁶⁴ divided by the golden ratio, odd.
    public static let increment: UInt64 = 0x9e37_79b9_7f4a_7c15

    @usableFromInline var state: UInt64

    /// A generator whose sequence is fixed by `seed` alone.
    public init(seed: UInt64) {
        state = seed
    }

    /// A generator for one item of a set: the set's seed mixed with a stable hash of the item's
    /// name (never Swift's `hashValue`, which changes from process to process).
    public init(seed: UInt64, item: String, itemHash: ItemHash = .fnv1a) {
        switch itemHash {
        case .fnv1a: self.init(seed: seed ^ FNV1a.hash(item.utf8))
        case .caseFolded: self.init(seed: seed ^ HeldOutSplit.stableHash(of: item))
        }
    }

    /// The next 64 random bits: advances the state by ``increment`` and returns it through ``mix(_:)``.
    @inlinable
    public mutating func next() -> UInt64 {
        state &+= Self.increment
        return Self.mix(state)
    }

    /// SplitMix64's output function: spreads every input bit over the whole word, so that
    /// consecutive states, or hashes whose low digits are alike, give unrelated values.
    @inlinable
    public static func mix(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return z ^ (z >> 31)
    }

    /// A uniform double in 0..<1 from the top 53 bits, so the value does not depend on how the
    /// standard library happens to implement `Double.random(in:using:)`.
    public mutating func nextUnit() -> Double {
        Double(next() >> 11) * 0x1.0p-53
    }

    /// A uniform index in 0..<count, by multiply-shift (count must be positive), for the same reason.
    public mutating func nextIndex(below count: Int) -> Int {
        Int(next().multipliedFullWidth(by: UInt64(count)).high)
    }
}
