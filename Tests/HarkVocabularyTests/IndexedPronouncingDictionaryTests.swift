import Foundation
import HarkVocabulary
import Testing

/// The in-place index gives exactly what the full parse gives, and reports bad lines the same way.
@Suite struct IndexedPronouncingDictionaryTests {
    static let sample = """
        ;;; a comment
        read R EH D
        a AH
        read(2) R IY D
        i'm AY M

        a(2) EY\r
        co-op K OW AA P
        """

    @Test func agreesWithThePronouncingDictionary() throws {
        let indexed = try IndexedPronouncingDictionary(bytes: Array(Self.sample.utf8), source: "<test>")
        let parsed = try PronouncingDictionary(parsing: Self.sample, source: "<test>")
        #expect(indexed.count == parsed.count)
        for word in parsed.words + ["absent", "rea", "read(2)", ""] {
            #expect(indexed.pronunciations(of: word) == parsed.pronunciations(of: word))
        }
        #expect(indexed.pronunciations(of: "a").map(\.description) == ["AH", "EY"])
        #expect(indexed.contains("co-op") && !indexed.contains("co"))
    }

    /// Every word of the real CMUdict, against the reference parser.
    @Test func agreesOnTheWholeCMUdict() throws {
        let indexed = try VocabularyTestResources.cmudict()
        let parsed = try PronouncingDictionary(contentsOf: VocabularyTestResources.cmudictURL)
        #expect(indexed.count == parsed.count)
        for word in parsed.words where indexed.pronunciations(of: word) != parsed.pronunciations(of: word) {
            Issue.record("\(word) differs")
            break
        }
    }

    @Test func badLinesNameFileAndLine() {
        #expect(
            throws: PronouncingDictionaryError(source: "<bad>", line: 2, reason: .malformedAlternate("read(x)"))
        ) { try IndexedPronouncingDictionary(bytes: Array("a AH\nread(x) R EH D\n".utf8), source: "<bad>") }
        #expect(throws: PronouncingDictionaryError(source: "<bad>", line: 1, reason: .missingPhones(word: "a"))) {
            try IndexedPronouncingDictionary(bytes: Array("a   \n".utf8), source: "<bad>")
        }
    }
}
