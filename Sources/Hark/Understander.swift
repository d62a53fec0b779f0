import HarkUnderstanding

/// Transcript in, intent out: the domain classifier's belief about the request combined with the
/// app's templates. Plain data, so every worker of a batch can share one.
public struct Understander: Sendable {
    public var parser: IntentParser
    /// Nil leaves routing to the templates and the app name alone.
    public var classifier: DomainClassifier?

    public init(parser: IntentParser, classifier: DomainClassifier? = nil) {
        self.parser = parser
        self.classifier = classifier
    }

    public func understand(_ transcript: String) -> UnderstandingResult {
        understandWithDomain(transcript).result
    }

    /// The understanding and the classifier's prediction it used (nil without a classifier), for
    /// callers that answer a request no app takes by its domain.
    public func understandWithDomain(_ transcript: String) -> (result: UnderstandingResult, domain: DomainPrediction?) {
        let prediction = classifier?.classify(transcript)
        return (parser.parse(transcript, domainScores: Self.domainScores(of: prediction)), prediction)
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
        !understandWithDomain(transcript).result.isExact
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
