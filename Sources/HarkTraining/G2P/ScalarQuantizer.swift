import HarkVocabulary

/// Maps many real values (log probabilities, backoff weights) onto a small codebook so the model
/// file stores one or two bytes per value instead of four. Half the codebook starts as
/// equal-population bins (precision where values are dense), half as an even grid over the whole
/// range (so the sparse tail of rare, very unlikely n-grams is never far from an entry: equal
/// population alone left errors of almost one nat there and cost a full point of WER); a few Lloyd
/// (1-D k-means) iterations then reduce the squared error in the log domain.
struct ScalarQuantizer: Sendable {
    let codebook: [Float]
    /// Decision boundaries between consecutive codebook entries (midpoints).
    private let boundaries: [Double]

    init(fitting values: [Double], levels: Int, iterations: Int = 8) {
        let sorted = values.filter { $0.isFinite }.sorted()
        var centroids: [Double] = []
        if sorted.isEmpty {
            centroids = [0]
        } else {
            var distinct: [Double] = []
            for value in sorted where distinct.last != value {
                distinct.append(value)
                if distinct.count > levels { break }
            }
            if distinct.count <= levels {
                centroids = distinct
            } else {
                let grid = Self.evenGrid(from: sorted[0], to: sorted[sorted.count - 1], levels / 2)
                let initial = Set(Self.equalPopulationMeans(sorted, levels - grid.count) + grid).sorted()
                centroids = Self.lloyd(sorted, initial: initial, iterations)
            }
        }
        codebook = centroids.map { Float($0) }
        boundaries = zip(centroids, centroids.dropFirst()).map { ($0 + $1) / 2 }
    }

    /// Index of the codebook entry nearest to `value`.
    func code(_ value: Double) -> Int {
        var low = 0
        var high = boundaries.count
        while low < high {
            let middle = (low + high) >> 1
            if value > boundaries[middle] { low = middle + 1 } else { high = middle }
        }
        return low
    }

    private static func evenGrid(from low: Double, to high: Double, _ count: Int) -> [Double] {
        guard count > 1 else { return [low] }
        return (0..<count).map { low + (high - low) * Double($0) / Double(count - 1) }
    }

    private static func equalPopulationMeans(_ sorted: [Double], _ levels: Int) -> [Double] {
        var means: [Double] = []
        for bin in 0..<levels {
            let start = sorted.count * bin / levels
            let end = sorted.count * (bin + 1) / levels
            guard end > start else { continue }
            let mean = sorted[start..<end].reduce(0, +) / Double(end - start)
            if means.last != mean { means.append(mean) }
        }
        return means
    }

    /// Lloyd iterations over sorted data: assignment to the nearest centroid is monotone, so each
    /// iteration is a single sweep.
    private static func lloyd(_ sorted: [Double], initial: [Double], _ iterations: Int) -> [Double] {
        var centroids = initial
        for _ in 0..<iterations {
            var sums = [Double](repeating: 0, count: centroids.count)
            var counts = [Int](repeating: 0, count: centroids.count)
            var current = 0
            for value in sorted {
                while current + 1 < centroids.count
                    && abs(centroids[current + 1] - value) <= abs(centroids[current] - value)
                {
                    current += 1
                }
                sums[current] += value
                counts[current] += 1
            }
            var updated: [Double] = []
            for index in centroids.indices where counts[index] > 0 {
                updated.append(sums[index] / Double(counts[index]))
            }
            centroids = updated
        }
        return centroids
    }
}
