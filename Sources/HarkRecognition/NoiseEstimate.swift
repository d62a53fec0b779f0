import Foundation

/// How noisy an utterance's audio was: a blind estimate, in decibels, of how far its loud frames
/// stand above its quiet ones and above its middling ones. The confidence calibrator weighs both:
/// in babble, music or a television the decoder's own posteriors stay high while its words go
/// wrong, so only the audio tells it to doubt them.
///
/// Nothing says which samples are speech, so each is a ratio of percentiles of 20 ms frame
/// energies, the 95th standing for speech. Two floors, because neither is enough alone (chosen on
/// the coffee-maker tune half in noise, docs/benchmarks.md, "Confidence in noise"):
/// - the quiet frames (10th percentile) are the noise between words: a clean command reads 40 dB
///   or more even when it has few pauses, but a television or a tune pauses too, and its quiet
///   moments make a loud mix look clean;
/// - the median frame is the noise whenever more than half the audio is pauses: a mix of any
///   continuous noise then reads about its SNR (peak-frame convention) plus 1 to 4 dB, but a clean
///   command with few pauses reads noisy, its own speech being the median.
/// Impulsive noise (a kitchen's clatter) keeps a quiet floor between its bangs and reads cleaner
/// than its SNR, which suits the use: such noise costs recognition far less.
public struct NoiseEstimate: Sendable, Equatable, Codable {
    /// The loud frames over the quiet ones (95th over 10th percentile of frame energy), in dB.
    public var overQuietFrames: Double
    /// The loud frames over the median frame (95th percentile over the 50th), in dB.
    public var overMedianFrame: Double

    /// Frames of 20 ms at 16 kHz.
    static let frameLength = 320
    /// Fewer frames than this (0.2 s) give no estimate: too few for the percentiles.
    static let minimumFrames = 10

    /// The two ratios as given.
    public init(overQuietFrames: Double, overMedianFrame: Double) {
        self.overQuietFrames = overQuietFrames
        self.overMedianFrame = overMedianFrame
    }

    /// The estimate for 16 kHz mono samples, or nil for audio shorter than 0.2 s.
    public init?(samples: [Int16]) {
        let frames = samples.count / Self.frameLength
        guard frames >= Self.minimumFrames else { return nil }
        var energies = [Double](repeating: 0, count: frames)
        samples.withUnsafeBufferPointer { buffer in
            for frame in 0..<frames {
                var sum = 0.0
                for sample in buffer[(frame * Self.frameLength)..<((frame + 1) * Self.frameLength)] {
                    let value = Double(sample)
                    sum += value * value
                }
                // One unit of power keeps digital silence finite: 0 dB, about -90 dBFS.
                energies[frame] = 10 * log10(sum / Double(Self.frameLength) + 1)
            }
        }
        energies.sort()
        let loud = Self.percentile(95, of: energies)
        self.init(
            overQuietFrames: loud - Self.percentile(10, of: energies),
            overMedianFrame: loud - Self.percentile(50, of: energies))
    }

    /// The `percent`th percentile of sorted `values`, interpolated between neighbours.
    static func percentile(_ percent: Double, of values: [Double]) -> Double {
        let position = percent / 100 * Double(values.count - 1)
        let below = Int(position.rounded(.down))
        let above = min(below + 1, values.count - 1)
        let weight = position - Double(below)
        return values[below] * (1 - weight) + values[above] * weight
    }
}
