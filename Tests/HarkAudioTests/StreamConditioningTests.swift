import Foundation
import Testing

@testable import HarkAudio

@Suite("Conditioning a stream chunk by chunk")
struct StreamConditioningTests {
    static func tone(frames: Int, rate: Int, channels: Int) -> [Float] {
        (0..<frames).flatMap { frame in
            (0..<channels).map { channel in
                Float(
                    sin(2 * Double.pi * 440 * Double(frame) / Double(rate)) * 0.4 * Double(channel + 1)
                        / Double(channels))
            }
        }
    }

    /// Pieces of odd sizes give what the whole file gives.
    @Test(arguments: [(16_000, 1), (44_100, 2), (8_000, 1), (48_000, 6)])
    func piecesMatchTheWhole(rate: Int, channels: Int) throws {
        let interleaved = Self.tone(frames: rate * 3 / 2, rate: rate, channels: channels)
        let whole = try SpeechAudioConditioner().condition(
            DecodedAudio(
                interleavedSamples: interleaved,
                format: AudioSourceFormat(
                    container: "test", encoding: "float", sampleRate: rate, channels: channels,
                    frames: interleaved.count / channels)),
            path: "test")
        let stream = try SpeechStreamConditioner(inputRate: rate, channels: channels, name: "test")
        var pieced: [Int16] = []
        var offset = 0
        var size = 7
        while offset < interleaved.count / channels {
            let end = min(offset + size, interleaved.count / channels)
            pieced += try stream.condition(Array(interleaved[(offset * channels)..<(end * channels)]))
            offset = end
            size = size * 3 % 2_011 + 1
        }
        pieced += try stream.finish()
        #expect(abs(pieced.count - whole.samples.count) <= 2)
        let worst = zip(pieced, whole.samples).map { abs(Int($0) - Int($1)) }.max() ?? .max
        #expect(worst <= 2, "largest difference \(worst)")
        if rate == 16_000 && channels == 1 { #expect(pieced == whole.samples) }
    }

    @Test func aRateOutsideTheLimitsIsNamed() {
        #expect(throws: AudioError(path: "the audio stream", reason: .unsupportedSampleRate(1_000))) {
            try SpeechStreamConditioner(inputRate: 1_000, channels: 1, name: "the audio stream")
        }
    }
}
