import Foundation
import HarkSupport

/// A word model of one's own, as openWakeWord's are built: a small classifier over the last
/// `windowEmbeddings` embeddings of openWakeWord's frozen front end, trained here and written as
/// a `.tflite` file that ``TrainedWakeWordDetector`` runs through TensorFlow Lite like any other
/// word model. One hidden layer of ReLU units, then a logistic score.
///
/// The arithmetic below is the trainer's own (gradients need it); detection never uses it: the
/// written file is what hears, and `hark wake train` checks that TensorFlow Lite gives the
/// trainer's scores on it.
public struct WakeWordClassifier: Sendable {
    /// How training runs.
    public struct Settings: Sendable, Equatable {
        /// Embeddings per window (80 ms each): openWakeWord's word models take 16.
        public var windowEmbeddings = 16
        /// Hidden ReLU units.
        public var hiddenUnits = 32
        /// Passes over the windows.
        public var epochs = 30
        /// Windows per Adam step.
        public var batchSize = 128
        /// Adam's step size.
        public var learningRate: Float = 1e-3
        /// L2 penalty on the weights.
        public var l2: Float = 1e-4
        /// How much a negative window weighs against a positive one, once both classes are
        /// balanced: above 1 trades misses for fewer false alarms.
        public var negativeWeight: Float = 3
        /// Seed of the initial weights and the shuffles.
        public var seed: UInt64 = 1
        /// Subtracted from the output's logit once trained, so that the detector's default
        /// threshold 0.5 is a trained logit of 16.7: the lowest with no false alarm in the
        /// "computer" model's 2.45 h of real negatives (docs/benchmarks.md, "Wake word"). Trained
        /// on synthesized positives, real speech scores high: at the trained logit's 0.5 that
        /// model woke on 615 of 1,675 files without the word. A 32-bit score cannot tell logits
        /// above 16.6 apart (it is 1), so the threshold must be folded in, not set at run time.
        public var decisionLogit: Float = 16.7

        /// The defaults.
        public init() {}
    }

    /// Labelled windows over streams of embeddings.
    public struct Examples: Sendable {
        /// Each stream's embeddings, 96 values per 80 ms, oldest first.
        public var streams: [[Float]] = []
        /// Windows of `windowEmbeddings` embeddings ending at embedding `end` of `stream`.
        public var windows: [(stream: Int, end: Int, positive: Bool)] = []

        /// No streams and no windows.
        public init() {}

        /// How many windows are positives.
        public var positives: Int { windows.count(where: \.positive) }
        /// How many are negatives.
        public var negatives: Int { windows.count - positives }
    }

    /// The trained layers: hidden, then output.
    let layers: [TensorFlowLiteModelFile.Layer]
    /// Embeddings per window: the model's input is `[1, windowEmbeddings, 96]`.
    public let windowEmbeddings: Int

    /// Values per window.
    private var inputs: Int { windowEmbeddings * OpenWakeWordFeatures.embeddingSize }

