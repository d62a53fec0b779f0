import HarkSupport
import Testing

/// The hashes as they were before one FNV-1a replaced the copies in `HeldOutSplit`,
/// `IndexedPronouncingDictionary`, `SeededGenerator` and `GraphemeToPhoneme`: held-out splits and
/// seeded item generators must not move.
@Suite struct StableHashPinTests {
    /// FNV-1a 64's published test vectors (which the old audio item generator was checked
    /// against: its state started at `seed ^ hash`), whole and fed in pieces.
    @Test(arguments: [
        ("", 0xcbf2_9ce4_8422_2325 as UInt64), ("a", 0xaf63_dc4c_8601_ec8c), ("foobar", 0x8594_4171_f739_67e8),
    ])
    func fnv1aVectors(text: String, hash: UInt64) {
        #expect(FNV1a.hash(text.utf8) == hash)
        var pieces = FNV1a()
        for byte in text.utf8 { pieces.add(byte) }
        #expect(pieces.value == hash)
        var viaItem = SplitMix64(seed: 0, item: text)
        var viaHash = SplitMix64(seed: hash)
        #expect(viaItem.next() == viaHash.next())
    }

    @Test(arguments: [
        ("", 0xf52a_15e9_a9b5_e89b as UInt64, 3), ("hello", 0x16fe_05a1_c75b_cd0f, 7),
        ("Hello", 0x16fe_05a1_c75b_cd0f, 7), ("phonetisaurus", 0x9240_09f8_d470_ef93, 87),
        ("naïve", 0xde6b_8471_27ce_5820, 64), ("O'Brien", 0xcd95_519f_fc24_f8aa, 30), ("a", 0x02c0_bdbf_4814_20f8, 36),
    ])
    func heldOutSplitHashes(word: String, hash: UInt64, bucket: Int) {
        #expect(HeldOutSplit.stableHash(of: word) == hash)
        #expect(HeldOutSplit.bucket(of: word) == bucket)
    }
}
