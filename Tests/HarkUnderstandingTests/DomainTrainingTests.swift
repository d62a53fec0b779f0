import Testing

@testable import HarkTraining
@testable import HarkUnderstanding

@Suite struct DomainTrainingTests {
    /// A made-up language where each class has its own verbs and objects: easy to learn, but only
    /// if training works. Test requests recombine words into phrasings never seen in training.
    static let vocabulary: [(SiriDomain?, verbs: [String], objects: [String])] = [
        (.voipCalling, ["ring", "dial"], ["phone line", "handset"]),
        (.rideBooking, ["hail", "summon"], ["taxicab", "chauffeur"]),
        (.workouts, ["jog", "sprint"], ["treadmill", "marathon"]),
        (.messaging, ["text", "whisper"], ["inbox", "envelope"]),
        (.photoSearch, ["browse", "glimpse"], ["album", "snapshot"]),
        (.payments, ["reimburse", "wire"], ["invoice", "wallet"]),
        (nil, ["forecast", "sing"], ["rainfall", "melody"]),
    ]

    static func examples(people: [String]) -> [DomainExample] {
        vocabulary.flatMap { domain, verbs, objects in
            verbs.flatMap { verb in
                objects.flatMap { object in
                    people.map { DomainExample(text: "\(verb) \($0) the \(object)", domain: domain) }
                }
            }
        }
    }

    static func trained(epochs: Int = 15) throws -> (DomainClassifierModel, DomainTrainingReport) {
        var settings = DomainClassifierTrainer.Settings()
        settings.epochs = epochs
        settings.noisyCopies = 1
        settings.l2Candidates = [1e-4, 1e-3]
        settings.minimumFeatureCount = 1
        let trainer = DomainClassifierTrainer(settings: settings, noise: RecognitionErrorSimulator(confusions: [:]))
        return try trainer.train(
            training: examples(people: ["bobo", "kiki", "mojo"]), validation: examples(people: ["zuzu"]))
    }

    @Test func aTinySyntheticSetIsLearned() throws {
        let (model, report) = try Self.trained()
        let classifier = DomainClassifier(model: model)
        #expect(report.trainingExamples == 84)
        #expect(report.l2Search.count == 2)
        #expect(report.validationAccuracy == 1)
        #expect(classifier.classify("please sprint on the treadmill").domain == .workouts)
        #expect(classifier.classify("summon a chauffeur for lulu").domain == .rideBooking)
        #expect(classifier.classify("reimburse lulu").domain == .payments)
        #expect(classifier.classify("glimpse the snapshot").domain == .photoSearch)
        #expect(classifier.classify("sing a melody").outcome == .outOfDomain)
        let prediction = classifier.classify("whisper to lulu")
        #expect(prediction.domain == .messaging)
        #expect(abs(prediction.scores.values.reduce(0, +) - 1) < 1e-9)
        #expect(prediction.ranking.first?.domain == .messaging)
        #expect(classifier.classify("").outcome == .noWords)
    }

    @Test func trainingIsReproducible() throws {
        let (first, _) = try Self.trained(epochs: 3)
        let (second, _) = try Self.trained(epochs: 3)
        #expect(first == second)
    }

    /// With no evidence every class is equally likely, and a threshold above 1/7 rejects.
    @Test func withoutWeightsEverythingIsRejectedForLowConfidence() throws {
        let (model, _) = try Self.trained(epochs: 1)
        var blank = model
        blank.weights = [:]
        blank.bias = Array(repeating: 0, count: blank.classes.count)
        blank.rejectionThreshold = 0.5
        let prediction = DomainClassifier(model: blank).classify("sprint on the treadmill")
        #expect(abs(prediction.confidence - 1.0 / 7) < 1e-9)
        #expect(prediction.outcome == .lowConfidence(best: .voipCalling))
        #expect(prediction.isRejected)
    }

    @Test func trainingNeedsValidationData() {
        let trainer = DomainClassifierTrainer(noise: RecognitionErrorSimulator(confusions: [:]))
        #expect(throws: DomainDataError.self) {
            try trainer.train(training: Self.examples(people: ["bobo"]), validation: [])
        }
    }
}
