/// What an endpointer found in a stream: an utterance to hear, or a stretch the detector called
/// speech that was dropped, with the reason, so a listener can say why nothing came of it.
public enum StreamSegment: Sendable, Equatable {
    /// Speech handed on to be heard.
    case utterance(StreamUtterance)
    /// Speech dropped before decoding, with the reason.
    case dropped(DroppedSpeech)

    /// The utterance, or nil for dropped speech.
    public var utterance: StreamUtterance? {
        if case .utterance(let utterance) = self { return utterance }
        return nil
    }
}

/// What the endpointer measured of an utterance's speech frames, the figures its drops go by.
public struct SpeechMeasure: Sendable, Equatable {
    /// Frames the detector called speech, in milliseconds.
    public var speechMilliseconds: Int
    /// The interquartile range of the speech frames' levels (those within 25 dB of the loudest), in dB.
    public var levelSpreadDB: Double
    /// The interquartile range of the same frames' brightness (difference energy over energy), in dB.
    public var brightnessSpreadDB: Double

    /// A measure of `speechMilliseconds` of speech whose level and brightness spread as given.
    public init(speechMilliseconds: Int, levelSpreadDB: Double, brightnessSpreadDB: Double) {
        self.speechMilliseconds = speechMilliseconds
        self.levelSpreadDB = levelSpreadDB
        self.brightnessSpreadDB = brightnessSpreadDB
    }
}

/// A stretch the detector called speech that the endpointer did not hand on.
public struct DroppedSpeech: Sendable, Equatable {
    /// Why the stretch was dropped.
    public enum Reason: String, Sendable, Equatable {
        /// Less speech than `UtteranceEndpointer.Settings.minimumSpeechMilliseconds`: a click, a knock.
        case tooShort = "too short"
        /// Its level and its brightness both too steady for speech: a fan, a hiss, a burst of noise.
        case steady
    }

    /// Why it was dropped.
    public var reason: Reason
    /// Where the stretch begins in the stream, in samples from its start.
    public var startSample: Int
    /// Where it ends (its last speech plus the margin), in samples from the stream's start.
    public var endSample: Int
    /// What was measured of its speech frames.
    public var measure: SpeechMeasure

    /// A stretch from `startSample` to `endSample` dropped for `reason`, measured as `measure`.
    public init(reason: Reason, startSample: Int, endSample: Int, measure: SpeechMeasure) {
        self.reason = reason
        self.startSample = startSample
        self.endSample = endSample
        self.measure = measure
    }

    /// ``startSample`` in seconds from the stream's start.
    public var startSeconds: Double { Double(startSample) / 16_000 }
    /// ``endSample`` in seconds from the stream's start.
    public var endSeconds: Double { Double(endSample) / 16_000 }
}
