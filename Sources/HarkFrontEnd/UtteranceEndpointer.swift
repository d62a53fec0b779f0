import Foundation
import HarkSupport

/// Cuts a continuous stream of 16 kHz mono audio into utterances, from a voice activity detector's
/// frame-by-frame decisions: speech starts when most of a short window is speech, and ends after
/// a stretch of non-speech. It keeps only the utterance in progress and a short pre-roll, so
/// memory stays bounded however long the stream runs.
public final class UtteranceEndpointer {
    /// Where utterances start and end, in 10 ms frames.
    public struct Settings: Sendable, Equatable {
        /// Speech starts when at least `startVoicedFrames` of the last `startWindowFrames` 10 ms
        /// frames are speech: a click or a few noisy frames do not start an utterance.
        public var startWindowFrames: Int
        /// How many of the last ``startWindowFrames`` frames must be speech for an utterance to start (at most
        /// ``startWindowFrames``).
        public var startVoicedFrames: Int
        /// An utterance ends after this much non-speech. Shorter answers sooner; longer keeps a
        /// pause between words inside the utterance.
        public var endSilenceMilliseconds: Int
        /// Kept before the start and after the last speech, for the soft onsets and trailing
        /// consonants a detector misses.
        public var marginMilliseconds: Int
        /// Less speech than this is dropped as a noise burst.
        public var minimumSpeechMilliseconds: Int
        /// An utterance is cut here even if speech goes on, so memory stays bounded.
        public var maximumUtteranceSeconds: Int
        /// Speech rises and falls from syllable to syllable; a burst of steady noise (a fan, a
        /// hiss, a passing engine) that the detector takes for speech hardly does. An utterance
        /// is dropped when the levels of its speech frames — those within 25 dB of its loudest —
        /// spread (interquartile range) less than this many dB, unless its brightness spreads
        /// at least ``minimumBrightnessSpreadDB``. 0 keeps everything. Measured on the listen
        /// stream: commands 4.2 dB and up, pink noise bursts 2.8–3.0 dB (docs/benchmarks.md).
        public var minimumLevelSpreadDB: Double
        /// A smooth voice (flite's slt) holds its level as steadily as noise does — 2.3 dB for
        /// "start a run on MonkeyFit" — but still turns from vowels to fricatives and back: the
        /// share of its energy in the sample-to-sample difference (its brightness) spreads. An
        /// utterance whose speech frames' brightness spreads (interquartile range, frames within
        /// 25 dB of its loudest) at least this many dB is kept whatever its level spread. Measured
        /// on listen streams of slt, awb and kal: the commands the level alone dropped spread 5.7 dB
        /// and up, pink noise bursts at most 3.6 dB (issue 31). 0 rescues none.
        public var minimumBrightnessSpreadDB: Double

        /// Settings with the defaults `hark listen` uses: 7 of 10 frames to start, 500 ms of silence to end, 250 ms
        /// margins, 200 ms least speech, 15 s longest utterance, 3.5 dB least level spread unless the
        /// brightness spreads 4.5 dB.
        public init(
            startWindowFrames: Int = 10, startVoicedFrames: Int = 7, endSilenceMilliseconds: Int = 500,
            marginMilliseconds: Int = 250, minimumSpeechMilliseconds: Int = 200, maximumUtteranceSeconds: Int = 15,
            minimumLevelSpreadDB: Double = 3.5, minimumBrightnessSpreadDB: Double = 4.5
        ) {
            self.startWindowFrames = startWindowFrames
            self.startVoicedFrames = startVoicedFrames
            self.endSilenceMilliseconds = endSilenceMilliseconds
            self.marginMilliseconds = marginMilliseconds
            self.minimumSpeechMilliseconds = minimumSpeechMilliseconds
            self.maximumUtteranceSeconds = maximumUtteranceSeconds
            self.minimumLevelSpreadDB = minimumLevelSpreadDB
            self.minimumBrightnessSpreadDB = minimumBrightnessSpreadDB
        }
    }

    /// The endpointer's settings, checked at initialization.
    public let settings: Settings
    private let detector: any VoiceActivityDetector
    private let frame = VoiceActivityFrame.samples

    /// Samples not yet making up a whole frame.
    private var partial: [Int16] = []
    /// Stream position of the next whole frame's first sample.
    private var position = 0
    /// While idle: the last frames, with their decisions, from which speech may start.
    private var recent: [(samples: [Int16], voiced: Bool, level: Double)] = []
    /// While in speech: the utterance so far, where it started, and where its speech last was.
    private var current: [Int16]?
    private var currentStart = 0
    private var lastSpeechEnd = 0
    private var speechFrames = 0
    /// The level and brightness of each frame of the utterance judged speech.
    private var speechFrameMeasures: [FrameMeasure] = []
    private var silentFrames = 0

    /// An endpointer taking its frame decisions from `detector`, which it alone feeds from then on. Throws when a
    /// setting is out of range (a window or end silence of 0, more voiced frames than the window, a negative margin).
    public init(detector: any VoiceActivityDetector, settings: Settings = Settings()) throws(SpeechEnhancementError) {
        guard settings.startWindowFrames > 0, (1...settings.startWindowFrames).contains(settings.startVoicedFrames),
            settings.endSilenceMilliseconds > 0, settings.marginMilliseconds >= 0,
            settings.minimumSpeechMilliseconds >= 0, settings.maximumUtteranceSeconds > 0
        else {
            throw SpeechEnhancementError(enhancer: "endpointer", reason: "settings out of range: \(settings)")
        }
        self.detector = detector
        self.settings = settings
    }

