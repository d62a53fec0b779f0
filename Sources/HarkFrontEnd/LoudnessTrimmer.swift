import Foundation
import HarkSupport

/// Keeps the stretch of an utterance around its loudest speech and cuts what lies before and after
/// it: the voice of the person talking to the device, who is nearer than the kitchen, the café or
/// the television behind them.
///
/// A command file holds seconds of background around a few seconds of command. A grammar must
/// explain every frame, so a background voice there becomes extra slot values ("… with sugar *and
/// lots of cream*") or leaves no complete path. A voice activity detector does not help: the
/// background is speech too. Its level does: the person at the device is louder. So the frames
/// kept are those within `thresholdDB` of the loudest 100 ms, grouped across pauses shorter than
/// `bridgeMilliseconds`; the group holding the loudest frame is kept, with everything from its
/// start to its end and a margin each side. When the background is nearly as loud as the command,
/// much of it passes the threshold and little is cut: the trimmer then does little harm and
/// little good, and the decoder's own garbage loops take over.
///
/// Measured on the real coffee-maker recordings (docs/benchmarks.md, issue 12).
public final class LoudnessTrimmer: SpeechTrimmer {
    /// How far below the loudest speech is background, and how pauses and edges are kept.
    public struct Settings: Sendable, Equatable {
        /// Frames quieter than the loudest by more than this are background.
        public var thresholdDB: Double
        /// Pauses shorter than this inside the command are bridged.
        public var bridgeMilliseconds: Int
        /// Kept before and after, so soft onsets and trailing consonants stay.
        public var marginMilliseconds: Int

        /// Settings of a 15 dB threshold, 800 ms bridge and 200 ms margin unless given.
        public init(thresholdDB: Double = 15, bridgeMilliseconds: Int = 800, marginMilliseconds: Int = 200) {
            self.thresholdDB = thresholdDB
            self.bridgeMilliseconds = bridgeMilliseconds
            self.marginMilliseconds = marginMilliseconds
        }
    }

    /// `loudness-trim`, as `--enhance` takes it.
    public let name = "loudness-trim"
    /// A trimmer cuts: the utterance path can hear the uncut audio again (`FrontEndChain`).
    public let cuts = true
    /// The trimmer's settings, checked at initialization.
    public let settings: Settings

    /// 10 ms frames at 16 kHz.
    static let frameSamples = 160
    /// Energy is averaged over this many frames (100 ms) before it is compared: a syllable, not a
    /// click, decides what is loud.
    static let smoothingFrames = 10

    /// A trimmer with `settings`; throws when the threshold is not a positive finite number of dB, or the bridge or
    /// margin is negative.
    public init(_ settings: Settings = Settings()) throws(SpeechEnhancementError) {
        guard settings.thresholdDB > 0, settings.thresholdDB.isFinite else {
            throw SpeechEnhancementError(
                enhancer: "loudness-trim",
                reason: "the threshold must be a positive number of dB (got \(settings.thresholdDB))")
        }
        guard settings.bridgeMilliseconds >= 0, settings.marginMilliseconds >= 0 else {
            throw SpeechEnhancementError(enhancer: "loudness-trim", reason: "bridge and margin must not be negative")
        }
        self.settings = settings
    }

    /// The samples to keep; nil when the utterance is too short to judge, or all of one level,
    /// in which case it is kept whole.
    public func speechRange(_ samples: [Int16]) -> Range<Int>? {
        let levels = Self.smoothedLevels(samples)
        guard levels.count > Self.smoothingFrames, let peak = levels.indices.max(by: { levels[$0] < levels[$1] })
        else { return nil }
        let floor = levels[peak] - settings.thresholdDB
        let bridge = settings.bridgeMilliseconds / 10
        // Walk out from the loudest frame while loud frames come within `bridge` of each other.
        var first = peak
        var quiet = 0
        for index in stride(from: peak - 1, through: 0, by: -1) {
            if levels[index] > floor {
                first = index
                quiet = 0
            } else {
                quiet += 1
                if quiet >= bridge { break }
            }
        }
        var last = peak
        quiet = 0
        for index in (peak + 1)..<levels.count {
            if levels[index] > floor {
                last = index
                quiet = 0
            } else {
                quiet += 1
                if quiet >= bridge { break }
            }
        }
        let margin = settings.marginMilliseconds * 16
        let start = max(0, first * Self.frameSamples - margin)
        let end = min(samples.count, (last + 1) * Self.frameSamples + margin)
        return start..<end
    }

    /// Each 10 ms frame's energy in dB, averaged over the 100 ms centred on it.
    static func smoothedLevels(_ samples: [Int16]) -> [Double] {
        let energies = FrameEnergy.meanPowers(samples, frameLength: frameSamples)
        let count = energies.count
        guard count > 0 else { return [] }
        // A running sum over a centred window, as numpy's convolve(mode: "same") does.
        var prefix = [Double](repeating: 0, count: count + 1)
        for frame in 0..<count { prefix[frame + 1] = prefix[frame] + energies[frame] }
        let before = smoothingFrames / 2
        let after = smoothingFrames - before
        return (0..<count).map { frame in
            let low = max(0, frame - before)
            let high = min(count, frame + after)
            // The floor keeps digital silence finite.
            return FrameEnergy.decibels((prefix[high] - prefix[low]) / Double(smoothingFrames), floor: 1e-3)
        }
    }
}
