import HarkEvaluation
import HarkSupport
import HarkTraining
import HarkVocabulary
import Testing

/// Edit distances as they were before one routine replaced the copies in `PhraseAlignment`,
/// `G2PEvaluation`, `PhoneticSimilarity`, `DomainSplitFigures` and `WordAlignment`.
@Suite struct EditDistancePinTests {
    private static func phones(_ text: String) -> [String] { text.split(separator: " ").map(String.init) }

    @Test(arguments: [
        ("K AE T", "B AE T S", 2), ("", "A B", 2), ("A", "", 1), ("AE K T", "K AE T", 2), ("", "", 0),
        ("K AE T", "K AE T", 0), ("S IH T IH NG", "K IH T AH N", 3),
    ])
    func unitCostDistances(a: String, b: String, distance: Int) {
        #expect(EditDistance.between(Self.phones(a), Self.phones(b)) == distance)
        #expect(EditDistance.between(Self.phones(b), Self.phones(a)) == distance)
    }

    /// Weighted phone similarity, pinned to the bit: a change of summation order would show here.
    @Test(arguments: [
        ("K IY K IY", "K IY K IY", 0x3ff0_0000_0000_0000 as UInt64), ("K IY", "G IH Y", 0x3fe3_3333_3333_3334),
        ("AH B", "B", 0x3fe6_6666_6666_6666), ("", "S", 0), ("L R M", "R L N HH", 0x3fde_6666_6666_6666),
    ])
    func phoneSimilarities(a: String, b: String, bits: UInt64) {
        #expect(PhoneticSimilarity.phones(Self.phones(a), Self.phones(b)).bitPattern == bits)
    }

    @Test(arguments: [
        ("bobo", "bobo", 0x3ff0_0000_0000_0000 as UInt64), ("kiki", "coco", 0), ("", "ab", 0),
        ("sitting", "kitten", 0x3fe2_4924_9249_2492),
    ])
    func letterSimilarities(a: String, b: String, bits: UInt64) {
        #expect(PhoneticSimilarity.letters(a, b).bitPattern == bits)
    }

    /// The alignment path, not only its cost: ties broken as before (most matches, then
    /// substitutions in reading order).
    @Test(arguments: [
        ("go forward meters", "go forwards ten meters", "= S I ="),
        ("a b", "b c", "D = I"),
        ("turn left", "", "D D"),
        ("stop", "please stop now", "I = I"),
        ("one two three", "three two one", "S = S"),
        ("x y z", "y x z y", "D = I = I"),
        ("", "hello", "I"),
    ])
    func wordAlignmentPaths(reference: String, hypothesis: String, path: String) {
        let alignment = WordAlignment(reference: Self.phones(reference), hypothesis: Self.phones(hypothesis))
        let symbols = alignment.steps.map { step -> String in
            switch step.kind {
            case .match: "="
            case .substitution: "S"
            case .deletion: "D"
            case .insertion: "I"
            }
        }
        #expect(symbols.joined(separator: " ") == path)
    }
}
