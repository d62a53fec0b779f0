import Foundation
import HarkAudio
import Testing

@testable import HarkRecognition

@Suite("Noise estimate")
struct NoiseEstimateTests {
    /// Three seconds shaped like a command: a tone at `amplitude` while "speaking" (`speech`, in
    /// seconds), over white noise of `noise` amplitude throughout.
    static func command(
        amplitude: Double, noise: Int16, speech: [Range<Double>] = [0.5..<1.1, 1.6..<2.2], seed: UInt64 = 5
    ) -> [Int16] {
        var generator = SeededGenerator(seed: seed)
        return (0..<48_000).map { index in
            let time = Double(index) / 16_000
            let voice = speech.contains { $0.contains(time) } ? amplitude * sin(2 * Double.pi * 220 * time) : 0
            let hiss = noise > 0 ? Double(Int16.random(in: -noise...noise, using: &generator)) : 0
            return Int16(max(-32_767, min(32_767, (voice + hiss).rounded())))
        }
    }

    @Test func louderNoiseReadsLowerOnBothFloors() throws {
        let quiet = try #require(NoiseEstimate(samples: Self.command(amplitude: 8_000, noise: 30)))
        let loud = try #require(NoiseEstimate(samples: Self.command(amplitude: 8_000, noise: 3_000)))
        #expect(quiet.overQuietFrames > 40 && quiet.overMedianFrame > 40, "\(quiet)")
        #expect(loud.overQuietFrames < 20 && loud.overMedianFrame < 20, "\(loud)")
        #expect(quiet.overMedianFrame - loud.overMedianFrame > 30, "40 dB more noise")
    }

    /// Speech over noise that never pauses reads close to the two levels' ratio on the median
    /// floor: tone RMS 8000/√2 against uniform noise RMS 1000/√3 is about 20 dB.
    @Test func continuousNoiseReadsAboutItsRatio() throws {
        let estimate = try #require(NoiseEstimate(samples: Self.command(amplitude: 8_000, noise: 1_000)))
        #expect((15...25).contains(estimate.overMedianFrame), "\(estimate)")
    }

    /// A clean command with few pauses: its own speech is the median frame, so only the quiet
    /// floor still reads it clean, which is why the calibrator weighs both.
    @Test func aCleanCommandWithFewPausesIsCleanOnlyBetweenWords() throws {
        let samples = Self.command(amplitude: 8_000, noise: 30, speech: [0.15..<1.4, 1.5..<2.85])
        let estimate = try #require(NoiseEstimate(samples: samples))
        #expect(estimate.overQuietFrames > 40, "\(estimate)")
        #expect(estimate.overMedianFrame < 10, "\(estimate)")
    }

    @Test func digitalSilenceAndTooShortAudio() throws {
        let silence = NoiseEstimate(samples: [Int16](repeating: 0, count: 16_000))
        #expect(silence == NoiseEstimate(overQuietFrames: 0, overMedianFrame: 0))
        #expect(NoiseEstimate(samples: [Int16](repeating: 100, count: 3_199)) == nil, "under 0.2 s")
        #expect(NoiseEstimate(samples: []) == nil)
    }

    @Test func percentilesInterpolate() {
        #expect(NoiseEstimate.percentile(50, of: [1, 2, 3, 4]) == 2.5)
        #expect(NoiseEstimate.percentile(0, of: [1, 2, 3, 4]) == 1)
        #expect(NoiseEstimate.percentile(100, of: [1, 2, 3, 4]) == 4)
    }
}
