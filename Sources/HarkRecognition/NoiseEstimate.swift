import Foundation
import HarkSupport

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
/// than its SNR, which suits the use: such noise costs recognition far less. What gives it away is
/// where its energy lies: ``lowBandShare``.
public struct NoiseEstimate: Sendable, Equatable, Codable {
    /// The loud frames over the quiet ones (95th over 10th percentile of frame energy), in dB.
    public var overQuietFrames: Double
    /// The loud frames over the median frame (95th percentile over the 50th), in dB.
    public var overMedianFrame: Double
    /// How much of the loudest frames' energy lies between 80 Hz and 1 kHz, 0 to 1: the median,
    /// over the loudest tenth of the frames, of each frame's share. Voiced speech puts most of its
    /// energy there (its loudest frames are vowels), so a talker reads 0.3 or more; clinks and
    /// rattles are bright, and a kitchen's clatter alone reads 0.01 or less (docs/benchmarks.md,
    /// "Free text heard with doubt"). Nil when unknown (digital silence, or a caller's own value).
    public var lowBandShare: Double?

    /// Frames of 20 ms at 16 kHz.
    static let frameLength = 320
    /// Fewer frames than this (0.2 s) give no estimate: too few for the percentiles.
    static let minimumFrames = 10

    /// The measures as given.
    public init(overQuietFrames: Double, overMedianFrame: Double, lowBandShare: Double? = nil) {
        self.overQuietFrames = overQuietFrames
        self.overMedianFrame = overMedianFrame
        self.lowBandShare = lowBandShare
    }

    /// The estimate for 16 kHz mono samples, or nil for audio shorter than 0.2 s.
    public init?(samples: [Int16]) {
        let frames = samples.count / Self.frameLength
        guard frames >= Self.minimumFrames else { return nil }
        // One unit of power keeps digital silence finite: 0 dB, about -90 dBFS.
        let energies = FrameEnergy.levels(samples, frameLength: Self.frameLength, floor: 1)
        let sorted = energies.sorted()
        let loud = OrderStatistics.percentile(95, ofSorted: sorted)
        let loudest = OrderStatistics.percentile(90, ofSorted: sorted)
        let shares = energies.indices.filter { energies[$0] >= loudest }.compactMap { frame in
            let start = frame * Self.frameLength
            return LowBandShare.of(samples[start..<(start + Self.frameLength)])
        }
        self.init(
            overQuietFrames: loud - OrderStatistics.percentile(10, ofSorted: sorted),
            overMedianFrame: loud - OrderStatistics.percentile(50, ofSorted: sorted),
            lowBandShare: shares.isEmpty ? nil : OrderStatistics.percentile(50, ofSorted: shares.sorted()))
    }
}
