import Foundation

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
        /// spread (interquartile range) less than this many dB. 0 keeps everything. Measured on
        /// the listen stream: commands 4.2 dB and up, pink noise bursts 2.8–3.0 dB
        /// (docs/benchmarks.md).
        public var minimumLevelSpreadDB: Double

        /// Settings with the defaults `hark listen` uses: 7 of 10 frames to start, 500 ms of silence to end, 250 ms
        /// margins, 200 ms least speech, 15 s longest utterance, 3.5 dB least level spread.
        public init(
            startWindowFrames: Int = 10, startVoicedFrames: Int = 7, endSilenceMilliseconds: Int = 500,
            marginMilliseconds: Int = 250, minimumSpeechMilliseconds: Int = 200, maximumUtteranceSeconds: Int = 15,
            minimumLevelSpreadDB: Double = 3.5
        ) {
            self.startWindowFrames = startWindowFrames
            self.startVoicedFrames = startVoicedFrames
            self.endSilenceMilliseconds = endSilenceMilliseconds
            self.marginMilliseconds = marginMilliseconds
            self.minimumSpeechMilliseconds = minimumSpeechMilliseconds
            self.maximumUtteranceSeconds = maximumUtteranceSeconds
            self.minimumLevelSpreadDB = minimumLevelSpreadDB
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
    /// The level, in dBFS, of each frame of the utterance judged speech.
    private var speechLevels: [Double] = []
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
        partial.append(contentsOf: samples)
        var completed: [StreamUtterance] = []
        var offset = 0
        while partial.count - offset >= frame {
            let next = Array(partial[offset..<(offset + frame)])
            offset += frame
            if let utterance = try consume(next) { completed.append(utterance) }
        }
        partial.removeFirst(offset)
        return completed
    }

    /// Ends the stream: the utterance in progress, if it holds enough speech.
    public func finish() -> StreamUtterance? {
        defer {
            current = nil
            recent = []
            partial = []
        }
        return closeUtterance()
    }

    private var marginSamples: Int { settings.marginMilliseconds * frame / VoiceActivityFrame.milliseconds }

    private func consume(_ samples: [Int16]) throws(SpeechEnhancementError) -> StreamUtterance? {
        let voiced = try detector.isSpeech(samples)
        let level = Self.levelDBFS(samples)
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
                speechLevels = window.filter(\.voiced).map(\.level)
                lastSpeechEnd = position
                silentFrames = 0
                recent = []
            }
            return nil
        }
        current!.append(contentsOf: samples)
        if voiced {
            speechFrames += 1
            speechLevels.append(level)
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

    /// The utterance in progress up to its last speech plus the margin; nil when there is none or
    /// it is too short to be speech. Either way the endpointer is idle afterwards.
    private func closeUtterance() -> StreamUtterance? {
        guard let samples = current else { return nil }
        current = nil
        let end = min(lastSpeechEnd + marginSamples, currentStart + samples.count)
        let speech = speechFrames * VoiceActivityFrame.milliseconds
        guard speech >= settings.minimumSpeechMilliseconds,
            Self.levelSpread(speechLevels) >= settings.minimumLevelSpreadDB
        else { return nil }
        return StreamUtterance(
            samples: Array(samples[0..<(end - currentStart)]), startSample: currentStart, speechEndSample: lastSpeechEnd
        )
    }

    static func levelDBFS(_ frame: [Int16]) -> Double {
        var sum = 0.0
        for sample in frame { sum += Double(sample) * Double(sample) }
        return 10 * log10(max(sum / Double(max(frame.count, 1)), 1) / (32_768 * 32_768))
    }

    /// The interquartile range of the levels within 25 dB of the loudest, so the quiet edges of
    /// a burst do not count as its rise and fall.
    static func levelSpread(_ levels: [Double]) -> Double {
        guard let loudest = levels.max() else { return 0 }
        let sorted = levels.filter { $0 >= loudest - 25 }.sorted()
        guard sorted.count >= 4 else { return 0 }
        return sorted[3 * sorted.count / 4] - sorted[sorted.count / 4]
    }
}
