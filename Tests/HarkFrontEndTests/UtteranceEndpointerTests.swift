import Foundation
import Testing

@testable import HarkFrontEnd

/// The endpointer on synthetic streams fed in odd-sized chunks: syllable-like bursts of a tone
/// (rising and falling four times a second) are utterances; a steady tone of the same loudness
/// is not; a quiet stretch longer than the end silence separates two utterances.
@Suite("Cutting a stream into utterances")
struct UtteranceEndpointerTests {
    static let rate = 16_000

    /// A 300 Hz tone whose loudness rises and falls like syllables, or holds steady.
    static func tone(seconds: Double, syllables: Bool) -> [Int16] {
        (0..<Int(seconds * Double(rate))).map { index in
            let time = Double(index) / Double(rate)
            let envelope = syllables ? 0.55 + 0.45 * sin(2 * .pi * 4 * time) : 0.55
            return Int16(8_000 * envelope * sin(2 * .pi * 300 * time))
        }
    }

    static func silence(seconds: Double) -> [Int16] { [Int16](repeating: 0, count: Int(seconds * Double(rate))) }

    func utterances(in stream: [Int16]) throws -> [StreamUtterance] {
        let endpointer = try UtteranceEndpointer(detector: EnergyVoiceDetector())
        var found: [StreamUtterance] = []
        var offset = 0
        while offset < stream.count {
            let end = min(stream.count, offset + 1_234)
            found += try endpointer.append(Array(stream[offset..<end]))
            offset = end
        }
        if let last = endpointer.finish() { found.append(last) }
        return found
    }

    @Test func twoSpokenStretchesApartAreTwoUtterancesAtTheirPlaces() throws {
        let stream =
            Self.silence(seconds: 1) + Self.tone(seconds: 1.5, syllables: true) + Self.silence(seconds: 1.2)
            + Self.tone(seconds: 1, syllables: true) + Self.silence(seconds: 1)
        let found = try utterances(in: stream)
        #expect(found.count == 2)
        guard found.count == 2 else { return }
        // Each starts within the pre-roll before its speech and ends within the margin after.
        #expect((0.7...1.05).contains(found[0].startSeconds), "\(found[0].startSeconds)")
        #expect((2.45...2.8).contains(found[0].endSeconds), "\(found[0].endSeconds)")
        #expect((3.4...3.75).contains(found[1].startSeconds), "\(found[1].startSeconds)")
        #expect((4.65...5.0).contains(found[1].endSeconds), "\(found[1].endSeconds)")
        #expect(found[0].samples.count == found[0].endSample - found[0].startSample)
    }

    @Test func aSteadySoundIsNoUtteranceAndAShortPauseSplitsNothing() throws {
        let steady = Self.silence(seconds: 1) + Self.tone(seconds: 1.5, syllables: false) + Self.silence(seconds: 1)
        #expect(try utterances(in: steady).isEmpty)

        let paused =
            Self.silence(seconds: 1) + Self.tone(seconds: 1, syllables: true) + Self.silence(seconds: 0.3)
            + Self.tone(seconds: 1, syllables: true) + Self.silence(seconds: 1)
        #expect(try utterances(in: paused).count == 1)
    }

    /// A smooth voice: its level holds steady, but it turns from a vowel (a 300 Hz tone) to a
    /// fricative (white noise as loud) and back four times a second, as flite's slt does.
    static func smoothVoice(seconds: Double) -> [Int16] {
        let hiss = Signals.whiteNoise(seconds: seconds, rms: 8_000 * 0.55 / 2.0.squareRoot())
        return tone(seconds: seconds, syllables: false).enumerated().map { index, vowel in
            Int(Double(index) / Double(rate) * 8) % 2 == 0 ? vowel : hiss[index]
        }
    }

    func segments(in stream: [Int16]) throws -> [StreamSegment] {
        let endpointer = try UtteranceEndpointer(detector: EnergyVoiceDetector())
        return try endpointer.segments(after: stream) + [endpointer.finishSegment()].compactMap { $0 }
    }

    @Test func aSmoothVoiceIsKeptThoughItsLevelIsSteadyAndEachDropSaysWhy() throws {
        let smooth = Self.silence(seconds: 1) + Self.smoothVoice(seconds: 1.5) + Self.silence(seconds: 1)
        let kept = try segments(in: smooth)
        #expect(kept.count == 1)
        let measure = kept.first?.utterance?.measure
        #expect((measure?.levelSpreadDB ?? 99) < 3.5, "the level holds: \(String(describing: measure))")
        #expect((measure?.brightnessSpreadDB ?? 0) >= 4.5, "the colour turns: \(String(describing: measure))")

        // Without the brightness the same voice is dropped as steady, as before issue 31.
        var levelOnly = UtteranceEndpointer.Settings()
        levelOnly.minimumBrightnessSpreadDB = 0
        let endpointer = try UtteranceEndpointer(detector: EnergyVoiceDetector(), settings: levelOnly)
        let lost = try endpointer.segments(after: smooth) + [endpointer.finishSegment()].compactMap { $0 }
        guard case .dropped(let dropped)? = lost.first else {
            Issue.record("the smooth voice was kept by the level alone: \(lost)")
            return
        }
        #expect(dropped.reason == .steady)
        #expect((0.6...1.05).contains(dropped.startSeconds), "\(dropped.startSeconds)")

        let steady = Self.silence(seconds: 1) + Self.tone(seconds: 1.5, syllables: false) + Self.silence(seconds: 1)
        guard case .dropped(let hum)? = try segments(in: steady).first else {
            Issue.record("a steady tone was not dropped")
            return
        }
        #expect(hum.reason == .steady)
        #expect(hum.measure.brightnessSpreadDB < 4.5)

        let click = Self.silence(seconds: 1) + Self.tone(seconds: 0.12, syllables: true) + Self.silence(seconds: 1)
        guard case .dropped(let short)? = try segments(in: click).first else {
            Issue.record("a 120 ms click was not dropped")
            return
        }
        #expect(short.reason == .tooShort)
        #expect(short.measure.speechMilliseconds < 200)
    }

    @Test func speechLongerThanTheLimitIsCut() throws {
        var settings = UtteranceEndpointer.Settings()
        settings.maximumUtteranceSeconds = 2
        let endpointer = try UtteranceEndpointer(detector: EnergyVoiceDetector(), settings: settings)
        let found = try endpointer.append(Self.silence(seconds: 0.5) + Self.tone(seconds: 5, syllables: true))
        #expect(found.count >= 2)
        #expect(found.allSatisfy { $0.samples.count <= 2 * Self.rate })
    }
}
