import Foundation

/// Binary logistic regression over a few dense features: P(yes) = σ(bias + Σ wᵢ xᵢ).
///
/// Fitted by Newton's method on the L2-penalized log loss. With a handful of features the Hessian
/// is tiny, so each step is an exact solve; the fit is deterministic and converges in a few
/// iterations, unlike stochastic descent, which matters for a model file that is committed and
/// must come out the same on every rerun.
public struct LogisticRegression: Codable, Hashable, Sendable {
    /// One weight per feature, in the features' order.
    public var weights: [Double]
    /// The intercept.
    public var bias: Double

    /// A model of `weights` and `bias`.
    public init(weights: [Double], bias: Double) {
        self.weights = weights
        self.bias = bias
    }

    /// The probability of the positive class; features beyond the model's are ignored.
    public func probability(_ features: [Double]) -> Double {
        Self.sigmoid(zip(weights, features).reduce(bias) { $0 + $1.0 * $1.1 })
    }

    /// The logistic function, 1 / (1 + e^−score), computed without overflow for scores of either sign.
    public static func sigmoid(_ score: Double) -> Double {
        score >= 0 ? 1 / (1 + exp(-score)) : exp(score) / (1 + exp(score))
    }

    /// Fits weights and bias to labelled samples, every sample with the same number of features.
    ///
    /// - Parameters:
    ///   - samples: feature vectors, all the same length, with their labels.
    ///   - l2: penalty λ·½‖w‖² on the weights (not the bias): it keeps weights finite when a
    ///     feature separates the training samples perfectly, which a small calibration set does.
    ///   - iterations: an upper bound; the fit stops once a step changes no parameter by 1e-10.
    public static func fit(
        _ samples: [(features: [Double], label: Bool)], l2: Double = 1, iterations: Int = 100
    ) -> LogisticRegression {
        let featureCount = samples.first?.features.count ?? 0
        // Parameters: the weights, then the bias last.
        let size = featureCount + 1
        var parameters = [Double](repeating: 0, count: size)
        for _ in 0..<iterations {
            var gradient = [Double](repeating: 0, count: size)
            var hessian = [Double](repeating: 0, count: size * size)
            for sample in samples {
                let x = sample.features + [1]
                let p = sigmoid(zip(parameters, x).reduce(0) { $0 + $1.0 * $1.1 })
                let residual = p - (sample.label ? 1 : 0)
                let curvature = max(p * (1 - p), 1e-12)
                for i in 0..<size {
                    gradient[i] += residual * x[i]
                    for j in 0..<size { hessian[i * size + j] += curvature * x[i] * x[j] }
                }
            }
            for i in 0..<featureCount {
                gradient[i] += l2 * parameters[i]
                hessian[i * size + i] += l2
            }
            // A tiny ridge on the bias too, so a sample set of one class still has a solvable
            // system; it moves the bias by a negligible amount otherwise.
            hessian[featureCount * size + featureCount] += 1e-9
            guard let step = solve(hessian, gradient, size: size) else { break }
            for i in 0..<size { parameters[i] -= step[i] }
            if step.allSatisfy({ abs($0) < 1e-10 }) { break }
        }
        return LogisticRegression(weights: Array(parameters.prefix(featureCount)), bias: parameters[featureCount])
    }

    /// Solves `matrix · x = vector` by Gaussian elimination with partial pivoting; nil when the
    /// matrix is singular.
    static func solve(_ matrix: [Double], _ vector: [Double], size: Int) -> [Double]? {
        var a = matrix
        var b = vector
        for column in 0..<size {
            let pivot = (column..<size).max { abs(a[$0 * size + column]) < abs(a[$1 * size + column]) }!
            guard abs(a[pivot * size + column]) > 1e-300 else { return nil }
            if pivot != column {
                for k in 0..<size { a.swapAt(pivot * size + k, column * size + k) }
                b.swapAt(pivot, column)
            }
            for row in (column + 1)..<size {
                let factor = a[row * size + column] / a[column * size + column]
                guard factor != 0 else { continue }
                for k in column..<size { a[row * size + k] -= factor * a[column * size + k] }
                b[row] -= factor * b[column]
            }
        }
        var x = [Double](repeating: 0, count: size)
        for row in stride(from: size - 1, through: 0, by: -1) {
            var sum = b[row]
            for k in (row + 1)..<size { sum -= a[row * size + k] * x[k] }
            x[row] = sum / a[row * size + row]
        }
        return x
    }
}
