import Foundation
import HarkTestSupport
import Testing

@testable import Hark

/// The wake word spotter on a real recording ("go forward ten meters"), with any word as the
/// wake word: what was said wakes it, where it was said; what was not said does not.
@Suite("Wake word spotter", .tags(.audio))
struct WakeWordSpotterTests {
    static func samples() throws -> [Int16] {
        let data = try Data(contentsOf: URL(fileURLWithPath: TestData.goForward))
        return data.withUnsafeBytes { Array($0.bindMemory(to: Int16.self)) }
    }

    static func spotter(_ phrase: String, scoring: WakeWordSettings.Scoring = .verified) throws -> WakeWordSpotter {
        try WakeWordSpotter(phrase: phrase, settings: WakeWordSettings(threshold: 0.5, scoring: scoring))
    }

    @Test func aWordSaidWakesWhereItWasSaid() throws {
        let heard = try Self.spotter("forward").listen(to: Self.samples())
        let wake = try #require(heard.detection)
        // "go" takes the first half second or so; "forward" ends before "ten".
        #expect(wake.start > 0.2 && wake.start < 1.2 && wake.end > wake.start + 0.2 && wake.end < 2)
        #expect(wake.score >= 0.5)
        #expect(abs(heard.audioSeconds - Double(try Self.samples().count) / 16_000) < 0.001)
    }

    /// A phrase of several words is heard as one word by the second hearing: heard as separate
    /// words, the general model's own pairs decide, and "go forward ten meters" scored 0.42.
    @Test(arguments: ["go forward", "ten meters", "go forward ten meters"])
    func aPhraseOfSeveralWordsSaidWakes(phrase: String) throws {
        let spotter = try WakeWordSpotter(phrase: phrase)
        let heard = try spotter.listen(to: Self.samples())
        let wake = try #require(heard.detection, "\(phrase): \(heard.candidates)")
        #expect(wake.score >= WakeWordSettings.defaultThreshold)
    }

