import HarkVocabulary
import Testing

/// Text to decoder words: lower case, apostrophes kept, punctuation separates.
@Suite struct DecoderSpellingTests {
    @Test(
        arguments: [
            ("Send a message to Bobo with MonkeyChat.", ["send", "a", "message", "to", "bobo", "with", "monkeychat"]),
            ("I’m on my way, Kiki!", ["i'm", "on", "my", "way", "kiki"]),
            ("'Bobo's' co-op -- ad-hoc", ["bobo's", "co-op", "ad-hoc"]),
            ("Café  Zoë\tR2D2", ["cafe", "zoe", "r2d2"]),
            ("  ...  ", []),
        ])
    func splitsAndNormalizes(text: String, expected: [String]) {
        #expect(DecoderSpelling.words(in: text) == expected)
    }

    @Test func distinctWordsKeepFirstAppearance() {
        #expect(DecoderSpelling.distinctWords(in: ["Monkey Mile", "mile run", "MONKEY"]) == ["monkey", "mile", "run"])
    }
}
