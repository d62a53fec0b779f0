import HarkSupport
import Testing

/// The cache keys' digest against known vectors: FIPS 180-2's examples, then lengths around the
/// padding boundaries (55, 56, 63, 64, 65, 119, 120 bytes, where the length field does or does not
/// fit the last block) with digests from Python's hashlib.
@Suite struct SHA256Tests {
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        (
            "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
        ),
        (
            "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
            "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"
        ),
        (String(repeating: "a", count: 1_000), "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3"),
        ("Grüße, 猿", "16cd61cdf3f64267a2feb573d8f4130f1038ecdf6dd1611aa69af09ace401380"),
    ])
    func knownDigests(text: String, digest: String) {
        #expect(SHA256.hex(text) == digest)
    }

    @Test(arguments: [
        (55, "d5e285683cd4efc02d021a5c62014694958901005d6f71e89e0989fac77e4072"),
        (56, "04c26261370ee7541549d16dee320c723e3fd14671e66a099afe0a377c16888e"),
        (63, "75220b47218278e656f2013bb8f0c455a25eaf01e86c64924e9d48d89776d6f2"),
        (64, "7ce100971f64e7001e8fe5a51973ecdfe1ced42befe7ee8d5fd6219506b5393c"),
        (65, "9537c5fdf120482f7d58d25e9ed583f52c02b4e304ea814db1633ad565aed7e9"),
        (119, "000b48d4edf0fa7bee3c6236ecd2785baa5db4eeb8bb54341b029e0d9fa5fb0c"),
        (120, "13f05a0b594787f5ecd315edc96141bd3243203d1b7d4f0836f37308b276ba98"),
    ])
    func paddingBoundaries(length: Int, digest: String) {
        #expect(SHA256.hex(String(repeating: "x", count: length)) == digest)
    }

    /// FIPS 180-2's long example, fed in uneven pieces: updates in parts give the digest of the whole.
    @Test func millionAsInPieces() {
        var hasher = SHA256()
        var fed = 0
        var piece = 1
        while fed < 1_000_000 {
            let count = min(piece, 1_000_000 - fed)
            hasher.update(String(repeating: "a", count: count))
            fed += count
            piece = piece * 3 % 997 + 1
        }
        #expect(hasher.finalizeHex() == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }
}
