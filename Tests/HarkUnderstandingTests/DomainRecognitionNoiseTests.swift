import Foundation
import Testing

@testable import HarkTraining
@testable import HarkUnderstanding

@Suite struct DomainRecognitionNoiseTests {
    let simulator = RecognitionErrorSimulator(
        confusions: ["send": [["sent"]], "monkeychat": [["monkey", "chat"]], "monkey chat": [["monkeychat"]]])

    @Test func corruptionDependsOnlyOnTextAndSeed() {
        let text = "please send a message to bobo on monkeychat saying the bananas are ripe"
        #expect(simulator.corrupt(text, seed: 1) == simulator.corrupt(text, seed: 1))
        let outputs = Set((0..<20).map { simulator.corrupt(text, seed: UInt64($0)) })
        #expect(outputs.count > 10, "different seeds should corrupt differently")
        let example = DomainExample(text: text, domain: .messaging)
        #expect(simulator.corrupt(example, pass: "a").text != simulator.corrupt(example, pass: "b").text)
        #expect(simulator.corrupt(example, pass: "a").domain == .messaging)
    }

    @Test func zeroRatesLeaveNormalizedTextAlone() {
        let clean = RecognitionErrorSimulator(
            confusions: simulator.confusions,
            rates: .init(functionWordDeletion: 0, contentWordDeletion: 0, substitution: 0, insertion: 0))
        #expect(clean.corrupt("Send it to Bobo, on MonkeyChat!", seed: 3) == "send it to bobo on monkeychat")
    }

    @Test func substitutionsSplitAndJoinWords() {
        let always = RecognitionErrorSimulator(
            confusions: simulator.confusions,
            rates: .init(functionWordDeletion: 0, contentWordDeletion: 0, substitution: 1, insertion: 0))
        #expect(always.corrupt("send bobo a monkeychat", seed: 0) == "sent bobo a monkey chat")
        #expect(always.corrupt("open monkey chat", seed: 0) == "open monkeychat")
    }

    @Test func somethingIsAlwaysHeard() {
        let deaf = RecognitionErrorSimulator(
            confusions: [:],
            rates: .init(functionWordDeletion: 1, contentWordDeletion: 1, substitution: 0, insertion: 0))
        #expect(deaf.corrupt("call the dentist", seed: 0) == "dentist")
    }

    @Test func confusionFileGroupsAreSymmetric() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("confusions-\(UUID()).txt")
        defer { try? FileManager.default.removeItem(at: url) }
        try "# comment\nsend | sent | spend\nfitpanda | fit panda | fit and a\n".write(
            to: url, atomically: true, encoding: .utf8)
        let loaded = try RecognitionErrorSimulator(contentsOf: url)
        #expect(loaded.confusions["sent"] == [["send"], ["spend"]])
        #expect(loaded.confusions["fitpanda"] == [["fit", "panda"], ["fit", "and", "a"]])
        #expect(loaded.confusions["fit and a"] == nil, "three-word phrases are only outputs")
        try "send\n".write(to: url, atomically: true, encoding: .utf8)
        #expect(throws: DomainDataError.self) { try RecognitionErrorSimulator(contentsOf: url) }
    }
}
