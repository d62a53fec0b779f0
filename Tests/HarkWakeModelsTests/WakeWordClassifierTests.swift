import Foundation
import HarkSupport
import HarkTestSupport
import Testing

@testable import HarkWakeModels

/// A word model of one's own: trained here, written as a `.tflite` file, and run by TensorFlow
/// Lite as openWakeWord's own models are.
@Suite("Wake word classifiers", .serialized)
struct WakeWordClassifierTests {
    /// Streams of random "embeddings" where a positive window's last embedding carries a pattern
    /// that no negative window has.
    static func examples(streams: Int, seed: UInt64) -> WakeWordClassifier.Examples {
        var generator = SplitMix64(seed: seed)
        func uniform() -> Float { Float(Double(generator.next() >> 11) / Double(1 << 53)) * 2 - 1 }
        var examples = WakeWordClassifier.Examples()
        for stream in 0..<streams {
            let length = 20
            var values = (0..<(length * 96)).map { _ in uniform() }
            let positive = stream % 2 == 0
            if positive {
                for k in 0..<12 { values[(length - 1) * 96 + k * 8] = 3 + uniform() }
            }
            examples.streams.append(values)
            examples.windows.append((stream, length - 1, positive))
            if !positive { examples.windows.append((stream, length - 2, false)) }
        }
        return examples
    }

    // Swift arithmetic over arrays Swift bounds-checks itself: ASan adds only time.
    @Test(.skippedUnderSanitizers) func aTrainedClassifierSeparatesWhatItWasTrainedOn() {
        var settings = WakeWordClassifier.Settings()
        settings.hiddenUnits = 8
        settings.epochs = 40
        settings.batchSize = 32
        settings.negativeWeight = 1
        settings.decisionLogit = 0
        let training = Self.examples(streams: 400, seed: 1)
        let classifier = WakeWordClassifier.train(training, settings: settings)
        let held = Self.examples(streams: 40, seed: 2)
        var right = (positives: 0, negatives: 0)
        for window in held.windows {
            let values = held.streams[window.stream][((window.end - 15) * 96)..<((window.end + 1) * 96)]
            let woke = classifier.score(values) > 0.5
            if window.positive, woke { right.positives += 1 }
            if !window.positive, !woke { right.negatives += 1 }
        }
        #expect(right.positives >= held.positives * 9 / 10, "\(right.positives) of \(held.positives) positives")
        #expect(right.negatives >= held.negatives * 9 / 10, "\(right.negatives) of \(held.negatives) negatives")
    }

    @Test func tensorFlowLiteRunsTheWrittenModelAsTheTrainerScoresIt() throws {
        try TrainedWakeWordDetectorTests.setUp()
        var settings = WakeWordClassifier.Settings()
        settings.hiddenUnits = 8
        settings.epochs = 3
        settings.decisionLogit = 2
        let examples = Self.examples(streams: 40, seed: 3)
        let classifier = WakeWordClassifier.train(examples, settings: settings)
        let scratch = try ScratchDirectory("hark-wake-classifier")
        defer { scratch.remove() }
        let path = try scratch.write(classifier.tensorFlowLiteModel(description: "test"), "mine.tflite")

        // A word model as the detector takes one: [1, 16, 96] floats to one score.
        let detector = try TrainedWakeWordDetector(model: .file(path))
        #expect(detector.windowEmbeddings == 16)
        #expect(detector.name == "mine")

        let windows = examples.windows.map { window in
            Array(examples.streams[window.stream][((window.end - 15) * 96)..<((window.end + 1) * 96)])
        }
        let scores = try WakeWordEmbedder().scores(ofModelAt: path, windows: windows)
        #expect(scores.count == windows.count)
        for (window, score) in zip(windows, scores) {
            #expect(abs(score - classifier.score(window)) < 1e-4)
        }
        #expect(Set(scores.map { ($0 * 100).rounded() }).count > 1, "the scores differ from window to window")
    }
}
