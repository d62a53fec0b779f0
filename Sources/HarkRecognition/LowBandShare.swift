import Foundation

/// The share of one 20 ms frame's energy between 80 Hz and 1 kHz (``NoiseEstimate/lowBandShare``):
/// the power spectrum of the Hann-windowed frame, its bins from 100 to 950 Hz over all of them.
/// A direct transform of those 18 bins only (the total comes from the samples): it runs on a tenth
/// of an utterance's frames, so an FFT would buy nothing worth its code.
enum LowBandShare {
    static let frameLength = NoiseEstimate.frameLength
    /// Bins of 50 Hz (16 kHz over 320 samples): bin 2 is 100 Hz, bin 19 950 Hz.
    static let lowBins = 2...19

    private static let window: [Double] = (0..<frameLength).map {
        0.5 - 0.5 * cos(2 * Double.pi * Double($0) / Double(frameLength - 1))
    }
    private static let cosines: [Double] = (0..<frameLength).map {
        cos(2 * Double.pi * Double($0) / Double(frameLength))
    }
    private static let sines: [Double] = (0..<frameLength).map { sin(2 * Double.pi * Double($0) / Double(frameLength)) }

    /// The share for one frame of `frameLength` samples, or nil when the frame holds no energy.
    static func of(_ frame: ArraySlice<Int16>) -> Double? {
        precondition(frame.count == frameLength)
        let windowed = zip(frame, window).map { Double($0) * $1 }
        var low = 0.0
        for bin in lowBins {
            var real = 0.0
            var imaginary = 0.0
            for (index, value) in windowed.enumerated() {
                let phase = (index * bin) % frameLength
                real += value * cosines[phase]
                imaginary -= value * sines[phase]
            }
            low += real * real + imaginary * imaginary
        }
        let total = halfSpectrumPower(windowed)
        return total > 0 ? low / total : nil
    }

    /// The power of bins 0 … N/2 without transforming them (Parseval): all N bins hold N times the
    /// samples' energy, and bins 1 … N/2 − 1 mirror N/2 + 1 … N − 1, so the half is the whole plus
    /// the two unmirrored bins (0 and N/2, a plain and an alternating sum), over two.
    static func halfSpectrumPower(_ samples: [Double]) -> Double {
        var energy = 0.0
        var dc = 0.0
        var nyquist = 0.0
        for (index, value) in samples.enumerated() {
            energy += value * value
            dc += value
            nyquist += index.isMultiple(of: 2) ? value : -value
        }
        return (Double(samples.count) * energy + dc * dc + nyquist * nyquist) / 2
    }
}
