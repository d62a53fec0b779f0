import Foundation
import HarkSupport
import Synchronization

/// openWakeWord's shared front end, streamed as `pyopen-wakeword` 1.1.0 streams it (its
/// `OpenWakeWordFeatures.process_streaming`, the code Home Assistant runs): 16 kHz audio as
/// floats of the int16 values, in windows of 1,760 samples every 1,280 (80 ms) through
/// `melspectrogram.tflite` (8 frames of 32 mel bands each, scaled `x / 10 + 2` to fit the
/// embedding model), and windows of 76 mel frames every 8 through `embedding_model.tflite` (one
/// 96-value embedding per 80 ms).
///
/// The stream starts as pyopen-wakeword's does, after 8 s of digital silence (its "autofill"),
/// so the first embeddings are there from the first chunk. Those 8 s are the same for every
/// stream: their mel frames, their embeddings and the word model's score of them are computed
/// once here and repeated, instead of running the models 190 times per stream, with the same
/// numbers. (dscripka's openWakeWord package starts instead from embeddings of random noise and
/// silences its first five scores, so its first second differs from run to run.)
final class OpenWakeWordFeatures {
    /// Samples per chunk: 80 ms at 16 kHz, one embedding.
    static let chunkSamples = 1280
    /// Samples per mel window: a chunk and 480 samples of the one before.
    static let melWindowSamples = 1760
    /// Mel bands per frame.
    static let melBands = 32
    /// Mel frames per window (10 ms apart).
    static let melFramesPerWindow = 8
    /// Mel frames per embedding window, and its step.
    static let embeddingWindowFrames = 76
    static let embeddingStepFrames = 8
    /// Values per embedding.
    static let embeddingSize = 96
    /// The silence before the stream, in samples: pyopen-wakeword's `AUTOFILL_SECONDS`.
    static let autofillSamples = 8 * 16_000

    /// The feature models' file names, which the folder of named word models also holds.
    static let modelNames = ["melspectrogram", "embedding_model"]
    /// SHA-256 of the feature models as pyopen-wakeword 1.1.0 ships them: other feature models
    /// would give embeddings no word model was trained on.
    static let modelSHA256 = [
        "melspectrogram": "96fa0adccb6e8cf95cb14465409a1a2898ee4a96a85bb9ed3c7eb0e68bf163e8",
        "embedding_model": "c0aea21eb84a4ce90a08c870da41b7a7173b45269e6a3207c71d67c40f3a59d8",
    ]
    /// Folders whose feature models were checked, so a process checks each once.
    private static let checkedFolders = Mutex<Set<String>>([])

    private let mel: TensorFlowLiteRuntime.Interpreter
    private let embedding: TensorFlowLiteRuntime.Interpreter
    /// The start of the stream, after the autofill: the state every stream begins in.
    private let silence: State
    private var state: State

    /// What is still to be read: audio from the next mel window's start, and mel frames (rows
    /// of 32) from the next embedding window's start.
    struct State {
        var audio: [Float]
        var mels: [Float]
    }

    /// The embedding of the autofill alone.
    let silentEmbedding: [Float]

