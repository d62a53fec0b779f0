/// Which dictionary words a G2P model is tested on instead of trained on.
///
/// A word's side is decided by a stable hash of its spelling alone (FNV-1a over the lowercased UTF-8
/// bytes, then a 64-bit mix so that the low digits are well spread), never by Swift's `hashValue`,
/// which is seeded randomly per process. So the split is the same on every run and machine, all
/// pronunciations of one word fall on the same side, and a word's side does not change when other
/// words are added to or removed from the dictionary.
public struct HeldOutSplit: Hashable, Sendable {
    /// Percentage of distinct words held out, 0…100.
    public let heldOutPercent: Int

    /// The split every figure in docs/g2p.md uses: 10 % of words held out.
    public static let standard = HeldOutSplit(heldOutPercent: 10)

    /// A split holding out `heldOutPercent` of the distinct words, clamped to 0…100.
    public init(heldOutPercent: Int) {
        self.heldOutPercent = min(max(heldOutPercent, 0), 100)
    }

    /// True when `word` belongs to the test side.
    public func isHeldOut(_ word: String) -> Bool {
        Self.bucket(of: word) < heldOutPercent
    }

    /// The word's bucket, 0..<100; words in buckets below `heldOutPercent` are held out.
    public static func bucket(of word: String) -> Int {
        Int(stableHash(of: word) % 100)
    }

    /// FNV-1a 64 over the lowercased UTF-8 spelling, finished with the SplitMix64 mixer.
    public static func stableHash(of word: String) -> UInt64 {
        SplitMix64.mix(FNV1a.hash(word.lowercased().utf8))
    }
}
