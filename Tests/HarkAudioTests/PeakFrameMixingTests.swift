import Foundation
import Testing

@testable import HarkAudio

@Suite("Peak-frame SNR and noise-only output")
struct PeakFrameMixingTests {
    /// Speech-like: silence, three "words" of rising loudness, silence; 47,000 samples, so the
    /// last 2048-sample frame is partial. The active-speech and peak-frame levels of such a clip
    /// differ by several dB, so a mixer that ignored the convention would miss the target.
    let speech: [Int16] = {
        let tone = SoxFixtures.referenceSignal(frames: 47_000, rate: 16_000)
        return tone.indices.map { index in
            let time = Double(index) / 16_000
            let gain: Double =
                switch time {
                case 0.5..<0.9: 0.2
                case 1.1..<1.5: 0.5
                case 1.8..<2.6: 1.0
                default: 0
                }
            return Int16((Double(tone[index]) * gain).rounded())
        }
    }()

    /// Impulsive noise: quiet hiss with a loud click every 0.4 s, shorter than the speech.
    let noise: [Int16] = {
        var generator = SeededGenerator(seed: 11)
        return (0..<30_000).map { index in
            let hiss = Int16.random(in: -300...300, using: &generator)
            return index % 6_400 < 200 ? hiss &* 20 : hiss
        }
    }()

    /// The benchmark's `_max_frame_energy` (Picovoice/speech-to-intent-benchmark,
    /// benchmark/mixer.py), written out again here so the test does not trust the mixer's copy.
    func benchmarkMaxFrameEnergy(_ pcm: [Double]) -> Double {
        let frames = pcm.count / 2048
        var best = 0.0
        for frame in 0..<frames {
            best = max(best, pcm[frame * 2048..<(frame + 1) * 2048].reduce(0) { $0 + $1 * $1 })
        }
        return best
    }

    /// The SNR of a written mix by the benchmark's formula: the speech as it is in the mix (after
    /// the headroom gain) against what was added to it.
    func benchmarkSNR(_ mixed: NoiseMixer.Mixed) -> Double {
        let scaledSpeech = speech.map { Double($0) * mixed.headroomGain }
        let added = zip(mixed.samples, scaledSpeech).map { Double($0) - $1 }
        return 10 * log10(benchmarkMaxFrameEnergy(scaledSpeech) / benchmarkMaxFrameEnergy(added))
    }

    func mix(_ snr: Double, _ convention: SNRConvention, seed: UInt64 = 5) -> NoiseMixer.Mixed {
        var generator = SeededGenerator(seed: seed, item: "a.wav")
        return NoiseMixer(noise: noise).mix(speech: speech, snr: snr, convention: convention, generator: &generator)
    }

    @Test(arguments: [24.0, 21, 18, 15, 12, 9, 6, 0, -15])
    func peakFrameReachesTheRequestedSNRByTheBenchmarksFormula(snr: Double) {
        let mixed = mix(snr, .peakFrame)
        #expect(mixed.samples.count == speech.count)
        #expect(abs(benchmarkSNR(mixed) - snr) < 0.05)
        #expect(abs(mixed.measuredSNR - snr) < 0.05)
    }

    @Test func loudNoiseUsesTheHeadroomGainAndKeepsTheSNR() {
        let mixed = mix(-15, .peakFrame)
        #expect(mixed.headroomGain < 1)
        #expect(abs(benchmarkSNR(mixed) - -15) < 0.05)
    }

    @Test func theConventionsGiveDifferentMixesAtTheSameNominalSNR() {
        let active = mix(12, .activeSpeech)
        let peak = mix(12, .peakFrame)
        #expect(active.noiseOffset == peak.noiseOffset)
        // Same stretch, different gain: the benchmark formula must tell them apart by dBs.
        #expect(abs(benchmarkSNR(active) - 12) > 1)
        let activeNoise = active.noise.reduce(0) { $0 + Double($1) * Double($1) }
        let peakNoise = peak.noise.reduce(0) { $0 + Double($1) * Double($1) }
        #expect(abs(10 * log10(activeNoise / peakNoise)) > 1)
    }

    @Test(arguments: [SNRConvention.activeSpeech, .peakFrame], [24.0, 6, -15])
    func noiseOnlyIsExactlyTheNoiseInTheMix(convention: SNRConvention, snr: Double) {
        let mixed = mix(snr, convention)
        #expect(mixed.noise.count == speech.count)
        let added = zip(mixed.samples, speech).map { Double($0) - Double($1) * mixed.headroomGain }
        // Sample by sample, up to the rounding of the two written files.
        let worst = zip(mixed.noise, added).map { abs(Double($0) - $1) }.max() ?? .infinity
        #expect(worst <= 1.0)
        let noiseEnergy = mixed.noise.reduce(0) { $0 + Double($1) * Double($1) }
        let addedEnergy = added.reduce(0) { $0 + $1 * $1 }
        #expect(abs(10 * log10(noiseEnergy / addedEnergy)) < 0.01)
        #expect(mixed.noise.contains { $0 != 0 })
    }

    @Test func peakFrameIsDeterministicForASeed() {
        let first = mix(9, .peakFrame, seed: 3)
        let again = mix(9, .peakFrame, seed: 3)
        let other = mix(9, .peakFrame, seed: 4)
        #expect(first.samples == again.samples)
        #expect(first.noise == again.noise)
        #expect(first.noiseOffset != other.noiseOffset)
        #expect(first.samples != other.samples)
    }

    @Test func aClipShorterThanOneFrameIsOneFrame() {
        let short = Array(speech[28_800..<29_800])  // loud part, under 2048 samples
        var generator = SeededGenerator(seed: 1)
        let mixed = NoiseMixer(noise: noise).mix(speech: short, snr: 10, convention: .peakFrame, generator: &generator)
        #expect(abs(mixed.measuredSNR - 10) < 0.05)
        #expect(NoiseMixer.peakFrameEnergy([3, 4]) == 25)
    }

    @Test func peakFrameEnergyDropsThePartialFrame() {
        // One quiet full frame, then a loud partial one the benchmark never sees.
        let samples = [Double](repeating: 1, count: 2048) + [Double](repeating: 100, count: 2047)
        #expect(NoiseMixer.peakFrameEnergy(samples) == 2048)
    }
}
