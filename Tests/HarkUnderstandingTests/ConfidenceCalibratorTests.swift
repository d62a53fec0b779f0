import Foundation
import HarkSupport
import HarkUnderstanding
import Testing

@Suite struct ConfidenceCalibratorTests {
    /// Samples whose true probability of being right is σ(2x − 1), drawn with a fixed seed from
    /// SplitMix64, so the synthetic data does not depend on the standard library's generator.
    static func synthetic(count: Int) -> [(features: [Double], label: Bool)] {
        var generator = SplitMix64(seed: 7)
        return (0..<count).map { _ in
            let x = generator.nextUnit() * 4 - 2
            let p = LogisticRegression.sigmoid(2 * x - 1)
            return ([x], generator.nextUnit() < p)
        }
    }

    @Test func logisticRegressionRecoversTheGeneratingModel() {
        let model = LogisticRegression.fit(Self.synthetic(count: 4000), l2: 0)
        #expect(abs(model.weights[0] - 2) < 0.25)
        #expect(abs(model.bias + 1) < 0.2)
    }

    @Test func theL2PenaltyKeepsSeparableDataFinite() {
        let separable: [(features: [Double], label: Bool)] = [
            ([-1], false), ([-0.5], false), ([0.5], true), ([1], true),
        ]
        let model = LogisticRegression.fit(separable, l2: 1)
        #expect(model.weights[0].isFinite && model.weights[0] > 0 && model.weights[0] < 10)
        #expect(model.probability([1]) > 0.5 && model.probability([1]) < 0.99)
    }

    static func evidence(posterior: Double, rejected: Bool = false) -> ConfidenceEvidence {
        ConfidenceEvidence(
            parserConfidence: 0.99, isRejected: rejected, matchCost: rejected ? 0 : 0.2, isExact: false,
            domainProbability: 0.9, meanWordPosterior: posterior, minimumWordPosterior: posterior,
            minimumValuePosterior: posterior, wordCount: 8)
    }

