import Foundation

/// A feature vector with few non-zero entries: parallel arrays of feature indices and values.
package struct SparseFeatureVector: Hashable, Sendable {
    package var indices: [Int]
    package var values: [Double]

    package init(indices: [Int], values: [Double]) {
        self.indices = indices
        self.values = values
    }

    /// The named features that `index` knows, in the order of their names (which is the order of
    /// their indices): a dictionary's own order changes from one process to the next, and so would
    /// the last bits of every sum over the vector.
    package init(_ features: [String: Double], index: [String: Int]) {
        self.init(indices: [], values: [])
        for (name, value) in features.sorted(by: { $0.key < $1.key }) {
            guard let position = index[name] else { continue }
            indices.append(position)
            values.append(value)
        }
    }
}

/// Multinomial logistic regression: one weight per feature and class plus a bias per class, and a
/// softmax over the class scores.
package struct SoftmaxRegression: Hashable, Sendable {
    package let classCount: Int
    package let featureCount: Int
    /// Feature-major: the weight of feature f for class c is `weights[f * classCount + c]`.
    package var weights: [Double]
    package var bias: [Double]

    package init(classCount: Int, featureCount: Int, weights: [Double]? = nil, bias: [Double]? = nil) {
        self.classCount = classCount
        self.featureCount = featureCount
        self.weights = weights ?? Array(repeating: 0, count: classCount * featureCount)
        self.bias = bias ?? Array(repeating: 0, count: classCount)
    }

    /// Class probabilities for `vector`; indices outside the model are ignored.
    func probabilities(_ vector: SparseFeatureVector) -> [Double] {
        var scores = bias
        for (index, value) in zip(vector.indices, vector.values) where index < featureCount {
            let row = index * classCount
            for c in 0..<classCount { scores[c] += value * weights[row + c] }
        }
        return Self.softmax(scores)
    }

    package static func softmax(_ scores: [Double]) -> [Double] {
        let top = scores.max() ?? 0
        let exponentials = scores.map { exp($0 - top) }
        let total = exponentials.reduce(0, +)
        return exponentials.map { $0 / total }
    }
}
