/// Cuts the non-speech before the first and after the last stretch of speech that WebRTC's voice
/// activity detector finds, keeping a margin on each side; everything between is left untouched,
/// pauses included. Long leading noise otherwise feeds the decoder's cepstral mean and gives the
/// language model room to insert words.
public final class VADTrimmer: SpeechTrimmer {
    /// How much is kept around the speech, and how eager the detector is.
    public struct Settings: Sendable, Equatable {
        /// Kept before the first and after the last speech, so soft onsets and trailing
        /// consonants the detector misses still reach the decoder.
        public var marginMilliseconds: Int
        /// WebRTC's likelihood 0–3: higher calls more frames speech (fewer clipped words, less
        /// trimmed in noise).
        public var likelihood: Int
        /// Speech must last this long to count as its start or end, so a click does not, nor the
        /// few frames the detector calls speech while its noise model is still new.
        public var minimumSpeechMilliseconds: Int

        /// Settings of a 250 ms margin, likelihood 1 and 100 ms least speech unless given.
        public init(marginMilliseconds: Int = 250, likelihood: Int = 1, minimumSpeechMilliseconds: Int = 100) {
            self.marginMilliseconds = marginMilliseconds
            self.likelihood = likelihood
            self.minimumSpeechMilliseconds = minimumSpeechMilliseconds
        }
    }

    /// `webrtc-vad-trim`, as `--enhance` takes it.
    public let name = "webrtc-vad-trim"
    /// A trimmer cuts: the utterance path can hear the uncut audio again (`FrontEndChain`).
    public let cuts = true
    /// The trimmer's settings, checked at initialization.
    public let settings: Settings
    private let processor: WebRTCProcessor

    /// A trimmer with `settings`; throws when the likelihood is outside 0–3, a duration is negative, or WebRTC cannot
    /// be set up.
    public init(_ settings: Settings = Settings()) throws(SpeechEnhancementError) {
        guard (0...3).contains(settings.likelihood) else {
            throw SpeechEnhancementError(
                enhancer: "webrtc-vad-trim", reason: "VAD likelihood must be 0–3 (got \(settings.likelihood))")
        }
        guard settings.marginMilliseconds >= 0, settings.minimumSpeechMilliseconds >= 0 else {
            throw SpeechEnhancementError(
                enhancer: "webrtc-vad-trim", reason: "margin and minimum speech must not be negative")
        }
        self.settings = settings
        processor = try WebRTCProcessor(enhancer: "webrtc-vad-trim")
        // Only the detector runs: the output audio is not used, the input is cut.
        try processor.setVoiceDetection(likelihood: settings.likelihood)
    }

    /// The samples to keep; nil when the detector hears no speech at all, in which case the
    /// utterance is kept whole and the decoder decides.
    public func speechRange(_ samples: [Int16]) throws(SpeechEnhancementError) -> Range<Int>? {
        let voiced = try processor.process(samples).voiced
        let run = max(1, settings.minimumSpeechMilliseconds / 10)
        guard let first = Self.firstRun(of: run, in: voiced.indices, voiced),
            let last = Self.firstRun(of: run, in: voiced.indices.reversed(), voiced)
        else { return nil }
        let frame = WebRTCProcessor.frameSamples
        let margin = settings.marginMilliseconds * WebRTCProcessor.samplesPerMillisecond
        let start = max(0, first * frame - margin)
        let end = min(samples.count, (last + 1) * frame + margin)
        return start..<end
    }

    /// The first frame, walking `order`, that begins `length` consecutive voiced frames.
    static func firstRun(of length: Int, in order: some Sequence<Int>, _ voiced: [Bool]) -> Int? {
        var count = 0
        var runStart = 0
        for index in order {
            if voiced[index] {
                if count == 0 { runStart = index }
                count += 1
                if count >= length { return runStart }
            } else {
                count = 0
            }
        }
        return nil
    }
}
