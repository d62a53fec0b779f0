/// Adds noise to speech at a chosen signal-to-noise ratio, for robustness curves.
///
/// **Energy matching.** The speech level is the mean power of its *active* frames (20 ms frames
/// within 40 dB of the loudest one, a simplified ITU-T P.56 active level), so leading and trailing
/// silence do not make a clip look quieter than it sounds. The noise level is its mean power over
/// the stretch actually added. The noise is scaled so that 10·log10(speech / noise) = SNR.
/// The stretch of noise starts at a seeded random offset and wraps around when the noise is shorter
/// than the speech. If the sum would clip, speech and noise are scaled down together, which keeps
/// the SNR exact.
public struct NoiseMixer: Sendable {
    public static let frameLength = 320  // 20 ms at 16 kHz
    public static let activeRangeDB = 40.0

    public var noise: [Int16]

    public init(noise: [Int16]) { self.noise = noise }

    public struct Mixed: Sendable {
        public var samples: [Int16]
        /// The SNR measured on the written samples (the request, up to 16-bit rounding); infinite
        /// when there was no noise or no speech to mix.
        public var measuredSNR: Double
        /// Where in the noise the added stretch began.
        public var noiseOffset: Int
        /// The common gain applied to avoid clipping (1 when none was needed).
        public var headroomGain: Double
    }

    public func mix(speech: [Int16], snr: Double, generator: inout SeededGenerator) -> Mixed {
        guard !noise.isEmpty, !speech.isEmpty else {
            return Mixed(samples: speech, measuredSNR: .infinity, noiseOffset: 0, headroomGain: 1)
        }
        let offset = Int.random(in: 0..<noise.count, using: &generator)
        let stretch = (0..<speech.count).map { Double(noise[(offset + $0) % noise.count]) }
        let speechPower = Self.activePower(speech.map(Double.init))
        let noisePower = stretch.reduce(0) { $0 + $1 * $1 } / Double(stretch.count)
        guard speechPower > 0, noisePower > 0 else {
            return Mixed(samples: speech, measuredSNR: .infinity, noiseOffset: offset, headroomGain: 1)
        }
        let noiseGain = (speechPower / (noisePower * pow(10, snr / 10))).squareRoot()
        var sum = zip(speech, stretch).map { Double($0) + $1 * noiseGain }
        let peak = sum.reduce(0) { max($0, abs($1)) }
        let headroom = peak > 32_767 ? 32_767 / peak : 1
        if headroom < 1 { sum = sum.map { $0 * headroom } }

        let samples = sum.map { Int16(max(-32_768, min(32_767, $0.rounded()))) }
        // Measured on the written samples, after rounding, not taken from the formula.
        let addedNoise = zip(samples, speech).map { Double($0) - Double($1) * headroom }
        let addedPower = addedNoise.reduce(0) { $0 + $1 * $1 } / Double(addedNoise.count)
        let measured = 10 * log10(speechPower * headroom * headroom / addedPower)
        return Mixed(samples: samples, measuredSNR: measured, noiseOffset: offset, headroomGain: headroom)
    }

    /// Mean power of the frames within `activeRangeDB` of the loudest frame.
    static func activePower(_ samples: [Double]) -> Double {
        let frames = stride(from: 0, to: samples.count, by: frameLength).map { start in
            let frame = samples[start..<min(start + frameLength, samples.count)]
            return frame.reduce(0) { $0 + $1 * $1 } / Double(frame.count)
        }
        guard let loudest = frames.max(), loudest > 0 else { return 0 }
        let floor = loudest / pow(10, activeRangeDB / 10)
        let active = frames.filter { $0 >= floor }
        return active.reduce(0, +) / Double(active.count)
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
