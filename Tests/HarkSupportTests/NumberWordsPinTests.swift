import Foundation
import HarkDefinitions
import HarkEvaluation
import HarkSupport
import Testing

/// English number words as they were before one speller replaced `NumberSpeller` (evaluation),
/// `SpokenNumberSpeller` (training sentences) and `EnglishNumberWords` (spoken responses); the
/// expected values were checked against all three copies (commit e6c6072), which agreed on every
/// number of 0…999,999.
@Suite struct NumberWordsPinTests {
    @Test(arguments: [
        (0, "zero", "zeroth"), (7, "seven", "seventh"), (13, "thirteen", "thirteenth"), (20, "twenty", "twentieth"),
        (21, "twenty one", "twenty first"), (99, "ninety nine", "ninety ninth"), (100, "one hundred", "one hundredth"),
        (101, "one hundred one", "one hundred first"), (110, "one hundred ten", "one hundred tenth"),
        (112, "one hundred twelve", "one hundred twelfth"), (1_000, "one thousand", "one thousandth"),
        (1_001, "one thousand one", "one thousand first"),
        (12_345, "twelve thousand three hundred forty five", "twelve thousand three hundred forty fifth"),
        (100_000, "one hundred thousand", "one hundred thousandth"),
        (
            999_999, "nine hundred ninety nine thousand nine hundred ninety nine",
            "nine hundred ninety nine thousand nine hundred ninety ninth"
        ),
    ])
    func edgeCases(number: Int, cardinal: String, ordinal: String) {
        #expect(NumberSpeller.cardinal(number) == cardinal)
        #expect(NumberSpeller.ordinal(number) == ordinal)
        #expect(EnglishNumberWords.cardinalWords(number).joined(separator: " ") == cardinal)
        #expect(EnglishNumberWords.cardinal(number) == cardinal)
        #expect(EnglishNumberWords.ordinal(number) == ordinal)
    }

    /// Every number below 2,001 and a spread of larger ones, with a checksum of their words so that
    /// a change shows, not only at the edges above. The whole of 0…999,999 (HARK_WHOLE_RANGE=1)
    /// takes seconds in a debug build.
    static let sample = Array(0...2_000) + Array(stride(from: 2_001, through: 999_999, by: 3_989)) + [999_999]

    @Test func sampleIsUnchanged() {
        #expect(Self.checksum(Self.sample) == 0x8774_f834_4567_027b)
    }

    @Test(.disabled(if: ProcessInfo.processInfo.environment["HARK_WHOLE_RANGE"] == nil))
    func wholeRangeIsUnchanged() {
        #expect(Self.checksum(Array(0...999_999)) == 0x3daa_1d1e_14f5_a54c)
    }

    private static func checksum(_ numbers: [Int]) -> UInt64 {
        var checksum: UInt64 = 0
        for number in numbers {
            for byte in EnglishNumberWords.cardinal(number).utf8 { checksum = checksum &* 31 &+ UInt64(byte) }
            checksum = checksum &* 31 &+ 0x0a
        }
        return checksum
    }

    /// Beyond the evaluation speller's range: only the responses' speller spells these.
    @Test(arguments: [
        (1_000_000, "one million"), (-5, "minus five"), (1_000_001, "one million one"),
        (2_000_000_000, "two billion"),
        (
            Int.max,
            "nine quintillion two hundred twenty three quadrillion three hundred seventy two trillion "
                + "thirty six billion eight hundred fifty four million seven hundred seventy five thousand "
                + "eight hundred seven"
        ),
        (
            Int.min,
            "minus nine quintillion two hundred twenty three quadrillion three hundred seventy two trillion "
                + "thirty six billion eight hundred fifty four million seven hundred seventy five thousand "
                + "eight hundred eight"
        ),
    ])
    func largeAndNegativeCardinals(number: Int, words: String) {
        #expect(EnglishNumberWords.cardinal(number) == words)
    }

    @Test func outsideTheEvaluationRange() {
        #expect(NumberSpeller.cardinal(1_000_000) == nil)
        #expect(NumberSpeller.ordinal(-1) == nil)
        #expect(EnglishNumberWords.ordinal(1_000_000) == "one millionth")
        #expect(EnglishNumberWords.ordinal(-3) == "minus third")
    }

    @Test(arguments: [
        (1999, "nineteen ninety nine"), (1905, "nineteen oh five"), (1900, "nineteen hundred"),
        (2005, "two thousand five"), (2024, "twenty twenty four"), (2000, "two thousand"),
        (1099, "one thousand ninety nine"),
        (10_000, "ten thousand"), (1100, "eleven hundred"), (3000, "three thousand"),
    ])
    func years(year: Int, words: String) {
        #expect(EnglishNumberWords.year(year) == words)
    }

    @Test func digits() {
        #expect(NumberSpeller.digits("007") == "zero zero seven")
        #expect(NumberSpeller.digits("1234567") == "one two three four five six seven")
        #expect(NumberSpeller.digits("") == "")
    }
}
