import Foundation
import HarkVocabulary
import Testing

@Suite struct PronouncingDictionaryTests {
    @Test func readsWordsAlternatesCommentsAndBlankLines() throws {
        let text = ";;; a CMUdict comment\nread R IY D\nread(2) R EH D\n\ncat\tK AE T\r\nread(3) R IY D\n"
        let dictionary = try PronouncingDictionary(parsing: text, source: "tiny.dict")
        #expect(dictionary.words == ["read", "cat"])
        #expect(dictionary.pronunciations(of: "read").map(\.description) == ["R IY D", "R EH D"])
        #expect(dictionary.pronunciations(of: "cat") == [Pronunciation(phones: ["K", "AE", "T"])])
        #expect(dictionary.pronunciations(of: "dog").isEmpty)
        #expect(dictionary.contains("cat") && !dictionary.contains("Cat"))
    }

    @Test(
        arguments: [
            ("ok OW K EY\nbad(x) B AE D\n", 2, PronouncingDictionaryError.Reason.malformedAlternate("bad(x)")),
            ("ok OW K EY\n(2) AH\n", 2, .malformedAlternate("(2)")),
            ("ok(2 OW K EY\n", 1, .malformedAlternate("ok(2")),
            ("ok OW K EY\n\nlonely\n", 3, .missingPhones(word: "lonely")),
            ("word W ER1 D\n", 1, .unknownPhone("ER1", word: "word")),
        ])
    func malformedLineNamesFileAndLine(text: String, line: Int, reason: PronouncingDictionaryError.Reason) {
        #expect(throws: PronouncingDictionaryError(source: "bad.dict", line: line, reason: reason)) {
            try PronouncingDictionary(parsing: text, source: "bad.dict")
        }
        do {
            _ = try PronouncingDictionary(parsing: text, source: "bad.dict")
        } catch {
            #expect(error.description.hasPrefix("bad.dict:\(line): "))
        }
    }

    @Test func anyPhoneSetCanBeAllowed() throws {
        let dictionary = try PronouncingDictionary(parsing: "word W ER1 D\n", source: "x", allowedPhones: nil)
        #expect(dictionary.pronunciations(of: "word").first?.phones == ["W", "ER1", "D"])
    }

    @Test func missingFileNamesThePath() {
        let path = "/nonexistent/hark/missing.dict"
        do {
            _ = try PronouncingDictionary(contentsOf: URL(fileURLWithPath: path))
            Issue.record("reading a missing file succeeded")
        } catch {
            #expect(error.source == path && error.line == nil)
            #expect(error.description.hasPrefix(path))
        }
    }

    @Test func formattedTextReadsBackIdentically() throws {
        var dictionary = PronouncingDictionary()
        dictionary.add(Pronunciation(phones: ["T", "AH", "M", "EY", "T", "OW"]), for: "tomato")
        dictionary.add(Pronunciation(phones: ["T", "AH", "M", "AA", "T", "OW"]), for: "tomato")
        dictionary.add(Pronunciation(phones: ["T", "AH", "M", "AA", "T", "OW"]), for: "tomato")
        dictionary.add(Pronunciation(phones: ["AH"]), for: "a")
        let text = dictionary.formatted()
        #expect(text == "tomato T AH M EY T OW\ntomato(2) T AH M AA T OW\na AH\n")
        let reread = try PronouncingDictionary(parsing: text, source: "round-trip")
        #expect(reread.words == dictionary.words)
        #expect(reread.pronunciations(of: "tomato") == dictionary.pronunciations(of: "tomato"))
    }

    @Test func readsTheSystemDictionary() throws {
        let dictionary = try SystemDictionary.load()
        // 134 723 lines, of which 8 778 are alternates: 125 945 distinct words.
        #expect(dictionary.count == 125_945)
        #expect(dictionary.pronunciations(of: "hello").map(\.description) == ["HH AH L OW", "HH EH L OW"])
        // Every phone in the file is ARPAbet (the reader would have thrown otherwise) and all 39 occur.
        var seen = Set<String>()
        for word in dictionary.words.prefix(20_000) {
            for pronunciation in dictionary.pronunciations(of: word) { seen.formUnion(pronunciation.phones) }
        }
        #expect(seen == ARPAbet.phoneSet)
    }
}

/// The CMUdict that PocketSphinx's US-English model ships with (Debian `pocketsphinx-en-us`), read
/// once per test process: reading it takes about a second in a debug build.
enum SystemDictionary {
    static let path = "/usr/share/pocketsphinx/model/en-us/cmudict-en-us.dict"
    private static let shared = Result { try PronouncingDictionary(contentsOf: URL(fileURLWithPath: path)) }

    static func load() throws -> PronouncingDictionary { try shared.get() }
}
