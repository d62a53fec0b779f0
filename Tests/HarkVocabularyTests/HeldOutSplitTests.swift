import Foundation
import HarkSupport
import HarkTraining
import HarkVocabulary
import Testing

@Suite struct HeldOutSplitTests {
    /// Pinned values: if the hash changes, every published figure refers to a different test set.
    @Test func bucketsArePinned() {
        #expect(HeldOutSplit.bucket(of: "hello") == 7)
        #expect(HeldOutSplit.bucket(of: "phonetisaurus") == 87)
        #expect(HeldOutSplit.stableHash(of: "") == 0xf52a_15e9_a9b5_e89b)
    }

    @Test func ignoresCaseAndIsRepeatable() {
        for word in ["Hello", "KUBERNETES", "o'Brien"] {
            #expect(HeldOutSplit.bucket(of: word) == HeldOutSplit.bucket(of: word.lowercased()))
            #expect(HeldOutSplit.standard.isHeldOut(word) == HeldOutSplit.standard.isHeldOut(word))
        }
    }

    @Test func holdsOutAboutTenPercentOfTheDictionary() throws {
        let dictionary = try SystemDictionary.load()
        let heldOut = dictionary.words.filter(HeldOutSplit.standard.isHeldOut).count
        let fraction = Double(heldOut) / Double(dictionary.count)
        #expect(fraction > 0.095 && fraction < 0.105, "held out \(fraction)")
    }

    @Test func trainingAndHeldOutWordsAreDisjoint() throws {
        let dictionary = try SystemDictionary.load()
        let training = Set(G2PTrainer().trainingWords(in: dictionary))
        let heldOut = G2PEvaluation.heldOutWords(of: dictionary)
        #expect(heldOut.count > 12_000)
        #expect(training.count > 110_000)
        #expect(heldOut.allSatisfy { !training.contains($0) })
        #expect(training.allSatisfy { !HeldOutSplit.standard.isHeldOut($0) })
    }

    @Test func trainingNeverSeesHeldOutWords() throws {
        // A dictionary made only of held-out words leaves the trainer nothing to learn from.
        var dictionary = PronouncingDictionary()
        let words = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india", "juliet"]
            .flatMap { base in (0..<20).map { "\(base)\($0 == 0 ? "" : String(repeating: "s", count: $0))" } }
            .filter(HeldOutSplit.standard.isHeldOut)
        #expect(!words.isEmpty)
        for word in words { dictionary.add(Pronunciation(phones: ["AH"]), for: word) }
        #expect(throws: G2PModelError.self) { try G2PTrainer().train(on: dictionary) }
    }
}
