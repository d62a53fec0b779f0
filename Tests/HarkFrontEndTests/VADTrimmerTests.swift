import Foundation
import Testing

@testable import HarkFrontEnd

@Suite("Trimming non-speech with WebRTC's voice detector")
struct VADTrimmerTests {
    /// A real utterance between two seconds of faint room noise on each side.
    static func padded() throws -> (samples: [Int16], speech: Range<Int>) {
        let speech = try Signals.speech()
        let lead = Signals.whiteNoise(seconds: 2, rms: 20, seed: 1)
        let tail = Signals.whiteNoise(seconds: 2, rms: 20, seed: 2)
        return (lead + speech + tail, lead.count..<(lead.count + speech.count))
    }

    /// Where the words are: from the first to the last 10 ms frame within 25 dB of the loudest.
    static func loudExtent(_ samples: [Int16]) -> Range<Int> {
        let frames = stride(from: 0, to: samples.count - 160, by: 160).map { Signals.rms(samples[$0..<($0 + 160)]) }
        let threshold = (frames.max() ?? 0) / 17.8
        let first = frames.firstIndex { $0 > threshold } ?? 0
        let last = frames.lastIndex { $0 > threshold } ?? 0
        return (first * 160)..<((last + 1) * 160)
    }

    @Test func removesLongSilenceAroundRealSpeech() throws {
        let (samples, speech) = try Self.padded()
        let trimmer = try VADTrimmer()
        let range = try #require(try trimmer.speechRange(samples))
        let loud = Self.loudExtent(try Signals.speech())
        let words = (speech.lowerBound + loud.lowerBound)..<(speech.lowerBound + loud.upperBound)

        #expect(range.lowerBound >= 24_000, "only \(range.lowerBound) leading samples cut of 32 000")
        #expect(samples.count - range.upperBound >= 24_000, "only \(samples.count - range.upperBound) trailing cut")
        #expect(range.lowerBound <= words.lowerBound && range.upperBound >= words.upperBound, "words clipped")
        // The margin stands before the first word.
        #expect(words.lowerBound - range.lowerBound >= 200 * 16)
    }

    @Test func keepsTheMiddleUntouched() throws {
        let (samples, _) = try Self.padded()
        let trimmer = try VADTrimmer()
        let range = try #require(try trimmer.speechRange(samples))
        #expect(try trimmer.enhance(samples) == Array(samples[range]))
    }

    @Test func widerMarginKeepsMore() throws {
        let (samples, _) = try Self.padded()
        let narrow = try #require(try VADTrimmer(.init(marginMilliseconds: 0)).speechRange(samples))
        let wide = try #require(try VADTrimmer(.init(marginMilliseconds: 300)).speechRange(samples))
        #expect(narrow.lowerBound - wide.lowerBound == 300 * 16)
        #expect(wide.upperBound - narrow.upperBound == 300 * 16)
    }

    /// With nothing it calls speech, the trimmer leaves the file to the decoder rather than
    /// handing it an empty one.
    @Test func keepsAFileWithoutSpeechWhole() throws {
        let silence = Signals.silence(seconds: 1.5)
        #expect(try VADTrimmer().enhance(silence) == silence)
    }

    @Test func shortClicksDoNotCountAsSpeech() {
        let voiced = [false, true, false, false, true, true, true, true, true, false, true, false]
        #expect(VADTrimmer.firstRun(of: 5, in: voiced.indices, voiced) == 4)
        #expect(VADTrimmer.firstRun(of: 5, in: voiced.indices.reversed(), voiced) == 8)
        #expect(VADTrimmer.firstRun(of: 6, in: voiced.indices, voiced) == nil)
    }
}
