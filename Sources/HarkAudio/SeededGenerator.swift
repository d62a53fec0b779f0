/// SplitMix64: a small, fast generator whose sequence depends only on its seed, so noisy copies of
/// a sample set come out byte-identical on every machine. (Swift's system generator cannot be
/// seeded, and its `Hasher` is randomised per process.)
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    /// A generator for one item of a set: the set's seed mixed with a stable hash of the item's name.
    public init(seed: UInt64, item: String) {
        // FNV-1a over the UTF-8 bytes: stable across runs and platforms.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in item.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        self.init(seed: seed ^ hash)
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9e37_79b9_7f4a_7c15
        var z = state
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return z ^ (z >> 31)
    }
}
