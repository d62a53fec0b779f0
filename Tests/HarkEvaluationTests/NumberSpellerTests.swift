import Testing

@testable import HarkEvaluation

@Suite struct NumberSpellerTests {
    @Test(arguments: [
        (0, "zero"), (7, "seven"), (10, "ten"), (13, "thirteen"), (19, "nineteen"),
        (20, "twenty"), (21, "twenty one"), (40, "forty"), (99, "ninety nine"),
        (100, "one hundred"), (101, "one hundred one"), (110, "one hundred ten"),
        (999, "nine hundred ninety nine"), (1_000, "one thousand"),
        (1_001, "one thousand one"), (2_019, "two thousand nineteen"),
        (12_345, "twelve thousand three hundred forty five"),
        (100_000, "one hundred thousand"),
        (999_999, "nine hundred ninety nine thousand nine hundred ninety nine"),
    ])
    func cardinals(number: Int, words: String) {
        #expect(NumberSpeller.cardinal(number) == words)
    }

    @Test(arguments: [
        (0, "zeroth"), (1, "first"), (2, "second"), (3, "third"), (4, "fourth"), (5, "fifth"),
        (8, "eighth"), (9, "ninth"), (11, "eleventh"), (12, "twelfth"), (20, "twentieth"),
        (21, "twenty first"), (42, "forty second"), (90, "ninetieth"), (100, "one hundredth"),
        (103, "one hundred third"), (1_000, "one thousandth"),
        (999_999, "nine hundred ninety nine thousand nine hundred ninety ninth"),
    ])
    func ordinals(number: Int, words: String) {
        #expect(NumberSpeller.ordinal(number) == words)
    }

    @Test func outsideTheRangeThereIsNoSpelling() {
        #expect(NumberSpeller.cardinal(1_000_000) == nil)
        #expect(NumberSpeller.cardinal(-1) == nil)
        #expect(NumberSpeller.ordinal(1_000_000) == nil)
    }

    @Test func digitsAreReadOneByOne() {
        #expect(NumberSpeller.digits("007") == "zero zero seven")
        #expect(NumberSpeller.digits("1234567") == "one two three four five six seven")
    }
}
