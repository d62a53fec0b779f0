/// FNV-1a, 64 bits: the one stable hash of Hark's, for held-out splits, seeded item generators,
/// the pronouncing dictionary's hash table and the G2P's phone-sequence keys.
///
/// Stable across runs, processes and machines, unlike Swift's `Hasher`, which is seeded randomly
/// per process; fast on the short keys it is used for. Fed byte by byte, so a caller can hash
/// what it has without building a buffer first (the G2P extends a hypothesis's hash phone by phone).
public struct FNV1a: Hashable, Sendable {
    /// The hash of no bytes: FNV's 64-bit offset basis.
    public static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    /// FNV's 64-bit prime.
    public static let prime: UInt64 = 0x0000_0100_0000_01b3

    /// The hash of the bytes added so far.
    public var value: UInt64

    /// Starts from `value`: the offset basis for a fresh hash, or a hash to extend.
    @inlinable
    public init(value: UInt64 = FNV1a.offsetBasis) {
        self.value = value
    }

    /// Folds one byte into ``value``.
    @inlinable
    public mutating func add(_ byte: UInt8) {
        value = (value ^ UInt64(byte)) &* Self.prime
    }

    /// Folds `bytes` into ``value``, in order: the same as adding them one at a time.
    @inlinable
    public mutating func add(contentsOf bytes: some Sequence<UInt8>) {
        for byte in bytes { add(byte) }
    }

    /// The hash of `bytes` (for text, its `utf8` view).
    @inlinable
    public static func hash(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var hash = FNV1a()
        hash.add(contentsOf: bytes)
        return hash.value
    }
}
