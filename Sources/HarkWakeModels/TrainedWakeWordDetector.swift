import Foundation
import HarkSupport

/// A wake word heard by a trained model, as openWakeWord hears it: 16 kHz audio in chunks of
/// 80 ms through openWakeWord's mel and embedding models, and the word's own model (a small
/// classifier) over the last embeddings, one score from 0 to 1 per chunk. TensorFlow Lite runs
/// the three models (`libtensorflowlite_c.so`, opened at run time; see
/// `scripts/setup-wakeword.sh`). The scores are openWakeWord's own on the same audio, as
/// `pyopen-wakeword` 1.1.0 computes them (a test holds them to 1e-3).
///
/// One detector is one stream: it keeps the audio, mel frames and embeddings still to be read,
/// so chunks may be of any length. It is used from one thread at a time.
public final class TrainedWakeWordDetector {
    /// The profile key naming the model, which errors name.
    public static let modelSetting = "wake.model"
    /// The profile key of the TensorFlow Lite library's path, which errors name.
    public static let librarySetting = "wake.runtimeLibrary"
    /// The default threshold: a score above it wakes, as openWakeWord's own default.
    public static let defaultThreshold = 0.5
    /// Below the models folder, where the setup script puts the library; the feature models and
    /// the named word models lie beside it.
    public static let libraryFile = "wakeword/libtensorflowlite_c.so"
    /// Samples per chunk, and per score: 80 ms at 16 kHz.
    public static let chunkSamples = OpenWakeWordFeatures.chunkSamples
    /// The sample rate the models hear.
    public static let sampleRate = 16_000

    /// The model, as it was named.
    public let model: WakeModel
    /// A score above it wakes.
    public let threshold: Double
    /// How many embeddings (80 ms each) the word model hears at once: its input's length.
    public let windowEmbeddings: Int

    private let features: OpenWakeWordFeatures
    private let word: TensorFlowLiteRuntime.Interpreter
    /// The embeddings after the last window the word model heard (96 values each), oldest first.
    private var embeddings: [[Float]] = []
    /// The scores the autofill's silence gives before the audio, which the first chunk reports.
    private var pendingScores: [Float] = []
    /// The state every stream starts in.
    private let start: (embeddings: [[Float]], scores: [Float])

    /// The library's path: `runtimeLibrary` when given, else its place in the models folder
    /// (which may not exist: the error then names it).
    public static func libraryPath(_ runtimeLibrary: String?) -> String {
        runtimeLibrary ?? ModelsDirectory.locate(libraryFile)?.path ?? "Models/\(libraryFile)"
    }

    /// The names of the installed word models: every `.tflite` beside the library but the two
    /// feature models (`alexa`, `hey_jarvis`, … once `scripts/setup-wakeword.sh` has run).
    public static func installedModels(runtimeLibrary: String? = nil) -> [String] {
        WakeModel.names(in: URL(fileURLWithPath: libraryPath(runtimeLibrary)).deletingLastPathComponent().path)
    }

