import Foundation
import HarkSupport
import Testing

@testable import HarkAudio

@Suite("Mixing noise at a set SNR")
struct NoiseMixerTests {
    let speech = SoxFixtures.referenceSignal(frames: 24_000, rate: 16_000)
    /// Deterministic broadband noise, shorter than the speech so the mixer must wrap it.
    let noise: [Int16] = {
        var generator = SeededGenerator(seed: 7)
        return (0..<10_000).map { _ in Int16.random(in: -8_000...8_000, using: &generator) }
    }()

    func snrOf(mixed: [Int16], headroom: Double) -> Double {
        let added = zip(mixed, speech).map { Double($0) - Double($1) * headroom }
        let noisePower = added.reduce(0) { $0 + $1 * $1 } / Double(added.count)
        let speechPower = NoiseMixer.activePower(speech.map { Double($0) * headroom })
        return 10 * log10(speechPower / noisePower)
    }

    @Test(arguments: [-5.0, 0, 5, 12, 20, 30])
    func reachesTheRequestedSNR(snr: Double) {
        var generator = SeededGenerator(seed: 42, item: "utterance-1")
        let mixed = NoiseMixer(noise: noise).mix(speech: speech, snr: snr, generator: &generator)
        #expect(mixed.samples.count == speech.count)
        #expect(abs(snrOf(mixed: mixed.samples, headroom: mixed.headroomGain) - snr) < 0.05)
        #expect(abs(mixed.measuredSNR - snr) < 0.05)
    }

    @Test func loudNoiseIsScaledDownWithTheSpeechInsteadOfClipping() {
        var generator = SeededGenerator(seed: 1)
        let mixed = NoiseMixer(noise: noise).mix(speech: speech, snr: -10, generator: &generator)
        #expect(mixed.headroomGain < 1)
        #expect(abs(mixed.measuredSNR + 10) < 0.05)
    }

    @Test func sameSeedSameResultOtherSeedOtherOffset() {
        let mixer = NoiseMixer(noise: noise)
        var a = SeededGenerator(seed: 3, item: "x.wav"), b = SeededGenerator(seed: 3, item: "x.wav")
        var c = SeededGenerator(seed: 4, item: "x.wav")
        let first = mixer.mix(speech: speech, snr: 10, generator: &a)
        #expect(first.samples == mixer.mix(speech: speech, snr: 10, generator: &b).samples)
        #expect(first.noiseOffset != mixer.mix(speech: speech, snr: 10, generator: &c).noiseOffset)
    }

    @Test func seededGeneratorIsStable() {
        var generator = SeededGenerator(seed: 0)
        // SplitMix64's published first outputs for seed 0.
        #expect(generator.next() == 0xe220_a839_7b1d_cdaf)
        #expect(generator.next() == 0x6e78_9e6a_a1b9_65f4)
    }

    @Test func leadingSilenceDoesNotLowerTheSpeechLevel() {
        let padded = [Int16](repeating: 0, count: 48_000) + speech
        let level = NoiseMixer.activePower(speech.map(Double.init))
        #expect(abs(NoiseMixer.activePower(padded.map(Double.init)) - level) / level < 0.01)
    }

    /// FNV-1a over the little-endian bytes, to pin the active-speech mixes to what they were
    /// before the peak-frame convention existed.
    func fingerprint(_ samples: [Int16]) -> UInt64 {
        var hash = FNV1a()
        for sample in samples {
            let bits = UInt16(bitPattern: sample)
            hash.add(UInt8(truncatingIfNeeded: bits))
            hash.add(UInt8(bits >> 8))
        }
        return hash.value
    }

    @Test(arguments: [
        (-10.0, 0x7560_08f2_46f5_0812 as UInt64), (0, 0x0d6d_6042_75b1_6bd2), (12, 0xb2d6_2fc8_ec0b_9e69),
    ])
    func activeSpeechMixesAreUnchanged(snr: Double, expected: UInt64) {
        var generator = SeededGenerator(seed: 42, item: "utterance-1")
        let mixed = NoiseMixer(noise: noise).mix(speech: speech, snr: snr, generator: &generator)
        #expect(mixed.noiseOffset == 7844)
        #expect(fingerprint(mixed.samples) == expected)
        var explicit = SeededGenerator(seed: 42, item: "utterance-1")
        let same = NoiseMixer(noise: noise).mix(
            speech: speech, snr: snr, convention: .activeSpeech, generator: &explicit)
        #expect(same.samples == mixed.samples)
    }

    @Test func writtenWAVReadsBackBitExact() throws {
        let fixtures = try SoxFixtures()
        defer { fixtures.remove() }
        let path = fixtures.directory.appendingPathComponent("out.wav").path
        try AudioFileWriter().writeWAV(speech, to: path)
        let decoded = try AudioFileReader().read(path)
        #expect(try SpeechAudioConditioner().condition(decoded, path: path).samples == speech)
        #expect(!FileManager.default.fileExists(atPath: path + ".partial"))
    }
}
