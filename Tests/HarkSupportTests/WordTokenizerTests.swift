import HarkSupport
import Testing

/// Names as written in files, read as the words they are said with (a parameter's name in a
/// reply, a type's name as a word the parser may hear).
@Suite("Word tokenizer")
struct WordTokenizerTests {
    @Test(arguments: [
        ("coffeeDrink", ["coffee", "drink"]), ("soup_size", ["soup", "size"]), ("tank", ["tank"]),
        ("numberOfShots", ["number", "of", "shots"]), ("room2Light", ["room2", "light"]), ("", []),
    ])
    func aNameIsReadAsItsWords(name: String, words: [String]) {
        #expect(WordTokenizer.words(ofName: name) == words)
    }

    /// The search's word for a value outside a list stays one word; other hyphens split.
    @Test func theUnknownWordStaysWhole() {
        #expect(WordTokenizer.words(in: "open the hark-unknown vent") == ["open", "the", "hark-unknown", "vent"])
        #expect(WordTokenizer.words(in: "a well-known vent") == ["a", "well", "known", "vent"])
    }
}
