import Testing

@testable import HarkIntents

@Suite("Spoken answers")
struct SpokenAnswerTests {
    @Test(
        arguments: [
            ("yes", true), ("yeah send it", true), ("sure go ahead", true), ("no", false), ("no don't send it", false),
            ("not yet", false), ("bananas", nil), ("oui", true), ("non merci", false),
        ] as [(String, Bool?)])
    func yesOrNo(answer: String, expected: Bool?) {
        #expect(SpokenAnswer.yesOrNo(answer) == expected)
    }

    @Test func cancelPhrasesAnywhereInTheAnswer() {
        #expect(SpokenAnswer.isCancel("oh never mind"))
        #expect(SpokenAnswer.isCancel("Cancel."))
        #expect(!SpokenAnswer.isCancel("tell him to mind the bananas"))
    }

    /// With no question open, a cancel is a cancel phrase alone: a request that holds one of its
    /// words asks for something.
    @Test(arguments: [
        ("oh never mind", true), ("stop please", true), ("cancel that", true), ("Never mind, thanks.", true),
        ("stop the pump in the turtle tank", false), ("cancel my order", false), ("forget it and feed the koi", false),
        ("the koi tank", false),
    ])
    func aCancelAloneIsToldFromARequest(text: String, alone: Bool) {
        #expect(SpokenAnswer.isCancelAlone(text) == alone, "\(text)")
    }

    static let bobos = ["Bobo the Great", "Bobo Jr.", "Little Bobo"]

    @Test(arguments: [
        ("little bobo", 2), ("bobo junior", 1), ("bobo jr", 1), ("the great one", 0), ("the second one", 1),
        ("the last one", 2), ("first", 0),
    ])
    func choiceByNameOrOrdinal(answer: String, expected: Int) {
        #expect(SpokenAnswer.choice(answer, among: Self.bobos) == expected)
    }

    @Test func aNameEveryOptionSharesPicksNone() {
        #expect(SpokenAnswer.choice("bobo", among: Self.bobos) == nil)
        #expect(SpokenAnswer.choice("bananas", among: Self.bobos) == nil)
    }
}