    @Test func thePhraseIsHeardAsOneWordOrAsItsWords() {
        func word(_ text: String, _ confidence: Double) -> WordSegment {
            WordSegment(word: text, start: 0, end: 0.5, confidence: confidence)
        }
        #expect(WakeWordSpotter.verifierWord("smart mirror") == "smart_mirror")
        #expect(
            WakeWordSpotter.phraseConfidence("smart mirror", in: [word("smart_mirror", 0.9), word("on", 0.2)]) == 0.9)
        #expect(
            WakeWordSpotter.phraseConfidence("smart mirror", in: [word("smart", 0.8), word("mirror", 0.95)]) == 0.8)
        #expect(
            WakeWordSpotter.phraseConfidence(
                "smart mirror", in: [word("smart", 1), word("to", 0.2), word("mirror", 1)]) == 0)
        #expect(WakeWordSpotter.phraseConfidence("smart mirror", in: [word("mirror", 1), word("smart", 1)]) == 0)
    }

    /// Under the sanitizers, one word from the dictionary, one the G2P model pronounces and one
    /// phrase: the others run the same code on other words.
    @Test(
        arguments: TestRun.isSanitized
            ? ["computer", "zorblatt", "smart mirror"]
            : ["computer", "jarvis", "zorblatt", "smart mirror", "hey computer", "turn left"])
    func aWordNotSaidDoesNotWake(phrase: String) throws {
        // "zorblatt" is in no dictionary: the G2P model pronounces it.
        let heard = try Self.spotter(phrase).listen(to: Self.samples())
        #expect(!heard.detected, "\(phrase): \(heard.candidates)")
        #expect(heard.candidates.allSatisfy { $0.score < 0.5 })
    }

    /// Fed a chunk at a time, as a satellite streams: the same word, the same place, once.
    @Test func aStreamWakesOnceWhereTheFileDoes() throws {
        let samples = try Self.samples()
        let spotter = try Self.spotter("forward")
        let whole = try #require(try spotter.listen(to: samples).detection)
        try spotter.startStream()
        var wakes: [WakeWordResult.Candidate] = []
        for start in stride(from: 0, to: samples.count, by: 1_600) {
            if let wake = try spotter.feed(Array(samples[start..<min(start + 1_600, samples.count)])) {
                wakes.append(wake)
            }
        }
        if let last = try spotter.endStream() { wakes.append(last) }
        try #require(wakes.count == 1, "\(wakes)")
        #expect(abs(wakes[0].end - whole.end) < 0.15 && abs(wakes[0].start - whole.start) < 0.15)
    }

    /// What the spotter hears a near miss again through, in place of DeepFilterNet: it counts
    /// its calls and gives back the audio unchanged.
    final class CountingEnhancer: SpeechEnhancer {
        let name = "counting"
        let cuts = false
        let confirmsPlainReading = true
        let changesAudio: Bool
        var calls = 0

        init(changesAudio: Bool) { self.changesAudio = changesAudio }

        func vouchesForSpeech(in samples: [Int16]) -> Bool { false }
        func changes(_ samples: [Int16]) -> Bool { changesAudio }
        func enhance(_ samples: [Int16]) -> [Int16] {
            calls += 1
            return samples
        }
    }

    /// Only a stretch the verifier heard and that did not wake is heard again, and only when the
    /// enhancer's condition takes the audio; a hearing through it that does not wake leaves the
    /// plain one standing.
    @Test func onlyANearMissIsHeardAgainThroughTheEnhancer() throws {
        let samples = try Self.samples()
        func spotter(threshold: Double, _ enhancer: CountingEnhancer) throws -> WakeWordSpotter {
            try WakeWordSpotter(phrase: "forward", settings: WakeWordSettings(threshold: threshold), enhancer: enhancer)
        }
        // Woken plainly: nothing to hear again.
        let woken = CountingEnhancer(changesAudio: true)
        let heard = try spotter(threshold: 0.5, woken).listen(to: samples)
        #expect(heard.detected && !heard.enhanced && woken.calls == 0)
        // A posterior never passes 1.01: the verified stretch is a near miss, heard again once.
        let nearMiss = CountingEnhancer(changesAudio: true)
        let missed = try spotter(threshold: 1.01, nearMiss).listen(to: samples)
        #expect(nearMiss.calls == 1)
        #expect(!missed.detected && !missed.enhanced)
        #expect(missed.candidates.contains { WakeWordSpotter.wasVerified($0.score) })
        // The enhancer's condition passes this audio through: not heard again.
        let passed = CountingEnhancer(changesAudio: false)
        _ = try spotter(threshold: 1.01, passed).listen(to: samples)
        #expect(passed.calls == 0)
        // Without the verifier nothing is a near miss.
        let unsaid = CountingEnhancer(changesAudio: true)
        let other = try WakeWordSpotter(
            phrase: "forward", settings: WakeWordSettings(threshold: 1.01, scoring: .perFrame), enhancer: unsaid)
        _ = try other.listen(to: samples)
        #expect(unsaid.calls == 0, "per-frame scoring has no verifier")
    }

    /// The keyphrase search's own score is PocketSphinx's: a stretch it reports at its default
    /// threshold (1, a log of 0) scores at least 0.
    @Test func theKeyphraseScoreIsTheSearchsOwn() throws {
        let heard = try Self.spotter("forward", scoring: .keyphrase).listen(to: Self.samples())
        let best = try #require(heard.candidates.max { $0.score < $1.score })
        #expect(best.score == best.keyphraseScore)
        #expect(best.score > 0, "PocketSphinx's own keyphrase search hears 'forward' here at its default threshold")
    }

    @Test func aPhraseWithNoLettersIsRefused() {
        #expect(throws: (any Error).self) { try Self.spotter("  ") }
    }

    /// The gate: a command said without the word is nothing; the word alone wakes for the next
    /// utterance; the word with more after it is a command in the same breath.
    @Test func theGateWakesForOneCommand() throws {
        let samples = try Self.samples()
        let gate = WakeWordGate(spotter: try Self.spotter("forward"))
        let asleep = WakeWordGate(spotter: try Self.spotter("computer"))
        guard case .asleep = try asleep.decide(samples, start: 0, end: 3) else {
            Issue.record("a command without the word woke the device")
            return
        }
        guard case .command(let rest, let wake?) = try gate.decide(samples, start: 10, end: 13) else {
            Issue.record("the word with a command after it was not a command")
            return
        }
        #expect(rest.count < samples.count && rest.count == samples.count - Int((wake.end * 16_000).rounded()))
        // Nothing after the word but a pause shorter than a command: awake for the next
        // utterance, and only that one.
        let word = Array(samples[..<Int((wake.end * 16_000).rounded())]) + Array(repeating: 0, count: 4_000)
        guard case .woke = try gate.decide(word, start: 20, end: 21) else {
            Issue.record("the word alone did not wake the device")
            return
        }
        #expect(try gate.decide([0, 0, 0], start: 23, end: 24) == .command([0, 0, 0], wake: nil))
        guard case .asleep = try gate.decide(samples.map { _ in 0 }, start: 25, end: 28) else {
            Issue.record("the device stayed awake after its command")
            return
        }
    }
}