    /// Feeds the next samples of the stream; returns the utterances they completed, in order.
    public func append(_ samples: [Int16]) throws(SpeechEnhancementError) -> [StreamUtterance] {
        try segments(after: samples).compactMap(\.utterance)
    }

    /// Feeds the next samples of the stream; returns what they completed, in order: utterances,
    /// and the speech dropped with the reason, for a listener to explain.
    public func segments(after samples: [Int16]) throws(SpeechEnhancementError) -> [StreamSegment] {
        partial.append(contentsOf: samples)
        var completed: [StreamSegment] = []
        var offset = 0
        while partial.count - offset >= frame {
            let next = Array(partial[offset..<(offset + frame)])
            offset += frame
            if let segment = try consume(next) { completed.append(segment) }
        }
        partial.removeFirst(offset)
        return completed
    }

    /// Where the utterance in progress starts in the stream (its margin included); nil while idle.
    public var openUtteranceStart: Int? { current == nil ? nil : currentStart }

    /// Ends the stream: the utterance in progress, if it holds enough speech.
    public func finish() -> StreamUtterance? {
        finishSegment()?.utterance
    }

    /// Ends the stream: the utterance in progress, or the speech dropped with the reason; nil when
    /// no speech was in progress.
    public func finishSegment() -> StreamSegment? {
        defer {
            current = nil
            recent = []
            partial = []
        }
        return closeUtterance()
    }

    private var marginSamples: Int { settings.marginMilliseconds * frame / VoiceActivityFrame.milliseconds }

    private func consume(_ samples: [Int16]) throws(SpeechEnhancementError) -> StreamSegment? {
        let voiced = try detector.isSpeech(samples)
        let level = FrameEnergy.dBFS(samples)
        let start = position
        position += frame
        guard current != nil else {
            recent.append((samples, voiced, level))
            let keep = settings.startWindowFrames + marginSamples / frame
            if recent.count > keep { recent.removeFirst(recent.count - keep) }
            let window = recent.suffix(settings.startWindowFrames)
            if window.count(where: \.voiced) >= settings.startVoicedFrames {
                current = recent.flatMap(\.samples)
                currentStart = position - recent.count * frame
                speechFrames = window.count(where: \.voiced)
                speechFrameMeasures = window.filter(\.voiced).map { FrameMeasure($0.samples, level: $0.level) }
                lastSpeechEnd = position
                silentFrames = 0
                recent = []
            }
            return nil
        }
        current!.append(contentsOf: samples)
        if voiced {
            speechFrames += 1
            speechFrameMeasures.append(FrameMeasure(samples, level: level))
            silentFrames = 0
            lastSpeechEnd = start + frame
        } else {
            silentFrames += 1
        }
        let ended = silentFrames * VoiceActivityFrame.milliseconds >= settings.endSilenceMilliseconds
        let full = current!.count >= settings.maximumUtteranceSeconds * VoiceActivityFrame.samples * 100
        guard ended || full else { return nil }
        return closeUtterance()
    }

    /// The utterance in progress up to its last speech plus the margin, or that stretch dropped
    /// because it is too short or too steady to be speech; nil when there is none. Either way the
    /// endpointer is idle afterwards.
    private func closeUtterance() -> StreamSegment? {
        guard let samples = current else { return nil }
        current = nil
        let end = min(lastSpeechEnd + marginSamples, currentStart + samples.count)
        let measure = SpeechMeasure(
            speechMilliseconds: speechFrames * VoiceActivityFrame.milliseconds,
            levelSpreadDB: Self.spread(speechFrameMeasures, of: \.level),
            brightnessSpreadDB: Self.spread(speechFrameMeasures, of: \.brightness))
        let reason: DroppedSpeech.Reason? =
            if measure.speechMilliseconds < settings.minimumSpeechMilliseconds {
                .tooShort
            } else if measure.levelSpreadDB < settings.minimumLevelSpreadDB,
                settings.minimumBrightnessSpreadDB <= 0
                    || measure.brightnessSpreadDB < settings.minimumBrightnessSpreadDB
            {
                .steady
            } else {
                nil
            }
        if let reason {
            return .dropped(
                DroppedSpeech(reason: reason, startSample: currentStart, endSample: end, measure: measure))
        }
        return .utterance(
            StreamUtterance(
                samples: Array(samples[0..<(end - currentStart)]), startSample: currentStart,
                speechEndSample: lastSpeechEnd, measure: measure))
    }

    /// The interquartile range of `value` over the frames within 25 dB of the loudest, so the
    /// quiet edges of a burst do not count as its rise and fall.
    static func spread(_ frames: [FrameMeasure], of value: KeyPath<FrameMeasure, Double>) -> Double {
        guard let loudest = frames.map(\.level).max() else { return 0 }
        let sorted = frames.filter { $0.level >= loudest - 25 }.map { $0[keyPath: value] }.sorted()
        guard sorted.count >= 4 else { return 0 }
        return sorted[3 * sorted.count / 4] - sorted[sorted.count / 4]
    }

    /// The level of a 10 ms frame judged speech, and its brightness: the energy of its
    /// sample-to-sample difference over its own energy, in dB (about −20 dB for a vowel, near 0
    /// for a hiss or a fricative).
    struct FrameMeasure {
        var level: Double
        var brightness: Double

        init(level: Double, brightness: Double) {
            self.level = level
            self.brightness = brightness
        }

        init(_ frame: [Int16], level: Double) {
            self.init(level: level, brightness: FrameEnergy.brightness(frame))
        }
    }
}
