import HarkVocabulary

/// SplitMix64: a generator whose sequence depends only on its seed, so template expansion, noise
/// augmentation and training shuffles come out the same on every run and machine. (Swift's system
/// generator cannot be seeded.)
struct DomainSeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    /// A generator for one item: the seed mixed with a stable hash of the item's text (never Swift's
    /// `hashValue`, which changes from process to process).
    init(seed: UInt64, item: String) {
        self.init(seed: seed ^ HeldOutSplit.stableHash(of: item))
    }

    mutating func next() -> UInt64 {
        state &+= 0x9e37_79b9_7f4a_7c15
        var z = state
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return z ^ (z >> 31)
    }

    /// A uniform double in 0..<1 from the top 53 bits, so the value does not depend on how the
    /// standard library happens to implement `Double.random(in:using:)`.
    mutating func nextUnit() -> Double {
        Double(next() >> 11) * 0x1.0p-53
    }

    /// A uniform index in 0..<count, by multiply-shift (count must be positive).
    mutating func nextIndex(below count: Int) -> Int {
        Int(next().multipliedFullWidth(by: UInt64(count)).high)
    }
}
