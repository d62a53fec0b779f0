import HarkResponses
import Testing

@Suite struct SpokenNumberTests {
    let english = SpokenNumber(language: .englishUS)
    let french = SpokenNumber(language: .frenchFrance)

    @Test(arguments: [
        (0, "zero"), (7, "seven"), (13, "thirteen"), (20, "twenty"), (21, "twenty one"), (40, "forty"),
        (99, "ninety nine"), (100, "one hundred"), (105, "one hundred five"), (1000, "one thousand"),
        (2024, "two thousand twenty four"),
        (999_999, "nine hundred ninety nine thousand nine hundred ninety nine"), (1_000_000, "one million"),
        (1_234_567, "one million two hundred thirty four thousand five hundred sixty seven"),
        (3_000_000_000, "three billion"), (-5, "minus five"),
    ])
    func englishCardinals(number: Int, words: String) {
        #expect(english.cardinal(number) == words)
    }

    @Test(arguments: [
        (0, "zéro"), (1, "un"), (16, "seize"), (17, "dix-sept"), (21, "vingt et un"), (22, "vingt-deux"),
        (61, "soixante et un"), (70, "soixante-dix"), (71, "soixante et onze"), (72, "soixante-douze"),
        (79, "soixante-dix-neuf"), (80, "quatre-vingts"), (81, "quatre-vingt-un"), (90, "quatre-vingt-dix"),
        (91, "quatre-vingt-onze"), (99, "quatre-vingt-dix-neuf"), (100, "cent"), (101, "cent un"),
        (200, "deux cents"), (201, "deux cent un"), (280, "deux cent quatre-vingts"), (1000, "mille"),
        (1001, "mille un"), (2000, "deux mille"), (80_000, "quatre-vingt mille"), (200_000, "deux cent mille"),
        (999_999, "neuf cent quatre-vingt-dix-neuf mille neuf cent quatre-vingt-dix-neuf"),
        (1_000_000, "un million"), (2_000_000, "deux millions"), (200_000_000, "deux cents millions"),
        (1_200_000, "un million deux cent mille"), (1_000_000_000, "un milliard"), (-5, "moins cinq"),
    ])
    func frenchCardinals(number: Int, words: String) {
        #expect(french.cardinal(number) == words)
    }

    @Test func frenchFeminineChangesOnlyTheFinalOne() {
        #expect(french.cardinal(1, gender: .feminine) == "une")
        #expect(french.cardinal(21, gender: .feminine) == "vingt et une")
        #expect(french.cardinal(81, gender: .feminine) == "quatre-vingt-une")
        #expect(french.cardinal(21_000, gender: .feminine) == "vingt et un mille")
        #expect(french.cardinal(22, gender: .feminine) == "vingt-deux")
        #expect(english.cardinal(21, gender: .feminine) == "twenty one")
    }

    @Test(arguments: [
        (2024, "twenty twenty four"), (2000, "two thousand"), (2005, "two thousand five"),
        (1999, "nineteen ninety nine"), (1905, "nineteen oh five"), (1900, "nineteen hundred"),
    ])
    func englishYears(year: Int, words: String) {
        #expect(english.year(year) == words)
    }

    @Test func frenchYearsAreCardinals() {
        #expect(french.year(2024) == "deux mille vingt-quatre")
        #expect(french.year(1999) == "mille neuf cent quatre-vingt-dix-neuf")
    }

    /// Every number says something different, in words only, single-spaced.
    @Test func wordsAreDistinctAndWellFormed() {
        for number in [english, french] {
            var seen: Set<String> = []
            for value in 0...20_000 {
                let words = number.cardinal(value)
                #expect(seen.insert(words).inserted, "\(value) → \(words) said twice")
                #expect(!words.contains { $0.isNumber }, "\(value) → \(words)")
                #expect(!words.contains("  ") && words == words.trimmingCharacters(in: .whitespaces))
            }
        }
    }

    @Test func extremesDoNotTrap() {
        #expect(english.cardinal(Int.max).hasPrefix("nine quintillion"))
        #expect(english.cardinal(Int.min).hasPrefix("minus nine quintillion"))
        #expect(french.cardinal(Int.max).hasPrefix("neuf trillions"))
    }
}
