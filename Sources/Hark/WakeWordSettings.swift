import HarkRecognition
import HarkWakeModels

/// The wake word `listen` waits for, and how sure a spotter must be before it wakes: one value in
/// ``HarkConfiguration/wake`` (its `wake.*` settings) and in every spotter built from it.
public struct WakeWordSettings: Sendable, Equatable {
    /// How a stretch the keyphrase search found is scored.
    public enum Scoring: String, Sendable, Equatable, CaseIterable {
        /// The keyphrase search's own score, as PocketSphinx thresholds it.
        case keyphrase
        /// That score per 10 ms frame of the stretch.
        case perFrame = "per-frame"
        /// A stretch whose per-frame score reaches ``WakeWordSettings/verificationFloor`` heard
        /// again, with a margin, by the general English search (the phrase made as likely as a
        /// common word): the phrase's lowest word posterior in that reading, 0 when the reading
        /// does not hold it; a stretch below the floor scores its per-frame score minus 10.
        case verified

        /// The default.
        public static let standard = Scoring.verified
    }

    /// The default ``threshold``.
    public static let defaultThreshold = 0.75

    /// The phrase `listen` waits for; nil acts on every utterance. A spotter is built for a
    /// phrase of its own (``WakeWordSpotter/init(phrase:settings:model:g2pModel:)``): Wyoming
    /// clients name theirs.
    public var word: String?
    /// The least score that wakes.
    public var threshold: Double
    /// How stretches are scored.
    public var scoring: Scoring
    /// The keyphrase search's own threshold, as a likelihood ratio: stretches below it are never
    /// reported at all.
    public var searchFloor = KeyphraseSpotter.defaultFloor
    /// The least per-frame score a stretch needs to be heard again (``Scoring/verified``).
    public var verificationFloor = -2.0
    /// Seconds of audio kept on each side of the stretch heard again.
    public var verificationMargin = 0.4
    /// The trained model `listen` wakes with instead of the phrase, as `wake.model` names it: a
    /// NAME installed beside the runtime library or a FILE.tflite (``WakeModel``); nil: none.
    public var model: String?
    /// A trained model's score above this wakes (openWakeWord's own default, 0.5).
    public var modelThreshold = TrainedWakeWordDetector.defaultThreshold
    /// Whether a stretch the verifier heard but did not wake on is heard again through the
    /// learned enhancer (`frontEnd.deepFilter`, under its loudness-range condition): in a loud
    /// room the word is often there, drowned (docs/benchmarks.md, "Wake word": chosen on
    /// "computer", checked on "jarvis").
    public var enhancedSecondHearing = true
    /// TensorFlow Lite's `libtensorflowlite_c.so`, beside which the feature models and the named
    /// models lie; nil: ``TrainedWakeWordDetector/libraryFile`` in the models folder.
    public var runtimeLibrary: String?

    /// The product's defaults, or the given word, threshold and scoring.
    public init(word: String? = nil, threshold: Double = defaultThreshold, scoring: Scoring = .standard) {
        self.word = word
        self.threshold = threshold
        self.scoring = scoring
    }
}
