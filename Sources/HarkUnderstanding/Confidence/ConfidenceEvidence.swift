import Foundation
import HarkDefinitions
import HarkSupport

/// What is known about one understood utterance that bears on whether its reading is right: the
/// recognizer's belief in the words, the parser's in the reading, and the domain classifier's in
/// the domain. The calibrator turns it into a probability; evaluation reports keep it per
/// utterance so that a calibrator can be fitted from a report without decoding again.
public struct ConfidenceEvidence: Codable, Hashable, Sendable {
    /// The parser's confidence in its answer: the reading's share against the other readings and
    /// rejection, or, for a rejection, rejection's share (1 when nothing matched at all).
    public var parserConfidence: Double
    /// Whether the parser rejected the utterance (no intent).
    public var isRejected: Bool
    /// What the best template match cost (``UnderstandingResult/matchCost``); 0 when rejected.
    public var matchCost: Double
    /// Every word read exactly as a template allows.
    public var isExact: Bool
    /// The domain classifier's probability that the answer's domain is right; nil without a
    /// classifier. For a reading, its domain's probability (`none`'s for a custom domain, which
    /// the classifier does not know); for a rejection, the probability that no app's domain is
    /// meant — a ride request is rightly rejected where no app books rides, although the
    /// classifier is sure of its domain.
    public var domainProbability: Double?
    /// The mean and the least of the recognizer's word posteriors; 1 for typed text, whose words
    /// are certain, and 0 when nothing was heard.
    public var meanWordPosterior: Double
    /// The least of the recognizer's word posteriors (see ``meanWordPosterior``).
    public var minimumWordPosterior: Double
    /// The least posterior of the words any parameter value was heard from: the words that must
    /// be right for the reading to be (1 without such words).
    public var minimumValuePosterior: Double
    /// Words in the utterance.
    public var wordCount: Int
    /// How noisy the audio was: how far its loud frames stood above its quiet ones, in decibels
    /// (`NoiseEstimate.overQuietFrames`); nil for typed text or when unknown, which counts as
    /// clean. Under babble or a television the decoder's own posteriors stay high while its words
    /// go wrong, so only the audio tells the calibrator to doubt them.
    public var signalOverQuietFrames: Double?
    /// How far the loud frames stood above the median one, in decibels
    /// (`NoiseEstimate.overMedianFrame`); nil as for ``signalOverQuietFrames``.
    public var signalOverMedianFrame: Double?

    /// Evidence of the given values; ``minimumValuePosterior`` is 1 unless given.
    public init(
        parserConfidence: Double, isRejected: Bool, matchCost: Double, isExact: Bool, domainProbability: Double?,
        meanWordPosterior: Double, minimumWordPosterior: Double, minimumValuePosterior: Double = 1, wordCount: Int,
        signalOverQuietFrames: Double? = nil, signalOverMedianFrame: Double? = nil
    ) {
        self.parserConfidence = parserConfidence
        self.isRejected = isRejected
        self.matchCost = matchCost
        self.isExact = isExact
        self.domainProbability = domainProbability
        self.meanWordPosterior = meanWordPosterior
        self.minimumWordPosterior = minimumWordPosterior
        self.minimumValuePosterior = minimumValuePosterior
        self.wordCount = wordCount
        self.signalOverQuietFrames = signalOverQuietFrames
        self.signalOverMedianFrame = signalOverMedianFrame
    }

