/// One utterance an endpointer found in a stream: its 16 kHz samples (margins included) and where
/// it lies in the stream, counted in samples from the stream's start.
public struct StreamUtterance: Sendable, Equatable {
    /// The utterance's samples, 16 kHz mono, the endpointer's margins included.
    public var samples: [Int16]
    /// Where `samples` begins in the stream.
    public var startSample: Int
    /// Where the last frame judged speech ends: the end of speech, from which latency is counted.
    public var speechEndSample: Int
    /// What the endpointer measured of its speech; nil for an utterance made by hand.
    public var measure: SpeechMeasure?

    /// An utterance of `samples` starting at stream sample `startSample`, its speech ending at `speechEndSample`.
    public init(samples: [Int16], startSample: Int, speechEndSample: Int, measure: SpeechMeasure? = nil) {
        self.samples = samples
        self.startSample = startSample
        self.speechEndSample = speechEndSample
        self.measure = measure
    }

    /// Where `samples` ends in the stream.
    public var endSample: Int { startSample + samples.count }

    /// ``startSample`` in seconds from the stream's start.
    public var startSeconds: Double { Double(startSample) / 16_000 }
    /// ``endSample`` in seconds from the stream's start.
    public var endSeconds: Double { Double(endSample) / 16_000 }
}
