import HarkSupport
import HarkUnderstanding

// How the domain classifier's regression is fitted; HarkUnderstanding keeps the model and how it
// scores a request.
extension SoftmaxRegression {
    struct Settings: Hashable, Sendable {
        /// Passes over the training samples.
        var epochs = 20
        /// L2 penalty λ on the weights (not the biases). It is what keeps confidences calibrated
        /// enough for a rejection threshold to mean something.
        var l2 = 1e-4
        /// Initial step size η₀; the step at update t is η₀ / (1 + η₀ λ t).
        var learningRate = 0.5
        /// Seed of the per-epoch shuffles.
        var seed: UInt64 = 1
    }

    /// Fits a model by stochastic gradient descent on the log loss with L2 weight decay.
    ///
    /// Weight decay touches every weight at every step; to keep a step as cheap as the sample is
    /// sparse, the weights are kept as `scale × stored` and decay only shrinks `scale` (Bottou's
    /// trick). Samples are visited in a fresh seeded order each epoch (our own Fisher–Yates, so the
    /// order does not depend on the standard library's shuffle), which makes training reproducible.
    static func train(
        samples: [(vector: SparseFeatureVector, label: Int)], classCount: Int, featureCount: Int, settings: Settings
    ) -> SoftmaxRegression {
        var stored = [Double](repeating: 0, count: classCount * featureCount)
        var bias = [Double](repeating: 0, count: classCount)
        var scale = 1.0
        var step = 0.0
        var order = Array(samples.indices)
        var generator = SplitMix64(seed: settings.seed)
        var scores = [Double](repeating: 0, count: classCount)
        for _ in 0..<settings.epochs {
            for i in stride(from: order.count - 1, to: 0, by: -1) {
                order.swapAt(i, generator.nextIndex(below: i + 1))
            }
            for sampleIndex in order {
                let (vector, label) = samples[sampleIndex]
                let rate = settings.learningRate / (1 + settings.learningRate * settings.l2 * step)
                step += 1
                for c in 0..<classCount { scores[c] = 0 }
                for (index, value) in zip(vector.indices, vector.values) {
                    let row = index * classCount
                    for c in 0..<classCount { scores[c] += value * stored[row + c] }
                }
                for c in 0..<classCount { scores[c] = bias[c] + scale * scores[c] }
                let probabilities = softmax(scores)
                scale *= 1 - rate * settings.l2
                for c in 0..<classCount {
                    let gradient = (c == label ? 1 : 0) - probabilities[c]
                    bias[c] += rate * gradient
                    let update = rate * gradient / scale
                    for (index, value) in zip(vector.indices, vector.values) {
                        stored[index * classCount + c] += update * value
                    }
                }
                if scale < 1e-6 {
                    for i in stored.indices { stored[i] *= scale }
                    scale = 1
                }
            }
        }
        return SoftmaxRegression(
            classCount: classCount, featureCount: featureCount, weights: stored.map { $0 * scale }, bias: bias)
    }
}
