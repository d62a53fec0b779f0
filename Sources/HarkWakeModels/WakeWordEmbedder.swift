import Foundation

/// openWakeWord's frozen front end for training a word model: the embeddings a
/// ``TrainedWakeWordDetector`` would give its word model on the same audio, run by the same
/// TensorFlow Lite library and feature models.
public final class WakeWordEmbedder {
    /// Values per embedding (one per 80 ms of audio).
    public static let embeddingSize = OpenWakeWordFeatures.embeddingSize

    private let features: OpenWakeWordFeatures
    private let runtime: TensorFlowLiteRuntime

    /// The front end of the library at `runtimeLibrary` (nil: the models folder's) and the
    /// feature models beside it; throws naming the setting when either is missing or not the
    /// pinned one.
    public init(runtimeLibrary: String? = nil) throws(WakeModelError) {
        let libraryPath = TrainedWakeWordDetector.libraryPath(runtimeLibrary)
        runtime = try TensorFlowLiteRuntime.load(
            libraryPath: libraryPath, setting: TrainedWakeWordDetector.librarySetting)
        features = try OpenWakeWordFeatures(
            runtime: runtime, folder: URL(fileURLWithPath: libraryPath).deletingLastPathComponent().path,
            setting: TrainedWakeWordDetector.librarySetting)
    }

    /// A new stream of `samples` (16 kHz) as a word model of `windowEmbeddings` sees it: the
    /// `windowEmbeddings - 1` embeddings of the silence it starts after, then one per 80 ms of
    /// audio, 96 values each, oldest first.
    public func embeddings(of samples: [Int16], windowEmbeddings: Int = 16) throws(WakeModelError) -> [Float] {
        features.reset()
        var values = Array([[Float]](repeating: features.silentEmbedding, count: windowEmbeddings - 1).joined())
        var start = 0
        while start < samples.count {
            let end = min(start + OpenWakeWordFeatures.chunkSamples, samples.count)
            for embedding in try features.process(samples[start..<end]) { values += embedding }
            start = end
        }
        return values
    }

    /// TensorFlow Lite's scores of `windows` (each the model's whole input) on the model file at
    /// `path`: what a detector of that file computes.
    public func scores(ofModelAt path: String, windows: [[Float]]) throws(WakeModelError) -> [Float] {
        let model = try runtime.interpreter(modelPath: path, setting: TrainedWakeWordDetector.modelSetting)
        var scores: [Float] = []
        for window in windows { scores.append(try model.run(window)[0]) }
        return scores
    }
}
