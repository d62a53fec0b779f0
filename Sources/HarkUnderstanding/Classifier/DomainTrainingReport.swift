/// How a domain classifier was trained; printed by `hark classifier train` and kept in the model
/// file so a model says where it came from.
public struct DomainTrainingReport: Codable, Hashable, Sendable {
    /// Clean training examples, and how many noised copies of each were added.
    public var trainingExamples: Int
    /// Noised copies added per training example.
    public var noisyCopiesPerExample: Int
    /// Clean validation examples (each is also scored once noised).
    public var validationExamples: Int
    /// Passes of the optimiser over the training data.
    public var epochs: Int
    /// The optimiser's step size.
    public var learningRate: Double
    /// The L2 penalty chosen on validation, and every value tried with its validation macro-F1.
    public var l2: Double
    /// Every L2 penalty tried, in the order tried.
    public var l2Search: [L2Trial]
    /// Seed of the optimiser's shuffles.
    public var seed: UInt64
    /// Features kept: seen in at least `minimumFeatureCount` training samples and with some weight
    /// left after rounding to `weightStep`.
    public var minimumFeatureCount: Int
    /// Distinct features in the training samples.
    public var featuresSeen: Int
    /// Features in the model file.
    public var featuresKept: Int
    /// Figures of the final (rounded) model on validation at the chosen threshold, clean and noised
    /// together.
    public var validationAccuracy: Double
    /// Macro-F1 of the final model on validation, clean and noised together.
    public var validationMacroF1: Double

    package init(
        trainingExamples: Int, noisyCopiesPerExample: Int, validationExamples: Int, epochs: Int, learningRate: Double,
        l2: Double, l2Search: [L2Trial], seed: UInt64, minimumFeatureCount: Int, featuresSeen: Int, featuresKept: Int,
        validationAccuracy: Double, validationMacroF1: Double
    ) {
        self.trainingExamples = trainingExamples
        self.noisyCopiesPerExample = noisyCopiesPerExample
        self.validationExamples = validationExamples
        self.epochs = epochs
        self.learningRate = learningRate
        self.l2 = l2
        self.l2Search = l2Search
        self.seed = seed
        self.minimumFeatureCount = minimumFeatureCount
        self.featuresSeen = featuresSeen
        self.featuresKept = featuresKept
        self.validationAccuracy = validationAccuracy
        self.validationMacroF1 = validationMacroF1
    }

    /// One regularisation strength tried, with its validation macro-F1 and the rejection threshold
    /// chosen for it.
    public struct L2Trial: Codable, Hashable, Sendable {
        /// The L2 penalty tried.
        public var l2: Double
        /// Macro-F1 on validation at ``threshold``.
        public var validationMacroF1: Double
        /// The rejection threshold with the best validation macro-F1 for this penalty.
        public var threshold: Double

        package init(l2: Double, validationMacroF1: Double, threshold: Double) {
            self.l2 = l2
            self.validationMacroF1 = validationMacroF1
            self.threshold = threshold
        }
    }
}
