import HarkSupport
import Testing

/// The sequences of the seeded generators as they were before one SplitMix64 replaced the three
/// copies (HarkAudio's `SeededGenerator`, HarkUnderstanding's `SplitMix64` and
/// `DomainSeededGenerator`): noisy sample sets, training sentences and domain-classifier shuffles
/// must come out byte-identical. The expected values were taken from, and checked against, the
/// copies themselves (commit e6c6072).
@Suite struct SeededRandomnessPinTests {
    @Test(
        arguments: [
            (
                0 as UInt64,
                [0xe220_a839_7b1d_cdaf, 0x6e78_9e6a_a1b9_65f4, 0x06c4_5d18_8009_454f, 0xf88b_b8a8_724c_81ec]
            ),
            (1, [0x910a_2dec_8902_5cc1, 0xbeeb_8da1_658e_ec67, 0xf893_a2ee_fb32_555e, 0x71c1_8690_ee42_c90b]),
            (42, [0xbdd7_3226_2feb_6e95, 0x28ef_e333_b266_f103, 0x4752_6757_130f_9f52, 0x581c_e1ff_0e4a_e394]),
            (.max, [0xe4d9_7177_1b65_2c20, 0xe99f_f867_dbf6_82c9, 0x382f_f84c_b272_81e9, 0x6d1d_b36c_cba9_82d2]),
        ] as [(UInt64, [UInt64])])
    func plainSeedsGiveTheSameSequence(seed: UInt64, expected: [UInt64]) {
        var generator = SplitMix64(seed: seed)
        #expect(expected.map { _ in generator.next() } == expected)
    }

    /// Noise mixing's generators (`SeededGenerator`): the seed mixed with FNV-1a 64 of the item's
    /// UTF-8 bytes as written.
    @Test(
        arguments: [
            (42 as UInt64, "utterance-1", [0xc8d2_03c9_00c2_f03a, 0xffa0_e6b3_6f75_14ee, 0x8a38_c355_b3a8_7774]),
            (7, "", [0x234a_398d_b31d_26d6, 0x6eea_9785_db8c_2424, 0xace2_2851_a13a_9451]),
            (3, "Hello World.wav", [0xfecd_b74a_ddbd_36a8, 0x5447_6bca_4da2_433e, 0x8922_85fd_005d_f2b9]),
        ] as [(UInt64, String, [UInt64])])
    func audioItemGenerators(seed: UInt64, item: String, expected: [UInt64]) {
        var generator = SplitMix64(seed: seed, item: item)
        #expect(expected.map { _ in generator.next() } == expected)
    }

    /// The domain classifier's generators (`DomainSeededGenerator`): the seed mixed with `HeldOutSplit.stableHash` of the
    /// item (case-folded, then finished with the SplitMix64 mixer), a different hash from the
    /// audio one, kept so that template expansions and simulated errors do not change.
    @Test(
        arguments: [
            (42 as UInt64, "utterance-1", [0x1814_e2d6_54bb_ebe5, 0x06f9_48e5_63c9_9c4d, 0x7f0d_3a19_95d3_f7f8]),
            (7, "", [0x3b3c_3807_696c_ffb4, 0xd171_4195_6d31_1838, 0xaf7a_2dc7_3b71_045f]),
            (3, "Hello World.wav", [0x762a_bc3b_e19f_23c3, 0x48a1_970d_cc90_20b5, 0x43d1_a4c3_3716_f951]),
        ] as [(UInt64, String, [UInt64])])
    func domainItemGenerators(seed: UInt64, item: String, expected: [UInt64]) {
        var generator = SplitMix64(seed: seed, item: item, itemHash: .caseFolded)
        #expect(expected.map { _ in generator.next() } == expected)
    }

    @Test func unitDoublesAndIndices() {
        var units = SplitMix64(seed: 42, item: "utterance-1", itemHash: .caseFolded)
        #expect(
            (0..<3).map { _ in units.nextUnit() } == [0.09406869633379211, 0.027241283419959905, 0.49629557728424323])
        var indices = SplitMix64(seed: 7, item: "", itemHash: .caseFolded)
        #expect((0..<6).map { _ in indices.nextIndex(below: 10) } == [2, 8, 6, 5, 3, 1])
        var more = SplitMix64(seed: 3, item: "Hello World.wav", itemHash: .caseFolded)
        #expect((0..<6).map { _ in more.nextIndex(below: 10) } == [4, 2, 2, 1, 6, 0])
    }
}