    @Test func aFittedCalibratorFollowsTheEvidenceAndSurvivesItsFile() throws {
        // Readings whose words the recognizer doubted are right less often.
        var samples: [(evidence: ConfidenceEvidence, correct: Bool)] = []
        for index in 0..<200 {
            let posterior = Double(index % 10) / 10 + 0.05
            samples.append((Self.evidence(posterior: posterior), Double(index % 7) / 7 < posterior))
        }
        let calibrator = ConfidenceCalibrator.fit(samples, trainedOn: ["synthetic"])
        let sure = calibrator.probability(of: Self.evidence(posterior: 0.95))
        let doubtful = calibrator.probability(of: Self.evidence(posterior: 0.1))
        #expect(sure > 0.8)
        #expect(doubtful < 0.3)
        // On its own training data, the mean probability matches the share right.
        let mean = samples.reduce(0) { $0 + calibrator.probability(of: $1.evidence) } / Double(samples.count)
        let right = Double(samples.count { $0.correct }) / Double(samples.count)
        #expect(abs(mean - right) < 0.02)

        let url = FileManager.default.temporaryDirectory.appendingPathComponent("calibrator-\(UUID()).json")
        defer { try? FileManager.default.removeItem(at: url) }
        try calibrator.write(to: url)
        let read = try ConfidenceCalibrator(contentsOf: url)
        #expect(read.trainedOn == ["synthetic"])
        #expect(
            abs(
                read.probability(of: Self.evidence(posterior: 0.5))
                    - calibrator.probability(of: Self.evidence(posterior: 0.5))) < 1e-4)
    }

    @Test func aModelOfOtherFeaturesIsRefused() throws {
        var calibrator = ConfidenceCalibrator.fit(
            [(Self.evidence(posterior: 0.9), true), (Self.evidence(posterior: 0.1), false)], trainedOn: [])
        calibrator.features[0] = "somethingElse"
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("calibrator-\(UUID()).json")
        defer { try? FileManager.default.removeItem(at: url) }
        try calibrator.write(to: url)
        #expect(throws: DomainDataError.self) { try ConfidenceCalibrator(contentsOf: url) }
    }

    @Test func aRejectionWeighsItsDomainEvidenceApart() throws {
        let names = ConfidenceEvidence.featureNames
        let domain = try #require(names.firstIndex(of: "domainLogit"))
        let rejectedDomain = try #require(names.firstIndex(of: "rejectedDomainLogit"))
        let accepted = Self.evidence(posterior: 0.9).featureVector
        let rejected = Self.evidence(posterior: 0.9, rejected: true).featureVector
        #expect(accepted.count == names.count && rejected.count == names.count)
        #expect(accepted[domain] > 0 && accepted[rejectedDomain] == 0)
        #expect(rejected[domain] == 0 && rejected[rejectedDomain] == accepted[domain])
    }

    /// The audio's noise is two features of its own: nothing for typed text or clean audio, more
    /// the further each estimate falls below clean; and a calibrator that learned that noisy
    /// readings are wrong more often doubts them, whatever the decoder's own posteriors say.
    @Test func noiseIsWeighedFromTheAudiosEstimates() throws {
        let names = ConfidenceEvidence.featureNames
        let quiet = try #require(names.firstIndex(of: "noiseBetweenWords"))
        let median = try #require(names.firstIndex(of: "noiseAtMedian"))
        func features(_ overQuiet: Double?, _ overMedian: Double?) -> (Double, Double) {
            var evidence = Self.evidence(posterior: 1)
            evidence.signalOverQuietFrames = overQuiet
            evidence.signalOverMedianFrame = overMedian
            return (evidence.featureVector[quiet], evidence.featureVector[median])
        }
        #expect(features(nil, nil) == (0, 0) && features(60, 40) == (0, 0))
        #expect(features(30, 10) == (1, 3) && features(-5, 45) == (4.5, 0))
        // Right 90 % of the time at 50 dB, 75 % at 30 dB, 25 % at 10 dB: on the logit scale a
        // line in the features (0, 1, 3), so a calibrator can match all three.
        var samples: [(evidence: ConfidenceEvidence, correct: Bool)] = []
        for index in 0..<600 {
            var evidence = Self.evidence(posterior: 1)
            evidence.signalOverQuietFrames = [50, 30, 10][index % 3]
            evidence.signalOverMedianFrame = evidence.signalOverQuietFrames
            let rightOutOfTwenty = [18, 15, 5][index % 3]
            samples.append((evidence, (index / 3) % 20 < rightOutOfTwenty))
        }
        let calibrator = ConfidenceCalibrator.fit(samples, trainedOn: ["synthetic"])
        let probabilities = samples.prefix(3).map { calibrator.probability(of: $0.evidence) }
        #expect(abs(probabilities[0] - 0.9) < 0.05, "\(probabilities)")
        #expect(abs(probabilities[1] - 0.75) < 0.07, "\(probabilities)")
        #expect(abs(probabilities[2] - 0.25) < 0.05, "\(probabilities)")
    }

    /// A reading less likely than the minimum becomes a rejection for low confidence that keeps
    /// the reading and its evidence; a likely one, or a rejection, is left as it is.
    @Test func aDoubtfulReadingIsRefused() throws {
        let reading = Understanding(
            transcript: "send hi to bobo on monkeychat", domain: "messaging", app: "MonkeyChat",
            intent: "INSendMessageIntent", parameters: [:], confidence: 0.4)
        var result = UnderstandingResult(understanding: reading, rejection: nil)
        result.evidence = Self.evidence(posterior: 0.5)
        #expect(result.doubted(below: 0.4) == result)
        let refused = result.doubted(below: 0.5)
        #expect(refused.understanding.intent == Understanding.none && refused.understanding.app == nil)
        #expect(refused.rejection == .lowConfidence(app: "MonkeyChat", intent: "INSendMessageIntent", confidence: 0.4))
        #expect(abs(refused.understanding.confidence - 0.6) < 1e-12, "the probability that the reading is wrong")
        #expect(refused.alternatives.first == reading && refused.evidence == result.evidence)
        #expect(refused.doubted(below: 0.9) == refused, "a rejection stays as it is")
    }

    @Test func aRejectionIsRightAsFarAsNoAppsDomainIsMeant() throws {
        let rejected = UnderstandingResult(
            understanding: Understanding(
                transcript: "book a ride to the airport", domain: nil, app: nil, intent: Understanding.none,
                parameters: [:], confidence: 1),
            rejection: .noAppName)
        let evidence = ConfidenceEvidence(
            result: rejected, domainScores: ["rideBooking": 0.7, "messaging": 0.2, "workouts": 0.05, "none": 0.05],
            servedDomains: [.messaging, .workouts], wordPosteriors: nil)
        #expect(abs(try #require(evidence.domainProbability) - 0.75) < 1e-12)
        #expect(evidence.meanWordPosterior == 1 && evidence.wordCount == 6)
    }
}
