/// What the runner hands back for one sample: the hypothesis or the reason there is none, and the
/// time it took. Scoring turns it into an ``UtteranceRow``.
public struct UtteranceOutcome: Sendable {
    public enum Decoding: Hashable, Sendable {
        case decoded(Hypothesis)
        /// The file could not be read or decoded; the message says why (e.g. an `AudioError`).
        case failed(String)
    }

    public var sample: EvaluationSample
    public var decoding: Decoding
    /// Duration of the audio; nil when the file could not be read far enough to know it.
    public var audioSeconds: Double?
    /// Wall-clock time spent on this utterance, reading and decoding.
    public var decodeSeconds: Double
    /// CPU time spent on this utterance (e.g. the decoding thread's CPU clock), when measured.
    public var cpuSeconds: Double?

    public init(
        sample: EvaluationSample, decoding: Decoding, audioSeconds: Double?,
        decodeSeconds: Double, cpuSeconds: Double? = nil
    ) {
        self.sample = sample
        self.decoding = decoding
        self.audioSeconds = audioSeconds
        self.decodeSeconds = decodeSeconds
        self.cpuSeconds = cpuSeconds
    }
}
