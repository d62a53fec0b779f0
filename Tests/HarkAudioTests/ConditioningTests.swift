import Foundation
import Testing

@testable import HarkAudio

@Suite("Downmixing and resampling to 16 kHz mono")
struct ConditioningTests {
    @Test func stereoIsAveragedToMono() throws {
        let fixtures = try SoxFixtures()
        defer { fixtures.remove() }
        let left = SoxFixtures.referenceSignal(frames: 16_000, rate: 16_000, channel: 0)
        let right = SoxFixtures.referenceSignal(frames: 16_000, rate: 16_000, channel: 1)
        let interleaved = zip(left, right).flatMap { [$0, $1] }
        let raw = try fixtures.writeRaw(interleaved, name: "stereo.raw")
        let path = try fixtures.convert(raw: raw, rate: 16_000, channels: 2, to: "stereo.wav", options: [])

        let decoded = try AudioFileReader().read(path)
        let speech = try SpeechAudioConditioner().condition(decoded, path: path)
        #expect(decoded.format.channels == 2)
        #expect(speech.samples.count == left.count)
        let expected = zip(left, right).map { Int16(((Double($0) + Double($1)) / 2).rounded()) }
        let worst = zip(speech.samples, expected).map { abs(Int($0) - Int($1)) }.max() ?? .max
        #expect(worst <= 1)
    }

    @Test func sixChannelsDownmix() {
        let frames = 100
        let interleaved = (0..<frames).flatMap { frame in (0..<6).map { Float($0 + frame) / 1_000 } }
        let mono = SpeechAudioConditioner.downmix(interleaved, channels: 6)
        #expect(mono.count == frames)
        #expect(abs(mono[10] - Float(10 + 2.5) / 1_000) < 1e-6)
    }

    @Test(arguments: [8_000, 11_025, 22_050, 44_100, 48_000, 96_000])
    func resamplesToSixteenKilohertzKeepingTheDuration(rate: Int) throws {
        let fixtures = try SoxFixtures()
        defer { fixtures.remove() }
        let seconds = 1.5
        let frames = Int(Double(rate) * seconds)
        let raw = try fixtures.writeRaw(sine(hertz: 440, frames: frames, rate: rate), name: "tone.raw")
        let path = try fixtures.convert(raw: raw, rate: rate, channels: 1, to: "tone.wav", options: [])

        let speech = try SpeechAudioConditioner().condition(try AudioFileReader().read(path), path: path)
        #expect(abs(speech.samples.count - Int(seconds * 16_000)) <= 1)
        #expect(abs(speech.durationSeconds - seconds) < 0.001)
        // A 440 Hz tone is well inside the band: its level must survive (away from the edges).
        let middle = speech.samples[2_000..<(speech.samples.count - 2_000)]
        #expect(abs(rms(middle) - rms(sine(hertz: 440, frames: 16_000, rate: 16_000)[...])) < 150)
    }

    /// A 10 kHz tone cannot exist at 16 kHz; naive decimation would fold it to 6 kHz at full level.
    @Test func removesContentAboveTheNewNyquist() throws {
        let fixtures = try SoxFixtures()
        defer { fixtures.remove() }
        let raw = try fixtures.writeRaw(sine(hertz: 10_000, frames: 48_000, rate: 48_000), name: "high.raw")
        let path = try fixtures.convert(raw: raw, rate: 48_000, channels: 1, to: "high.wav", options: [])

        let speech = try SpeechAudioConditioner().condition(try AudioFileReader().read(path), path: path)
        let input = rms(sine(hertz: 10_000, frames: 48_000, rate: 48_000)[...])
        #expect(rms(speech.samples[1_000..<15_000]) < input / 1_000)  // at least 60 dB down
    }

    @Test func quantisationClipsInsteadOfWrapping() {
        #expect(SpeechAudioConditioner.quantise(1.5) == .max)
        #expect(SpeechAudioConditioner.quantise(-1.5) == .min)
        #expect(SpeechAudioConditioner.quantise(0.5) == 16_384)
    }

    func sine(hertz: Double, frames: Int, rate: Int) -> [Int16] {
        (0..<frames).map { Int16((0.5 * sin(2 * .pi * hertz * Double($0) / Double(rate)) * 32_767).rounded()) }
    }

    func rms(_ samples: ArraySlice<Int16>) -> Double {
        (samples.reduce(0.0) { $0 + Double($1) * Double($1) } / Double(max(samples.count, 1))).squareRoot()
    }
}
