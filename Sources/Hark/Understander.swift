import HarkDefinitions
import HarkRecognition
import HarkUnderstanding

/// Transcript in, intent out: the domain classifier's belief about the request combined with the
/// app's templates. Plain data, so every worker of a batch can share one.
///
/// The confidence of what comes out is the calibrator's probability that the reading is right,
/// from the recognizer's, the parser's and the classifier's evidence (kept in
/// `UnderstandingResult.evidence`); each parameter value gets its own confidence from the
/// posteriors of the words it was heard from.
public struct Understander: Sendable {
    /// Reads transcripts into intents and parameters.
    public var parser: IntentParser
    /// Nil leaves routing to the templates and the app name alone.
    public var classifier: DomainClassifier?
    /// Nil leaves the parser's own confidence, which is not a probability of being right.
    public var calibrator: ConfidenceCalibrator?
    /// A reading less likely than this (its confidence, calibrated when there is a calibrator) is
    /// not acted on: it becomes a rejection for low confidence, which a dialog answers by saying
    /// it did not catch that. Nil acts on every reading. In noise this keeps a television's words
    /// from becoming a command (docs/benchmarks.md, issue 12, "Lever 7").
    public var minimumConfidence: Double?

    /// An understander reading with `parser`, routing with `classifier`, calibrating with
    /// `calibrator` and refusing readings less likely than `minimumConfidence`, each when given.
    public init(
        parser: IntentParser, classifier: DomainClassifier? = nil, calibrator: ConfidenceCalibrator? = nil,
        minimumConfidence: Double? = nil
    ) {
        self.parser = parser
        self.classifier = classifier
        self.calibrator = calibrator
        self.minimumConfidence = minimumConfidence
    }

    /// Understands typed text, whose words are certain.
    public func understand(_ transcript: String) -> UnderstandingResult {
        understandWithDomain(transcript).result
    }

    /// Understands what the recognizer heard, weighing its belief in each word.
    public func understand(_ transcript: Transcript) -> UnderstandingResult {
        understandWithDomain(
            transcript.text, words: HeardWordPosteriors(words: transcript.words), noise: transcript.noise
        ).result
    }

    /// The understanding of what the recognizer heard and the classifier's prediction it used.
    public func understandWithDomain(_ transcript: Transcript) -> (
        result: UnderstandingResult, domain: DomainPrediction?
    ) {
        understandWithDomain(
            transcript.text, words: HeardWordPosteriors(words: transcript.words), noise: transcript.noise)
    }

    /// The understanding of typed text and the classifier's prediction it used (nil without a
    /// classifier), for callers that answer a request no app takes by its domain.
    public func understandWithDomain(_ transcript: String) -> (result: UnderstandingResult, domain: DomainPrediction?) {
        understandWithDomain(transcript, words: HeardWordPosteriors(typed: transcript))
    }

    private func understandWithDomain(_ transcript: String, words: HeardWordPosteriors, noise: NoiseEstimate? = nil)
        -> (result: UnderstandingResult, domain: DomainPrediction?)
    {
        var (result, prediction, domainScores) = parse(transcript)
        let valuePosteriors = words.valuePosteriors(of: result.understanding)
        let evidence = ConfidenceEvidence(
            result: result, domainScores: domainScores, servedDomains: Set(parser.definitions.apps.map(\.domain)),
            wordPosteriors: words.posteriors,
            minimumValuePosterior: valuePosteriors.values.flatMap { $0.compactMap { $0 } }.min() ?? 1,
            signalOverQuietFrames: noise?.overQuietFrames, signalOverMedianFrame: noise?.overMedianFrame)
        result.evidence = evidence
        if let calibrator { result.understanding.confidence = calibrator.probability(of: evidence) }
        words.assignConfidences(
            to: &result.understanding, valuePosteriors: valuePosteriors,
            readingConfidence: result.understanding.confidence)
        if let minimumConfidence { result = result.doubted(below: minimumConfidence) }
        return (result, prediction)
    }

    /// The templates' reading weighed with the classifier's prediction, before any calibration.
    private func parse(_ transcript: String)
        -> (result: UnderstandingResult, prediction: DomainPrediction?, domainScores: [String: Double])
    {
        // A request too long to be spoken is refused by the parser; the classifier need not read it.
        let prediction = RequestLimits.problem(with: transcript) == nil ? classifier?.classify(transcript) : nil
        let domainScores = Self.domainScores(of: prediction)
        return (parser.parse(transcript, domainScores: domainScores), prediction, domainScores)
    }

    /// The prediction as the parser takes it: probabilities by domain name, `none` included; empty
    /// without a prediction.
    public static func domainScores(of prediction: DomainPrediction?) -> [String: Double] {
        var scores: [String: Double] = [:]
        for (domain, probability) in prediction?.ranking ?? [] { scores[DomainLabel.name(of: domain)] = probability }
        return scores
    }

    /// Whether a transcript should be heard again by a stricter search: it is rejected, or some
    /// word of it was not read exactly as a template allows.
    public func isDoubtful(_ transcript: String) -> Bool {
        // Exactness is the templates' alone: no confidence evidence or calibration is needed.
        !parse(transcript).result.isExact
    }

    /// The intent as an evaluation manifest labels it: Home Assistant's own name for a reading of
    /// its templates (`HassTurnOn`, not the data block Hark read it with), else the intent's name.
    public func labelledIntent(of understanding: Understanding) -> String {
        understanding.app == HomeAssistantApp.appName
            ? HomeAssistantApp.intentName(understanding.intent) : understanding.intent
    }

    /// Parameters as an evaluation manifest labels them: canonical values, except dates and
    /// durations, which are labelled as said ("yesterday") because their resolved value depends on
    /// the day the evaluation runs.
    public func labelledParameters(of understanding: Understanding) -> [String: [String]] {
        let intent = parser.definitions.apps.first { $0.name == understanding.app }?
            .intent(named: understanding.intent)
        var parameters: [String: [String]] = [:]
        for (name, values) in understanding.parameters {
            switch intent?.parameter(named: name)?.type {
            case .date, .duration, .freeText: parameters[name] = values.map(\.heard)
            default: parameters[name] = values.map(\.value)
            }
        }
        return parameters
    }
}
