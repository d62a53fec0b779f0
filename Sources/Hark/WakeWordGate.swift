/// Always-on listening's gate: asleep, an utterance is only searched for the wake word; the word
/// wakes the device for one command, said in the same breath ("computer, order a tomato soup")
/// or as the next utterance, and then it sleeps again.
///
/// Plain state over a ``WakeWordSpotter`` or a ``TrainedWakeWordDetector``: the stream's
/// endpointer finds the utterances, the gate says which audio is a command. Like them, it belongs
/// to one thread at a time.
public final class WakeWordGate {
    /// What the gate made of an utterance.
    public enum Decision: Sendable, Equatable {
        /// No wake word, and the device was asleep: nothing here is for it. The spotter's result
        /// says how near the best stretch came (a near miss scores just under the threshold).
        case asleep(WakeWordResult)
        /// The wake word alone: the next utterance is the command.
        case woke(WakeWordResult.Candidate)
        /// A command to hear: the audio after the wake word in the same utterance (`wake` holds
        /// the word), or a whole utterance said while awake (`wake` nil).
        case command([Int16], wake: WakeWordResult.Candidate?)
    }

    /// The spotter that listens for the word; nil when a trained model does.
    public let spotter: WakeWordSpotter?
    /// The trained model that listens for the word; nil when the spotter does.
    public let detector: TrainedWakeWordDetector?
    /// The word, or the trained model's name.
    public var word: String { spotter?.phrase ?? detector?.name ?? "" }
    /// The least score that wakes: the spotter's threshold, or the model's (which a score must
    /// pass).
    public var threshold: Double { spotter?.settings.threshold ?? detector?.threshold ?? 0 }
    /// How long the device stays awake for a command after a wake word said alone, in seconds
    /// from the end of the word to the start of the command.
    public var awakeSeconds: Double
    /// Audio after the word shorter than this, in seconds, is the end of the word's utterance,
    /// not a command said in the same breath.
    public var shortestCommandSeconds = 0.4
    /// Where, in stream seconds, the device stops waiting for a command; nil while asleep.
    public private(set) var awakeUntil: Double?

    /// A gate waking on `spotter`'s word, awake for `awakeSeconds` after it.
    public init(spotter: WakeWordSpotter, awakeSeconds: Double = 8) {
        self.spotter = spotter
        detector = nil
        self.awakeSeconds = awakeSeconds
    }

    /// A gate waking on `detector`'s word, awake for `awakeSeconds` after it.
    public init(detector: TrainedWakeWordDetector, awakeSeconds: Double = 8) {
        spotter = nil
        self.detector = detector
        self.awakeSeconds = awakeSeconds
    }

    /// The gate's decision for `samples` (16 kHz mono) heard from `start` to `end` seconds into
    /// the stream. A command returned ends the wake; if it is heard as nothing at all, or it asks a
    /// question back, call ``stayAwake(after:)`` to keep listening without the word.
    public func decide(_ samples: [Int16], start: Double, end: Double) throws -> Decision {
        if let until = awakeUntil, start <= until {
            awakeUntil = nil
            return .command(samples, wake: nil)
        }
        awakeUntil = nil
        let heard = try spotter?.listen(to: samples) ?? detector?.listen(to: samples)
        guard let heard else { return .asleep(WakeWordResult(detection: nil, candidates: [], audioSeconds: 0)) }
        guard let wake = heard.detection else { return .asleep(heard) }
        let rest = Int((wake.end * Double(SpeechAudio.sampleRate)).rounded())
        if samples.count - rest >= Int(shortestCommandSeconds * Double(SpeechAudio.sampleRate)) {
            return .command(Array(samples[rest...]), wake: wake)
        }
        awakeUntil = start + wake.end + awakeSeconds
        return .woke(wake)
    }

    /// Keeps the device awake for the next utterance, until `awakeSeconds` after `end` (stream
    /// seconds): the command after the word came to nothing (a pause, a cough), or the reply asked
    /// a question whose answer needs no wake word.
    public func stayAwake(after end: Double) {
        awakeUntil = end + awakeSeconds
    }
}