    /// The evidence of one parse, with the recognizer's word posteriors (nil for typed text).
    ///
    /// - Parameters:
    ///   - result: the parser's reading.
    ///   - domainScores: the domain classifier's probabilities by domain name; empty without one.
    ///   - servedDomains: the domains of the apps the parser reads for.
    ///   - wordPosteriors: the recognizer's posterior of each word; nil for typed text.
    ///   - minimumValuePosterior: the least posterior of the words any parameter value was heard
    ///     from (1 without such words).
    ///   - signalOverQuietFrames, signalOverMedianFrame: how noisy the audio was (see the
    ///     properties); nil for typed text.
    public init(
        result: UnderstandingResult, domainScores: [String: Double], servedDomains: Set<IntentDomain>,
        wordPosteriors: [Double]?, minimumValuePosterior: Double = 1, signalOverQuietFrames: Double? = nil,
        signalOverMedianFrame: Double? = nil
    ) {
        let understanding = result.understanding
        let words = WordTokenizer.words(in: understanding.transcript)
        let posteriors = wordPosteriors ?? Array(repeating: 1, count: words.count)
        var domainProbability: Double?
        if !domainScores.isEmpty {
            if let domain = understanding.domain.map(IntentDomain.init(rawValue:)) {
                // As the parser weighs it: a custom domain is "none" to the classifier.
                domainProbability = domainScores[domain.isSiriKitDomain ? domain.rawValue : Understanding.none] ?? 0
            } else {
                let served = servedDomains.filter(\.isSiriKitDomain).reduce(0) { $0 + (domainScores[$1.rawValue] ?? 0) }
                domainProbability = min(max(1 - served, 0), 1)
            }
        }
        self.init(
            parserConfidence: understanding.confidence, isRejected: result.isRejected,
            matchCost: result.matchCost ?? 0, isExact: result.isExact, domainProbability: domainProbability,
            meanWordPosterior: posteriors.isEmpty ? 0 : posteriors.reduce(0, +) / Double(posteriors.count),
            minimumWordPosterior: posteriors.min() ?? 0, minimumValuePosterior: minimumValuePosterior,
            wordCount: words.count, signalOverQuietFrames: signalOverQuietFrames,
            signalOverMedianFrame: signalOverMedianFrame)
    }

    /// The names of ``featureVector``'s entries, in order, as a model file records them.
    public static let featureNames = [
        "parserLogit", "rejected", "rejectedParserLogit", "matchCostPerWord", "exact", "domainLogit",
        "rejectedDomainLogit", "meanWordPosterior", "minimumWordPosterior", "minimumValuePosterior", "logWordCount",
        "noiseBetweenWords", "noiseAtMedian",
    ]

    /// Loud frames this many decibels or more above a floor count as clean: each noise feature is
    /// how far below it the audio was, in tens of decibels (0 for typed text).
    static let cleanDecibels = 40.0

    /// The evidence as numbers a linear model can weigh. Probabilities enter as log-odds, where a
    /// linear model can sharpen or flatten them (Platt scaling). The parser's and the domain
    /// classifier's confidences each get a second weight for rejections, since there they mean
    /// something else: rejection's share, and that no app's domain is meant.
    public var featureVector: [Double] {
        let parserLogit = Self.logit(parserConfidence)
        let domainLogit = domainProbability.map(Self.logit) ?? 0
        return [
            isRejected ? 0 : parserLogit,
            isRejected ? 1 : 0,
            isRejected ? parserLogit : 0,
            isRejected ? 0 : matchCost / Double(max(wordCount, 1)),
            isExact ? 1 : 0,
            isRejected ? 0 : domainLogit,
            isRejected ? domainLogit : 0,
            meanWordPosterior,
            minimumWordPosterior,
            minimumValuePosterior,
            log(Double(wordCount) + 1),
            Self.noiseFeature(signalOverQuietFrames),
            Self.noiseFeature(signalOverMedianFrame),
        ]
    }

    /// How far `decibels` fell below ``cleanDecibels``, in tens of decibels; 0 when unknown.
    static func noiseFeature(_ decibels: Double?) -> Double {
        max(0, cleanDecibels - (decibels ?? cleanDecibels)) / 10
    }

    /// Log-odds, with the probability kept off 0 and 1 so that certainty stays finite.
    static func logit(_ probability: Double) -> Double {
        let p = min(max(probability, 1e-4), 1 - 1e-4)
        return log(p / (1 - p))
    }
}
