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

    /// A head word's alternate marker, well formed or not, is read as the reference parser reads it:
    /// the same base word, or the same refusal.
    @Test(arguments: ["ok(2)", "ok(12)", "ok(x)", "ok(2", "ok)", "ok()", "(2)", "ok(2a)", "ok((2)", "o(2)k", "ok(2))"])
    func alternateMarkersAreReadAsTheReferenceReadsThem(head: String) {
        let text = "\(head) OW K EY\n"
        let reference = Result { try PronouncingDictionary(parsing: text, source: "<marker>") }
        let indexed = Result { try IndexedPronouncingDictionary(bytes: Array(text.utf8), source: "<marker>") }
        switch (reference, indexed) {
        case (.success(let parsed), .success(let index)):
            #expect(parsed.words.count == index.count, "\(head)")
            for word in parsed.words { #expect(index.pronunciations(of: word) == parsed.pronunciations(of: word)) }
        case (.failure(let expected), .failure(let error)):
            #expect("\(error)" == "\(expected)", "\(head)")
        default:
            Issue.record("\(head): the reference gives \(reference), the index \(indexed)")
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
