import HarkResponses
import Testing

@Suite struct SpokenListTests {
    let english = SpokenList(language: .englishUS)
    let french = SpokenList(language: .frenchFrance)

    @Test func oneItemIsItself() {
        #expect(english.spoken(["Bobo"], conjunction: .or) == "Bobo")
        #expect(french.spoken(["Bobo"], conjunction: .and) == "Bobo")
    }

    @Test func twoItemsHaveNoComma() {
        #expect(english.spoken(["Bobo", "Kiki"], conjunction: .or) == "Bobo or Kiki")
        #expect(english.spoken(["Bobo", "Kiki"], conjunction: .and) == "Bobo and Kiki")
        #expect(french.spoken(["Bobo", "Kiki"], conjunction: .or) == "Bobo ou Kiki")
        #expect(french.spoken(["Bobo", "Kiki"], conjunction: .and) == "Bobo et Kiki")
    }

    @Test func englishUsesTheSerialComma() {
        #expect(english.spoken(["A", "B", "C"], conjunction: .or) == "A, B, or C")
        #expect(english.spoken(["A", "B", "C", "D"], conjunction: .and) == "A, B, C, and D")
    }

    @Test func frenchHasNoCommaBeforeTheConjunction() {
        #expect(french.spoken(["A", "B", "C"], conjunction: .or) == "A, B ou C")
        #expect(french.spoken(["A", "B", "C", "D"], conjunction: .and) == "A, B, C et D")
    }

    @Test func noItemsIsEmpty() {
        #expect(english.spoken([], conjunction: .and) == "")
    }
}
