import Testing

@testable import HarkEvaluation

@Suite struct TranscriptNormalizerTests {
    let normalizer = TranscriptNormalizer()

    @Test(arguments: [
        // Case, punctuation and whitespace.
        ("Go  FORWARD,\tplease!", "go forward please"),
        ("\"Stop.\" — she said…", "stop she said"),
        ("forty-two", "forty two"),
        // Apostrophes inside words stay; quotes around words go.
        ("Don't stop", "don't stop"),
        ("it’s John’s", "it's john's"),
        ("'quoted' dogs'", "quoted dogs"),
        // Sphinx markers.
        ("<s> go forward </s>", "go forward"),
        ("<sil> go <SIL> [NOISE] forward [breath]", "go forward"),
        ("++UM++ go ++NOISE++ forward +BREATH+", "go forward"),
        ("read(2) the book(3)", "read the book"),
        // Numbers.
        ("go 10 meters", "go ten meters"),
        ("turn 90 degrees", "turn ninety degrees"),
        ("the 2nd door on the 21st floor", "the second door on the twenty first floor"),
        ("1,500 steps", "one thousand five hundred steps"),
        ("3.5 km", "three point five km"),
        ("agent 007", "agent zero zero seven"),
        ("call 5551234567", "call five five five one two three four five six seven"),
        ("at 10:30", "at ten thirty"),
        ("mp3 10am", "mp three ten am"),
        ("1,2,3", "one two three"),
        ("go 10.", "go ten"),
        // Variants are not merged.
        ("colour color", "colour color"),
        // Nothing left.
        ("<s> </s>", ""),
        ("", ""),
    ])
    func normalizes(input: String, expected: String) {
        #expect(normalizer.normalize(input) == expected)
    }

    @Test func wordsAreSeparate() {
        #expect(normalizer.words(in: "Go 10 m") == ["go", "ten", "m"])
    }

    @Test func aLoneParenthesisedNumberIsNotAnAlternateMarker() {
        #expect(normalizer.normalize("(2)") == "two")
    }

    @Test func referenceAndHypothesisMeetAfterNormalization() {
        let reference = WordAlignment(
            reference: normalizer.words(in: "<s> Go forward 10 meters. </s>"),
            hypothesis: normalizer.words(in: "go forward(2) ten meters"))
        #expect(reference.counts.errors == 0)
    }
}