    /// The front end of `folder`'s two feature models, run by `runtime`; throws naming `setting`
    /// when a model is missing, is not the pinned one, or does not take openWakeWord's shapes.
    init(runtime: TensorFlowLiteRuntime, folder: String, setting: String) throws(WakeModelError) {
        func path(_ name: String) -> String {
            URL(fileURLWithPath: folder).appendingPathComponent(name + ".tflite").path
        }
        if !Self.checkedFolders.withLock({ $0.contains(folder) }) {
            for name in Self.modelNames {
                let file = path(name)
                guard FileManager.default.isReadableFile(atPath: file) else {
                    throw WakeModelError(
                        "no openWakeWord feature model at \(file) (beside \(setting)); run scripts/setup-wakeword.sh")
                }
                guard let digest = SHA256.fileHex(atPath: file), let expected = Self.modelSHA256[name],
                    digest == expected
                else {
                    throw WakeModelError(
                        "\(file) (beside \(setting)) is not openWakeWord's \(name) as pyopen-wakeword "
                            + "\(TensorFlowLiteRuntime.packageVersion) ships it; run scripts/setup-wakeword.sh")
                }
            }
            Self.checkedFolders.withLock { _ = $0.insert(folder) }
        }
        mel = try runtime.interpreter(
            modelPath: path("melspectrogram"), setting: setting, inputShapes: [0: [1, Self.melWindowSamples]])
        embedding = try runtime.interpreter(
            modelPath: path("embedding_model"), setting: setting,
            inputShapes: [0: [1, Self.embeddingWindowFrames, Self.melBands, 1]])

        let silentWindowMels = try Self.melFrames(
            mel, [Float](repeating: 0, count: Self.melWindowSamples))
        guard silentWindowMels.count == Self.melFramesPerWindow * Self.melBands else {
            throw WakeModelError(
                "\(path("melspectrogram")) (beside \(setting)) gives \(silentWindowMels.count) values per window, "
                    + "not \(Self.melFramesPerWindow * Self.melBands)")
        }
        let autofillMels = Self.repeated(silentWindowMels, frames: Self.embeddingWindowFrames)
        let silentEmbedding = try embedding.run(autofillMels)
        guard silentEmbedding.count == Self.embeddingSize else {
            throw WakeModelError(
                "\(path("embedding_model")) (beside \(setting)) gives \(silentEmbedding.count) values, "
                    + "not \(Self.embeddingSize)")
        }
        // Where the autofill leaves pyopen-wakeword: the windows wholly inside it are read, so the
        // next mel window starts one chunk before the audio, and the 99 windows' 792 frames
        // gave 90 embeddings, which leaves 72 frames (9 windows) unread.
        let windowsRead = (Self.autofillSamples - Self.melWindowSamples) / Self.chunkSamples + 1
        let audio = [Float](
            repeating: 0, count: Self.autofillSamples - windowsRead * Self.chunkSamples)
        let frames = windowsRead * Self.melFramesPerWindow
        let embeddings = (frames - Self.embeddingWindowFrames) / Self.embeddingStepFrames + 1
        let unreadFrames = frames - embeddings * Self.embeddingStepFrames
        silence = State(audio: audio, mels: Self.repeated(silentWindowMels, frames: unreadFrames))
        self.silentEmbedding = silentEmbedding
        state = silence
        autofillEmbeddings = embeddings
    }

    /// How many embeddings the autofill made before the audio: what a word model has seen when
    /// the stream starts.
    let autofillEmbeddings: Int

    /// The mel frames of an all-zero window, repeated to `frames` frames, window-aligned.
    private static func repeated(_ window: [Float], frames: Int) -> [Float] {
        (0..<frames).flatMap { frame in
            let row = frame % melFramesPerWindow
            return window[(row * melBands)..<((row + 1) * melBands)]
        }
    }

    private static func melFrames(_ mel: TensorFlowLiteRuntime.Interpreter, _ window: [Float]) throws(WakeModelError)
        -> [Float]
    {
        // openWakeWord's transform, which brings its mel model close to the TensorFlow Hub
        // features the embedding model was trained on.
        try mel.run(window).map { $0 / 10 + 2 }
    }

    /// Starts the stream again, as after the autofill.
    func reset() { state = silence }

    /// Reads `samples` and returns the embeddings they complete, in order (96 values each).
    func process(_ samples: some Collection<Int16>) throws(WakeModelError) -> [[Float]] {
        state.audio.append(contentsOf: samples.lazy.map { Float($0) })
        var embeddings: [[Float]] = []
        var windowStart = 0
        while state.audio.count - windowStart >= Self.melWindowSamples {
            let window = Array(state.audio[windowStart..<(windowStart + Self.melWindowSamples)])
            windowStart += Self.chunkSamples
            state.mels += try Self.melFrames(mel, window)
            var frameStart = 0
            let frameValues = Self.embeddingWindowFrames * Self.melBands
            while state.mels.count - frameStart >= frameValues {
                embeddings.append(try embedding.run(Array(state.mels[frameStart..<(frameStart + frameValues)])))
                frameStart += Self.embeddingStepFrames * Self.melBands
            }
            state.mels.removeFirst(frameStart)
        }
        state.audio.removeFirst(windowStart)
        return embeddings
    }
}
