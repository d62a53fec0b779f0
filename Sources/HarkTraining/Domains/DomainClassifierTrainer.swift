import Foundation
import HarkUnderstanding

/// Trains a ``DomainClassifierModel`` from labelled requests.
///
/// Every training request is used as written and in `noisyCopies` copies corrupted by a
/// ``RecognitionErrorSimulator``, so the model learns what recognizer output looks like. Features
/// seen fewer than `minimumFeatureCount` times are dropped. One model is fitted per L2 candidate; the
/// candidate, and then the rejection threshold, with the best macro-F1 on the validation requests
/// (each scored as written and once noised) wins. Held-out requests are never seen here.
public struct DomainClassifierTrainer: Sendable {
    /// Features, noisy copies per request, and the optimiser's epochs and rate (training is described
    /// in docs/domain-classifier.md).
    public struct Settings: Hashable, Sendable {
        /// The features extracted from each request.
        public var features = TextFeatureExtractor.Settings()
        /// Noised copies added per training request.
        public var noisyCopies = 4
        /// Passes of the optimiser over the training data.
        public var epochs = 20
        /// The optimiser's step size.
        public var learningRate = 0.5
        /// L2 penalties tried; one model is fitted per candidate.
        public var l2Candidates: [Double] = [3e-6, 1e-5, 3e-5, 1e-4, 3e-4]
        /// Features in fewer training requests than this (noised copies included) are dropped.
        public var minimumFeatureCount = 4
        /// Rejection thresholds tried on validation.
        public var thresholdCandidates: [Double] = (0...19).map { Double($0) / 20 }
        /// Seed of the optimiser's shuffles: equal seeds, equal models.
        public var seed: UInt64 = 1
        /// Resolution the model's weights are rounded to (see ``DomainClassifierModel/weightStep``).
        public var weightStep = 0.01

        /// The settings of the committed model.
        public init() {}
    }

    /// The training's knobs.
    public let settings: Settings
    /// The simulator that makes the noised copies.
    public let noise: RecognitionErrorSimulator

    /// A trainer with `settings`, noising requests with `noise`.
    public init(settings: Settings = Settings(), noise: RecognitionErrorSimulator) {
        self.settings = settings
        self.noise = noise
    }

    /// Trains on the training part of `split` and tunes on its validation part.
    public func train(
        on corpus: DomainCorpus, split: DomainDataSplit = .standard, log: (String) -> Void = { _ in }
    ) throws(DomainDataError) -> (model: DomainClassifierModel, report: DomainTrainingReport) {
        let parts = corpus.divided(by: split)
        return try train(training: parts[.training] ?? [], validation: parts[.validation] ?? [], log: log)
    }

    /// Trains on `training` and tunes on `validation`; both must be non-empty.
    public func train(
        training: [DomainExample], validation: [DomainExample], log: (String) -> Void = { _ in }
    ) throws(DomainDataError) -> (model: DomainClassifierModel, report: DomainTrainingReport) {
        guard !training.isEmpty else { throw DomainDataError("", "no training examples") }
        guard !validation.isEmpty else { throw DomainDataError("", "no validation examples") }
        guard !settings.l2Candidates.isEmpty, !settings.thresholdCandidates.isEmpty else {
            throw DomainDataError("", "no L2 or threshold candidates")
        }
        let extractor = TextFeatureExtractor(settings: settings.features)
        let classes = DomainLabel.classes

        var samples = training
        for copy in 0..<settings.noisyCopies {
            samples += training.map {
                noise.corrupt($0, pass: "\(DomainDataSplit.Part.training.noisePass)-\(copy + 1)")
            }
        }
        let sampleFeatures = samples.map { extractor.features(of: $0.text) }
        var documentFrequency: [String: Int] = [:]
        for features in sampleFeatures { for name in features.keys { documentFrequency[name, default: 0] += 1 } }
        let vocabulary = documentFrequency.filter { $0.value >= settings.minimumFeatureCount }.keys.sorted()
        let index = Dictionary(uniqueKeysWithValues: vocabulary.enumerated().map { ($1, $0) })
        let vectors = zip(samples, sampleFeatures).map { example, features in
            (vector: SparseFeatureVector(features, index: index), label: classes.firstIndex(of: example.domain) ?? 0)
        }
        log(
            "training: \(training.count) requests + \(training.count * settings.noisyCopies) noised copies, "
                + "\(vocabulary.count) of \(documentFrequency.count) features kept")

        let validationSet =
            validation + validation.map { noise.corrupt($0, pass: DomainDataSplit.Part.validation.noisePass) }
        var best: (model: DomainClassifierModel, macroF1: Double, l2: Double)?
        var trials: [DomainTrainingReport.L2Trial] = []
        for l2 in settings.l2Candidates {
            var regression = SoftmaxRegression.Settings()
            regression.epochs = settings.epochs
            regression.l2 = l2
            regression.learningRate = settings.learningRate
            regression.seed = settings.seed
            let fitted = SoftmaxRegression.train(
                samples: vectors, classCount: classes.count, featureCount: vocabulary.count, settings: regression)
            var weights: [String: [Double]] = [:]
            for (feature, name) in vocabulary.enumerated() {
                weights[name] = Array(fitted.weights[(feature * classes.count)..<((feature + 1) * classes.count)])
            }
            var model = DomainClassifierModel(
                classes: classes, features: settings.features, rejectionThreshold: 0, bias: fitted.bias,
                weights: weights, weightStep: settings.weightStep
            ).rounded()
            let (threshold, macroF1) = bestThreshold(for: model, on: validationSet)
            model.rejectionThreshold = threshold
            trials.append(.init(l2: l2, validationMacroF1: macroF1, threshold: threshold))
            log("l2 \(l2): validation macro-F1 \(String(format: "%.4f", macroF1)) at threshold \(threshold)")
            if macroF1 > best?.macroF1 ?? -1 { best = (model, macroF1, l2) }
        }
        guard let best else { throw DomainDataError("", "no model trained") }
        var model = best.model
        let l2 = best.l2

        let validationFigures = DomainEvaluation.evaluate(DomainClassifier(model: model), on: validationSet)
        let report = DomainTrainingReport(
            trainingExamples: training.count, noisyCopiesPerExample: settings.noisyCopies,
            validationExamples: validation.count, epochs: settings.epochs, learningRate: settings.learningRate,
            l2: l2, l2Search: trials, seed: settings.seed, minimumFeatureCount: settings.minimumFeatureCount,
            featuresSeen: documentFrequency.count, featuresKept: model.weights.count,
            validationAccuracy: validationFigures.accuracy, validationMacroF1: validationFigures.macroF1)
        model.training = report
        return (model, report)
    }

    /// The threshold with the best validation macro-F1. Ties go to the middle of the tied
    /// thresholds: the choice least sensitive to small shifts in confidence.
    private func bestThreshold(for model: DomainClassifierModel, on examples: [DomainExample]) -> (Double, Double) {
        var classifier = DomainClassifier(model: model)
        let candidates = settings.thresholdCandidates.sorted()
        var scores: [Double] = []
        for threshold in candidates {
            classifier.rejectionThreshold = threshold
            scores.append(DomainEvaluation.evaluate(classifier, on: examples).macroF1)
        }
        let top = scores.max() ?? 0
        let tied = candidates.indices.filter { scores[$0] >= top - 1e-12 }
        return (candidates[tied[tied.count / 2]], top)
    }
}
