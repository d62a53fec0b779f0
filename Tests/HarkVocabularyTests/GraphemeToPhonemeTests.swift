import Foundation
import HarkTraining
import HarkVocabulary
import Testing

/// Decoding with the committed model in Models/g2p/.
@Suite struct GraphemeToPhonemeTests {
    /// Loaded once per test process.
    private static let shared = Result { () throws -> GraphemeToPhoneme in
        guard let url = G2PModel.defaultURL else {
            throw G2PModelError(source: G2PModel.relativePath, detail: "committed model not found")
        }
        return try GraphemeToPhoneme(contentsOf: url)
    }

    static func model() throws -> GraphemeToPhoneme { try shared.get() }

    @Test(
        arguments: [
            ("cat", "K AE T"), ("phone", "F OW N"), ("thinking", "TH IH NG K IH NG"), ("boxes", "B AA K S IH Z"),
            ("Quickly", "K W IH K L IY"),
        ])
    func pronouncesCommonWords(word: String, expected: String) throws {
        #expect(try Self.model().pronunciations(for: word).first?.pronunciation.description == expected)
    }

    @Test func nBestIsDistinctSortedAndBounded() throws {
        let candidates = try Self.model().pronunciations(for: "kubernetes", maxCount: 5)
        #expect(candidates.count == 5)
        #expect(Set(candidates.map(\.pronunciation)).count == 5)
        #expect(zip(candidates, candidates.dropFirst()).allSatisfy { $0.logProbability >= $1.logProbability })
        #expect(candidates.allSatisfy { $0.logProbability < 0 })
        #expect(candidates.allSatisfy { $0.phones.allSatisfy(ARPAbet.phoneSet.contains) })
    }

    @Test func scoreMarginDropsUnlikelyAlternatives() throws {
        let model = try Self.model()
        let all = model.pronunciations(for: "read", maxCount: 10)
        let close = model.pronunciations(for: "read", maxCount: 10, scoreMargin: 1)
        #expect(!close.isEmpty && close.count < all.count)
        #expect(close.allSatisfy { (all[0].logProbability - $0.logProbability) <= 1 })
    }

    @Test func separatorsSplitAndDigitsDrop() throws {
        let model = try Self.model()
        let co = model.pronunciations(for: "co").first?.phones ?? []
        let op = model.pronunciations(for: "op").first?.phones ?? []
        #expect(model.pronunciations(for: "co-op").first?.phones == co + op)
        #expect(model.pronunciations(for: "CAT") == model.pronunciations(for: "cat"))
        #expect(model.pronunciations(for: "2024").isEmpty)
        #expect(model.pronunciations(for: "").isEmpty)
        #expect(model.pronunciations(for: "cat9").first?.phones == ["K", "AE", "T"])
    }

    @Test func serializedModelReloadsIdentically() throws {
        let model = try Self.model()
        let reloaded = try GraphemeToPhoneme(serialized: model.serialized())
        for word in ["kubernetes", "aardvark", "o'hare", "schmidt"] {
            #expect(reloaded.pronunciations(for: word, maxCount: 3) == model.pronunciations(for: word, maxCount: 3))
        }
    }

    @Test func damagedFilesThrowInsteadOfCrashing() throws {
        let bytes = try Self.model().serialized()
        #expect(throws: G2PModelError.self) { try GraphemeToPhoneme(serialized: bytes.prefix(bytes.count / 2)) }
        #expect(throws: G2PModelError.self) {
            try GraphemeToPhoneme(serialized: Data("HARKG2P0".utf8) + bytes.dropFirst(8))
        }
        #expect(throws: G2PModelError.self) { try GraphemeToPhoneme(serialized: bytes + [0]) }
        // Child counts are the last array: corrupting them breaks the trie, which must be detected.
        var corrupted = bytes
        corrupted[corrupted.count - 1] ^= 0x7f
        #expect(throws: G2PModelError.self) { try GraphemeToPhoneme(serialized: corrupted) }
    }

    /// The committed model on words it never saw. 300 evenly spaced held-out words keep this fast in a
    /// debug build; the full held-out set (docs/g2p.md) gives about 25 % WER.
    @Test func heldOutAccuracyMeetsTheTarget() throws {
        let dictionary = try SystemDictionary.load()
        let words = G2PEvaluation.heldOutWords(of: dictionary, sampleSize: 300)
        #expect(words.count == 300)
        let result = G2PEvaluation.evaluate(try Self.model(), on: words, references: dictionary)
        #expect(result.words == 300)
        #expect(result.wordErrorRate <= 0.30, "WER \(result.wordErrorRate)")
        #expect(result.phoneErrorRate <= 0.08, "PER \(result.phoneErrorRate)")
    }
}
