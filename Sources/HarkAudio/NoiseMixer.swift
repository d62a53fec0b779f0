import HarkSupport

/// Adds noise to speech at a chosen signal-to-noise ratio, for robustness curves.
///
/// **Energy matching.** How the two levels are measured is the `SNRConvention`:
/// - `.activeSpeech` (the default): the speech level is the mean power of its *active* frames
///   (20 ms frames within 40 dB of the loudest one, a simplified ITU-T P.56 active level), so
///   leading and trailing silence do not make a clip look quieter than it sounds; the noise level
///   is its mean power over the stretch actually added.
/// - `.peakFrame`: Picovoice's speech-to-intent benchmark (`benchmark/mixer.py` in
///   Picovoice/speech-to-intent-benchmark: `_max_frame_energy` and `_noise_scale`). Both levels
///   are the largest sum of squares over non-overlapping 2048-sample frames, a trailing partial
///   frame dropped, the noise's taken over the stretch actually added. Results are comparable
///   with Rhino's published noise curve only under this convention.
///
/// The noise is scaled so that 10·log10(speech level / noise level) = SNR. The stretch of noise
/// starts at a seeded random offset and wraps around when the noise is shorter than the speech.
/// If the sum would clip, speech and noise are scaled down together, which keeps the SNR exact.
/// (The benchmark instead scales every mix to half of full scale; a common gain changes neither
/// convention's SNR, and PocketSphinx's cepstral mean normalization removes most of its effect.)
public struct NoiseMixer: Sendable {
    /// The active-speech convention's frame: 320 samples, 20 ms at 16 kHz.
    public static let frameLength = 320  // 20 ms at 16 kHz
    /// How far below the loudest frame, in dB, a frame still counts as active speech.
    public static let activeRangeDB = 40.0
    /// The benchmark's frame for the peak-frame convention (128 ms at 16 kHz).
    public static let peakFrameLength = 2048

    /// The noise to add: mono 16-bit at 16 kHz, repeated from the start when shorter than the speech.
    public var noise: [Int16]

    /// A mixer that adds `noise`.
    public init(noise: [Int16]) { self.noise = noise }

    /// An utterance with noise added, and that noise alone.
    public struct Mixed: Sendable {
        /// The speech with the noise added, as long as the speech, mono 16-bit.
        public var samples: [Int16]
        /// The added noise alone, exactly as it is in `samples` (same stretch, same gain, same
        /// headroom gain; rounded on its own): what a noise-only file for this utterance at this
        /// SNR holds, for measuring false accepts.
        public var noise: [Int16]
        /// The SNR measured on the written samples under the convention asked for (the request,
        /// up to 16-bit rounding); infinite when there was no noise or no speech to mix.
        public var measuredSNR: Double
        /// Where in the noise the added stretch began.
        public var noiseOffset: Int
        /// The common gain applied to avoid clipping (1 when none was needed).
        public var headroomGain: Double
    }

    /// `speech` with a stretch of ``noise`` added so that the ratio of their levels under `convention` is `snr` dB.
    /// `generator` picks where in the noise the stretch starts; a generator seeded per file
    /// (`SeededGenerator(seed:item:)`) makes the mix the same on every run. With no noise, or speech of no energy, the
    /// speech comes back unchanged with an infinite measured SNR.
    public func mix(
        speech: [Int16], snr: Double, convention: SNRConvention = .activeSpeech, generator: inout SeededGenerator
    ) -> Mixed {
        let silence = [Int16](repeating: 0, count: speech.count)
        guard !noise.isEmpty, !speech.isEmpty else {
            return Mixed(samples: speech, noise: silence, measuredSNR: .infinity, noiseOffset: 0, headroomGain: 1)
        }
        let offset = Int.random(in: 0..<noise.count, using: &generator)
        let stretch = (0..<speech.count).map { Double(noise[(offset + $0) % noise.count]) }
        let speechLevel = Self.speechLevel(speech.map(Double.init), convention: convention)
        let noiseLevel = Self.noiseLevel(stretch, convention: convention)
        guard speechLevel > 0, noiseLevel > 0 else {
            return Mixed(
                samples: speech, noise: silence, measuredSNR: .infinity, noiseOffset: offset, headroomGain: 1)
        }
        let noiseGain = (speechLevel / (noiseLevel * pow(10, snr / 10))).squareRoot()
        let scaledNoise = stretch.map { $0 * noiseGain }
        var sum = zip(speech, scaledNoise).map { Double($0) + $1 }
        let peak = sum.reduce(0) { max($0, abs($1)) }
        let headroom = peak > 32_767 ? 32_767 / peak : 1
        if headroom < 1 { sum = sum.map { $0 * headroom } }

        let samples = sum.map(Self.sample)
        let noiseAlone = scaledNoise.map { Self.sample($0 * headroom) }
        // Measured on the written samples, after rounding, not taken from the formula.
        let scaledSpeech = speech.map { Double($0) * headroom }
        let addedNoise = zip(samples, scaledSpeech).map { Double($0) - $1 }
        let measured =
            10
            * log10(
                Self.speechLevel(scaledSpeech, convention: convention)
                    / Self.noiseLevel(addedNoise, convention: convention))
        return Mixed(
            samples: samples, noise: noiseAlone, measuredSNR: measured, noiseOffset: offset, headroomGain: headroom)
    }

    /// The speech level under `convention`, in the units `noiseLevel` uses for the same convention.
    static func speechLevel(_ samples: [Double], convention: SNRConvention) -> Double {
        switch convention {
        case .activeSpeech: activePower(samples)
        case .peakFrame: peakFrameEnergy(samples)
        }
    }

    /// The noise level under `convention`, in the units `speechLevel` uses for the same convention.
    static func noiseLevel(_ samples: [Double], convention: SNRConvention) -> Double {
        switch convention {
        case .activeSpeech: samples.reduce(0) { $0 + $1 * $1 } / Double(samples.count)
        case .peakFrame: peakFrameEnergy(samples)
        }
    }

    /// Mean power of the frames within `activeRangeDB` of the loudest frame.
    static func activePower(_ samples: [Double]) -> Double {
        let frames = stride(from: 0, to: samples.count, by: frameLength).map { start in
            FrameEnergy.meanPower(samples[start..<min(start + frameLength, samples.count)])
        }
        guard let loudest = frames.max(), loudest > 0 else { return 0 }
        let floor = loudest / pow(10, activeRangeDB / 10)
        let active = frames.filter { $0 >= floor }
        return active.reduce(0, +) / Double(active.count)
    }

    /// The benchmark's `_max_frame_energy`: the largest sum of squares over non-overlapping
    /// `peakFrameLength`-sample frames, the trailing partial frame dropped. A clip shorter than
    /// one frame (where the benchmark would fail) counts as one frame of its own length; speech
    /// and noise stretch always have the same length, so their ratio stays meaningful.
    static func peakFrameEnergy(_ samples: [Double]) -> Double {
        guard samples.count >= peakFrameLength else { return FrameEnergy.energy(samples[...]) }
        let frames = samples.count / peakFrameLength
        return (0..<frames).map { index in
            FrameEnergy.energy(samples[index * peakFrameLength..<(index + 1) * peakFrameLength])
        }.max() ?? 0
    }

    private static func sample(_ value: Double) -> Int16 {
        Int16(max(-32_768, min(32_767, value.rounded())))
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