    /// A detector of `model` waking above `threshold`, run by the TensorFlow Lite library at
    /// `runtimeLibrary` (nil: ``libraryFile`` in the models folder). Throws naming the setting
    /// when the library or a model is missing, the library or a feature model is not the pinned
    /// one, or the model is not an openWakeWord word model.
    public init(model: WakeModel, threshold: Double = defaultThreshold, runtimeLibrary: String? = nil)
        throws(WakeModelError)
    {
        guard threshold > 0, threshold < 1 else {
            throw WakeModelError("the threshold must be above 0 and below 1 (got \(threshold))")
        }
        let libraryPath = Self.libraryPath(runtimeLibrary)
        let folder = URL(fileURLWithPath: libraryPath).deletingLastPathComponent().path
        // The library first: without it, no model of the folder beside it is there either.
        let runtime = try TensorFlowLiteRuntime.load(libraryPath: libraryPath, setting: Self.librarySetting)
        let modelPath = model.path(in: folder)
        guard FileManager.default.isReadableFile(atPath: modelPath) else {
            var reason = "no wake word model at \(modelPath) (\(Self.modelSetting) \(model))"
            if case .named = model {
                let installed = WakeModel.names(in: folder)
                reason +=
                    installed.isEmpty
                    ? "; run scripts/setup-wakeword.sh, or name a FILE.tflite"
                    : "; installed: \(installed.joined(separator: ", ")), or name a FILE.tflite"
            }
            throw WakeModelError(reason)
        }
        features = try OpenWakeWordFeatures(runtime: runtime, folder: folder, setting: Self.librarySetting)
        let setting = "\(Self.modelSetting) \(model)"
        word = try runtime.interpreter(modelPath: modelPath, setting: setting)
        let input = word.inputShape(), output = word.outputShape()
        guard word.counts == (1, 1), input.isFloat, input.shape.count == 3, input.shape[0] == 1, input.shape[1] > 0,
            input.shape[2] == OpenWakeWordFeatures.embeddingSize, output.isFloat, output.shape.reduce(1, *) == 1
        else {
            throw WakeModelError(
                "\(modelPath) (\(setting)) is not an openWakeWord word model: it takes \(input.shape) and gives "
                    + "\(output.shape), not [1, N, 96] floats to one score")
        }
        self.model = model
        self.threshold = threshold
        windowEmbeddings = input.shape[1]

        // The autofill's embeddings are all the same, and so are the word model's scores of them.
        let silent = features.silentEmbedding
        let made = features.autofillEmbeddings
        let kept = min(made, windowEmbeddings - 1)
        var scores: [Float] = []
        if made >= windowEmbeddings {
            let silentScore = try word.run(Array([[Float]](repeating: silent, count: windowEmbeddings).joined()))
            scores = [Float](repeating: silentScore[0], count: made - windowEmbeddings + 1)
        }
        start = ([[Float]](repeating: silent, count: kept), scores)
        embeddings = start.embeddings
        pendingScores = start.scores
    }

    /// The model's name, as detections report it.
    public var name: String { model.name }

    /// Starts a new stream: the audio, mel frames and embeddings read so far are forgotten.
    public func reset() {
        features.reset()
        embeddings = start.embeddings
        pendingScores = start.scores
    }

    /// Reads `samples` (16 kHz, any number) and returns the scores they complete, one per 80 ms
    /// of audio, exactly as pyopen-wakeword yields them: the first call of a stream also returns
    /// the scores of the 8 s of silence the stream starts after.
    public func process(_ samples: some Collection<Int16>) throws(WakeModelError) -> [Float] {
        var scores = pendingScores
        pendingScores = []
        for embedding in try features.process(samples) {
            embeddings.append(embedding)
            guard embeddings.count >= windowEmbeddings else { continue }
            scores.append(try word.run(Array(embeddings.joined()))[0])
            embeddings.removeFirst()
        }
        return scores
    }

    /// A new stream of `samples`: one score per 80 ms chunk, the word model's score when that
    /// chunk has been read (the silence before the stream left out), and one more for a last
    /// part chunk long enough to complete a mel window.
    public func scores(for samples: [Int16]) throws(WakeModelError) -> [Float] {
        reset()
        var scores: [Float] = []
        scores.reserveCapacity(samples.count / Self.chunkSamples + 1)
        var start = 0
        while start < samples.count {
            let end = min(start + Self.chunkSamples, samples.count)
            if let last = try process(samples[start..<end]).last { scores.append(last) }
            start = end
        }
        return scores
    }

    /// What a detector heard in one stream.
    public struct Detection: Sendable, Equatable {
        /// Whether a score rose above the threshold.
        public var detected: Bool
        /// When it first did, in seconds from the start: the end of that chunk. Nil when it did not.
        public var at: Double?
        /// The highest score.
        public var score: Double?
    }

    /// A new stream of `samples`, and whether, when and how surely the word was heard in it.
    public func detect(_ samples: [Int16]) throws(WakeModelError) -> Detection {
        let scores = try scores(for: samples)
        let first = scores.firstIndex { Double($0) > threshold }
        return Detection(
            detected: first != nil,
            at: first.map { Double(($0 + 1) * Self.chunkSamples) / Double(Self.sampleRate) },
            score: scores.max().map(Double.init))
    }
}
