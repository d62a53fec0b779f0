/// Whether and where a wake word was heard in some audio.
public struct WakeWordResult: Sendable, Equatable, Codable {
    /// One stretch that resembled the word, with its score (``WakeWordSpotter/score(_:)``).
    public struct Candidate: Sendable, Equatable, Codable {
        /// Where it begins, in seconds from the start of the audio.
        public var start: Double
        /// Where it ends, in seconds from the start of the audio.
        public var end: Double
        /// The spotter's score: the higher, the surer.
        public var score: Double
        /// The keyphrase search's own score of the stretch (``KeyphraseDetection/logLikelihoodRatio``),
        /// which PocketSphinx alone would threshold.
        public var keyphraseScore: Double
    }

    /// The best candidate when it reached the threshold.
    public var detection: Candidate?
    /// Every stretch the keyphrase search reported, in time order (expert output: the curve of
    /// misses against false alarms is drawn from these).
    public var candidates: [Candidate]

    /// How long the audio listened to was, in seconds.
    public var audioSeconds: Double

    /// Whether this is the hearing through the enhancer (a near miss heard again), not the plain one.
    public var enhanced = false

    /// Whether the word was heard.
    public var detected: Bool { detection != nil }

    private enum CodingKeys: String, CodingKey { case detection, candidates, audioSeconds }
}
