import Testing

@testable import HarkVocabulary

/// Sharing a phrase's phones among its words.
@Suite struct PhraseAlignmentTests {
    static func phones(_ text: String) -> [String] { text.split(separator: " ").map(String.init) }

    @Test func cutsWhereEachShareIsClosestToItsWord() {
        let shares = PhraseAlignment.split(
            Self.phones("M AH N K IY M AY L"),
            references: [[Self.phones("M AH NG K IY")], [Self.phones("M AY L")]])
        #expect(shares == [Self.phones("M AH N K IY"), Self.phones("M AY L")])
    }

    @Test func usesTheClosestOfSeveralReferences() {
        let shares = PhraseAlignment.split(
            Self.phones("R IY D AH B UH K"),
            references: [[Self.phones("R EH D"), Self.phones("R IY D")], [Self.phones("AH")], [Self.phones("B UH K")]])
        #expect(shares == [Self.phones("R IY D"), ["AH"], Self.phones("B UH K")])
    }

    @Test func everyWordGetsAtLeastOnePhone() {
        let shares = PhraseAlignment.split(["AA", "B"], references: [[Self.phones("AA B K")], [Self.phones("Z")]])
        #expect(shares == [["AA"], ["B"]])
        #expect(PhraseAlignment.split(["AA"], references: [[["AA"]], [["B"]]]) == nil)
        #expect(PhraseAlignment.split(["AA"], references: [[["AA"]], []]) == nil)
    }

    @Test func editDistanceCountsPhoneEdits() {
        #expect(PhraseAlignment.editDistance(Self.phones("K AE T"), Self.phones("K AE T")) == 0)
        #expect(PhraseAlignment.editDistance(Self.phones("K AE T"), Self.phones("B AE T S")) == 2)
        #expect(PhraseAlignment.editDistance([], Self.phones("B AE")) == 2)
    }
}
