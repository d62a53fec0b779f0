import Foundation
import HarkSupport

/// Turns an utterance's ``ConfidenceEvidence`` into the probability that its reading — intent
/// and every parameter — is right: logistic regression over standardized features, fitted on
/// labelled utterances of train splits (`hark calibrate`). Plain data, read from a small JSON
/// file under `Models/calibration/`.
public struct ConfidenceCalibrator: Codable, Hashable, Sendable {
    /// The `format` a calibrator file declares: `hark-confidence-calibrator`.
    public static let format = "hark-confidence-calibrator"
    /// The file format version this code reads and writes.
    public static let version = 1

    /// The file's format name; ``format`` (static) for a valid file.
    public var format: String
    /// The file's format version; ``version`` (static) for a valid file.
    public var version: Int
    /// ``ConfidenceEvidence/featureNames`` when fitted; a model whose names differ was fitted on
    /// other features and is refused when read.
    public var features: [String]
    /// Per feature, subtracted and divided by before weighing, so that one L2 penalty treats
    /// every feature alike whatever its units.
    public var means: [Double]
    /// Per feature, the standard deviation on the training utterances (1 for a constant feature).
    public var scales: [Double]
    /// The fitted regression over the standardized features.
    public var model: LogisticRegression
    /// What it was fitted on (reports or manifests) and how many utterances, for provenance.
    public var trainedOn: [String]
    /// How many utterances it was fitted on.
    public var trainingUtterances: Int

    /// A calibrator of the given parts, of the current format and version.
    public init(
        features: [String] = ConfidenceEvidence.featureNames, means: [Double], scales: [Double],
        model: LogisticRegression, trainedOn: [String], trainingUtterances: Int
    ) {
        format = Self.format
        version = Self.version
        self.features = features
        self.means = means
        self.scales = scales
        self.model = model
        self.trainedOn = trainedOn
        self.trainingUtterances = trainingUtterances
    }

    /// The probability that the reading the evidence describes is right.
    public func probability(of evidence: ConfidenceEvidence) -> Double {
        model.probability(standardized(evidence.featureVector))
    }

    private func standardized(_ vector: [Double]) -> [Double] {
        zip(vector, zip(means, scales)).map { ($0 - $1.0) / $1.1 }
    }

    /// Fits a calibrator to utterances whose reading is known to be right or wrong.
    ///
    /// - Parameters:
    ///   - samples: each utterance's evidence, and whether its reading was right.
    ///   - trainedOn: what the samples came from (reports or manifests), kept for provenance.
    ///   - l2: the penalty on standardized weights, enough to keep a feature that separates a small
    ///     train split from driving probabilities to 0 or 1. The default, 3, had the lowest log
    ///     loss in 10-fold cross-validation on the train splits (of 0.3, 1, 3, 10, 30), chosen
    ///     again when the MonkeyChat calibration split joined them.
    public static func fit(
        _ samples: [(evidence: ConfidenceEvidence, correct: Bool)], trainedOn: [String], l2: Double = 3
    ) -> ConfidenceCalibrator {
        let vectors = samples.map(\.evidence.featureVector)
        let count = ConfidenceEvidence.featureNames.count
        var means = [Double](repeating: 0, count: count)
        var scales = [Double](repeating: 1, count: count)
        if !vectors.isEmpty {
            for index in 0..<count {
                let column = vectors.map { $0[index] }
                let mean = column.reduce(0, +) / Double(column.count)
                let variance = column.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(column.count)
                means[index] = mean
                // A feature constant over the train split carries no information; a unit scale
                // leaves it at zero after centring instead of dividing by zero.
                scales[index] = variance > 1e-12 ? variance.squareRoot() : 1
            }
        }
        var calibrator = ConfidenceCalibrator(
            means: means, scales: scales, model: LogisticRegression(weights: [], bias: 0), trainedOn: trainedOn,
            trainingUtterances: samples.count)
        calibrator.model = LogisticRegression.fit(
            zip(vectors, samples).map { (features: calibrator.standardized($0), label: $1.correct) }, l2: l2)
        return calibrator
    }

    // MARK: Files

    /// The folder below `Models/` and the model file in it.
    public static let modelsSubdirectory = "calibration"
    /// The model file's name: `intent-confidence.json`.
    public static let modelFile = "intent-confidence.json"

    /// `Models/calibration/intent-confidence.json` (see `ModelsDirectory`); nil when there is none,
    /// and then confidences stay the parser's own.
    public static var defaultModelURL: URL? {
        ModelsDirectory.locate(modelsSubdirectory + "/" + modelFile)
    }

    /// Reads a calibrator file; throws when it cannot be read, is not a calibrator, or was fitted on other features.
    public init(contentsOf url: URL) throws(DomainDataError) {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw DomainDataError(url.path, "cannot read (\(error.localizedDescription))")
        }
        do {
            self = try JSONDecoder().decode(Self.self, from: data)
        } catch {
            throw DomainDataError(url.path, "not a confidence calibrator (\(error))")
        }
        guard format == Self.format, version <= Self.version else {
            throw DomainDataError(url.path, "not a \(Self.format) of version \(Self.version) or older")
        }
        guard features == ConfidenceEvidence.featureNames, means.count == features.count,
            scales.count == features.count, model.weights.count == features.count
        else {
            throw DomainDataError(
                url.path,
                "fitted on features \(features.joined(separator: ", ")), not this Hark's; fit it again with hark calibrate"
            )
        }
    }

    /// Writes the model as pretty-printed JSON with sorted keys, numbers rounded to 6 significant
    /// places so that a refit on the same data gives the same file.
    public func write(to url: URL) throws(DomainDataError) {
        var copy = self
        copy.means = means.map(Self.rounded)
        copy.scales = scales.map(Self.rounded)
        copy.model = LogisticRegression(weights: model.weights.map(Self.rounded), bias: Self.rounded(model.bias))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            try (encoder.encode(copy) + Data("\n".utf8)).write(to: url, options: .atomic)
        } catch {
            throw DomainDataError(url.path, "cannot write (\(error.localizedDescription))")
        }
    }

    private static func rounded(_ value: Double) -> Double {
        guard value != 0, value.isFinite else { return value }
        let scale = pow(10, 5 - (log10(abs(value))).rounded(.down))
        return (value * scale).rounded() / scale
    }
}
