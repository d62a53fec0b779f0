import Foundation
import HarkAudio
import Testing

@testable import HarkRecognition

@Suite("Noise estimate")
struct NoiseEstimateTests {
    /// Three seconds shaped like a command: a tone of `pitch` Hz at `amplitude` while "speaking"
    /// (`speech`, in seconds), over white noise of `noise` amplitude throughout.
    static func command(
        amplitude: Double, noise: Int16, speech: [Range<Double>] = [0.5..<1.1, 1.6..<2.2], pitch: Double = 220,
        seed: UInt64 = 5
    ) -> [Int16] {
        var generator = SeededGenerator(seed: seed)
        return (0..<48_000).map { index in
            let time = Double(index) / 16_000
            let voice = speech.contains { $0.contains(time) } ? amplitude * sin(2 * Double.pi * pitch * time) : 0
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

    /// Where the loudest frames' energy lies: a voice's (here a 220 Hz tone's) below 1 kHz, a
    /// clink's (3 kHz) above it, whatever the noise under them; white noise alone spreads evenly,
    /// 18 of 161 bins.
    @Test func lowBandShareTellsAVoiceFromAClink() throws {
        let voice = try #require(NoiseEstimate(samples: Self.command(amplitude: 8_000, noise: 300)))
        let clink = try #require(NoiseEstimate(samples: Self.command(amplitude: 8_000, noise: 300, pitch: 3_000)))
        let hiss = try #require(NoiseEstimate(samples: Self.command(amplitude: 0, noise: 3_000)))
        #expect(try #require(voice.lowBandShare) > 0.95, "\(voice)")
        #expect(try #require(clink.lowBandShare) < 0.01, "\(clink)")
        #expect((0.08...0.15).contains(try #require(hiss.lowBandShare)), "\(hiss)")
    }

    /// The share of one frame: all of a 500 Hz tone's energy is in the band, none of a 4 kHz
    /// tone's, and a silent frame has no share at all.
    @Test func lowBandShareOfOneFrame() throws {
        func tone(_ pitch: Double) -> ArraySlice<Int16> {
            ArraySlice((0..<320).map { Int16((8_000 * sin(2 * Double.pi * pitch * Double($0) / 16_000)).rounded()) })
        }
        #expect(try #require(LowBandShare.of(tone(500))) > 0.99)
        #expect(try #require(LowBandShare.of(tone(4_000))) < 0.001)
        #expect(LowBandShare.of(ArraySlice(repeating: 0, count: 320)) == nil)
    }

    /// The total the share divides by comes from the samples (Parseval), not from transforming
    /// every bin: it must equal the power of bins 0 … 160 summed one by one.
    @Test func halfSpectrumPowerIsTheSumOverTheBins() {
        var generator = SystemRandomNumberGenerator()
        let samples = (0..<320).map { _ in Double.random(in: -1_000...1_000, using: &generator) }
        var direct = 0.0
        for bin in 0...160 {
            var real = 0.0
            var imaginary = 0.0
            for (index, value) in samples.enumerated() {
                let phase = 2 * Double.pi * Double(index * bin) / 320
                real += value * cos(phase)
                imaginary -= value * sin(phase)
            }
            direct += real * real + imaginary * imaginary
        }
        #expect(abs(LowBandShare.halfSpectrumPower(samples) - direct) <= 1e-9 * direct)
    }

    @Test func digitalSilenceAndTooShortAudio() throws {
        let silence = NoiseEstimate(samples: [Int16](repeating: 0, count: 16_000))
        #expect(silence == NoiseEstimate(overQuietFrames: 0, overMedianFrame: 0))
        #expect(NoiseEstimate(samples: [Int16](repeating: 100, count: 3_199)) == nil, "under 0.2 s")
        #expect(NoiseEstimate(samples: []) == nil)
    }
}