    /// Trains on `examples` (windows of `settings.windowEmbeddings`; those that do not fit
    /// their stream are skipped). Each input value is standardized by its mean and spread over
    /// the windows, folded into the first layer's weights once trained.
    public static func train(_ examples: Examples, settings: Settings = Settings()) -> WakeWordClassifier {
        let size = OpenWakeWordFeatures.embeddingSize
        let inputs = settings.windowEmbeddings * size, hidden = settings.hiddenUnits
        let windows = examples.windows.filter {
            $0.end + 1 >= settings.windowEmbeddings && ($0.end + 1) * size <= examples.streams[$0.stream].count
        }
        func start(_ window: (stream: Int, end: Int, positive: Bool)) -> Int {
            (window.end + 1 - settings.windowEmbeddings) * size
        }
        // Per-value mean and spread, so that every input enters the hidden layer on one scale.
        var mean = [Float](repeating: 0, count: inputs), spread = [Float](repeating: 0, count: inputs)
        for window in windows {
            let values = examples.streams[window.stream], offset = start(window)
            for i in 0..<inputs { mean[i] += values[offset + i] }
        }
        let count = Float(max(windows.count, 1))
        for i in 0..<inputs { mean[i] /= count }
        for window in windows {
            let values = examples.streams[window.stream], offset = start(window)
            for i in 0..<inputs {
                let d = values[offset + i] - mean[i]
                spread[i] += d * d
            }
        }
        for i in 0..<inputs { spread[i] = max((spread[i] / count).squareRoot(), 1e-3) }

        var generator = SplitMix64(seed: settings.seed)
        func gaussian() -> Float {
            let u = Float(Double(generator.next() >> 11) / Double(1 << 53)) + 1e-7
            let v = Float(Double(generator.next() >> 11) / Double(1 << 53))
            return (-2 * log(u)).squareRoot() * cos(2 * .pi * v)
        }
        var w1 = (0..<(hidden * inputs)).map { _ in gaussian() * (2 / Float(inputs)).squareRoot() }
        var b1 = [Float](repeating: 0, count: hidden)
        var w2 = (0..<hidden).map { _ in gaussian() * (1 / Float(hidden)).squareRoot() }
        var b2: Float = 0
        var adam = Adam(counts: [w1.count, hidden, hidden, 1], settings: settings)

        let positives = Float(max(windows.count(where: \.positive), 1))
        let negatives = Float(max(windows.count - windows.count(where: \.positive), 1))
        let positiveWeight = (positives + negatives) / (2 * positives)
        let negativeWeight = settings.negativeWeight * (positives + negatives) / (2 * negatives)

        var order = Array(windows.indices)
        var x = [Float](repeating: 0, count: inputs)
        var h = [Float](repeating: 0, count: hidden), dh = [Float](repeating: 0, count: hidden)
        var gw1 = [Float](repeating: 0, count: w1.count), gb1 = [Float](repeating: 0, count: hidden)
        var gw2 = [Float](repeating: 0, count: hidden), gb2: Float = 0
        for _ in 0..<settings.epochs {
            for i in stride(from: order.count - 1, to: 0, by: -1) {
                order.swapAt(i, generator.nextIndex(below: i + 1))
            }
            var batchStart = 0
            while batchStart < order.count {
                let batch = order[batchStart..<min(batchStart + settings.batchSize, order.count)]
                batchStart += settings.batchSize
                for i in gw1.indices { gw1[i] = 0 }
                for j in 0..<hidden { gb1[j] = 0; gw2[j] = 0 }
                gb2 = 0
                for index in batch {
                    let window = windows[index]
                    let values = examples.streams[window.stream], offset = start(window)
                    for i in 0..<inputs { x[i] = (values[offset + i] - mean[i]) / spread[i] }
                    w1.withUnsafeBufferPointer { w in
                        for j in 0..<hidden {
                            var sum = b1[j]
                            let row = j * inputs
                            for i in 0..<inputs { sum += w[row + i] * x[i] }
                            h[j] = max(sum, 0)
                        }
                    }
                    var logit = b2
                    for j in 0..<hidden { logit += w2[j] * h[j] }
                    let p = 1 / (1 + exp(-logit))
                    // The weighted log loss's gradient at the logit.
                    let weight = window.positive ? positiveWeight : negativeWeight
                    let g = weight * (p - (window.positive ? 1 : 0))
                    gb2 += g
                    for j in 0..<hidden {
                        gw2[j] += g * h[j]
                        dh[j] = h[j] > 0 ? g * w2[j] : 0
                    }
                    gw1.withUnsafeMutableBufferPointer { gw in
                        for j in 0..<hidden where dh[j] != 0 {
                            gb1[j] += dh[j]
                            let row = j * inputs, d = dh[j]
                            for i in 0..<inputs { gw[row + i] += d * x[i] }
                        }
                    }
                }
                let scale = 1 / Float(batch.count)
                for i in gw1.indices { gw1[i] = gw1[i] * scale + settings.l2 * w1[i] }
                for j in 0..<hidden {
                    gb1[j] *= scale
                    gw2[j] = gw2[j] * scale + settings.l2 * w2[j]
                }
                var gb2s = [gb2 * scale], b2s = [b2]
                adam.step(0, &w1, gw1)
                adam.step(1, &b1, gb1)
                adam.step(2, &w2, gw2)
                adam.step(3, &b2s, gb2s)
                b2 = b2s[0]
                gb2s[0] = 0
                adam.advance()
            }
        }
        // (x - mean) / spread folded in: w' = w / spread, b' = b - Σ w mean / spread.
        for j in 0..<hidden {
            var shift: Float = 0
            for i in 0..<inputs {
                w1[j * inputs + i] /= spread[i]
                shift += w1[j * inputs + i] * mean[i]
            }
            b1[j] -= shift
        }
        return WakeWordClassifier(
            layers: [.init(weights: w1, bias: b1), .init(weights: w2, bias: [b2 - settings.decisionLogit])],
            windowEmbeddings: settings.windowEmbeddings)
    }

    /// The trainer's own score of one window (`windowEmbeddings × 96` values, oldest first): what
    /// TensorFlow Lite must give on the written file.
    public func score(_ window: some Collection<Float>) -> Float {
        var values = Array(window)
        for layer in layers {
            var next = layer.bias
            for j in 0..<layer.outputs {
                var sum = next[j]
                for i in 0..<layer.inputs { sum += layer.weights[j * layer.inputs + i] * values[i] }
                next[j] = sum
            }
            values = next
            if layer.outputs > 1 { values = values.map { max($0, 0) } }
        }
        return 1 / (1 + exp(-values[0]))
    }

    /// The model as a `.tflite` file: input `[1, windowEmbeddings, 96]`, output `[1, 1]`.
    public func tensorFlowLiteModel(description: String) -> Data {
        TensorFlowLiteModelFile(
            inputShape: [1, windowEmbeddings, OpenWakeWordFeatures.embeddingSize], layers: layers,
            description: description
        ).data()
    }

    /// Adam's moments for each parameter array.
    private struct Adam {
        var first: [[Float]], second: [[Float]]
        var step: Float = 1
        let rate: Float
        let beta1: Float = 0.9, beta2: Float = 0.999

        init(counts: [Int], settings: Settings) {
            first = counts.map { [Float](repeating: 0, count: $0) }
            second = first
            rate = settings.learningRate
        }

        mutating func step(_ index: Int, _ parameters: inout [Float], _ gradient: [Float]) {
            let correction1 = 1 - pow(beta1, step), correction2 = 1 - pow(beta2, step)
            for i in parameters.indices {
                let g = gradient[i]
                first[index][i] = beta1 * first[index][i] + (1 - beta1) * g
                second[index][i] = beta2 * second[index][i] + (1 - beta2) * g * g
                let m = first[index][i] / correction1, v = second[index][i] / correction2
                parameters[i] -= rate * m / (v.squareRoot() + 1e-8)
            }
        }

        mutating func advance() { step += 1 }
    }
}
