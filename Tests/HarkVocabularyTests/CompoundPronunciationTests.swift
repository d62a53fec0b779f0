import Testing

@testable import HarkVocabulary

/// Unknown words made of two known ones: their pronunciations joined.
@Suite struct CompoundPronunciationTests {
    static func phones(of word: String) throws -> String? {
        CompoundPronunciation.pronunciation(of: word, in: try VocabularyTestResources.cmudict())?.description
    }

    @Test func joinsThePartsPrimaryPronunciations() throws {
        #expect(try Self.phones(of: "monkeychat") == "M AH NG K IY CH AE T")
        #expect(try Self.phones(of: "bananagram") == "B AH N AE N AH G R AE M")
        #expect(try Self.phones(of: "monkeyfit") == "M AH NG K IY F IH T")
    }

    @Test func prefersTheMostEvenSplit() throws {
        let dictionary = try PronouncingDictionary(
            parsing: "abc AE\nabcd B\ndefgh D\nefgh EH\n", source: "<test>")
        // abc+defgh and abcd+efgh both exist; the more even one wins.
        #expect(CompoundPronunciation.pronunciation(of: "abcdefgh", in: dictionary)?.phones == ["B", "EH"])
    }

    @Test func shortOrNonLetterWordsAreNotSplit() throws {
        #expect(try Self.phones(of: "catdog") == nil)
        #expect(try Self.phones(of: "monkey2chat") == nil)
        #expect(try Self.phones(of: "zqxjvbnmwk") == nil)
    }
}
