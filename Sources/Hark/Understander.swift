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
        understandWithDomain(transcript).result
    }

    /// The understanding of what the recognizer heard and the classifier's prediction it used.
    public func understandWithDomain(_ transcript: Transcript) -> (
        result: UnderstandingResult, domain: DomainPrediction?
    ) {
        var understood = understandWithDomain(
            transcript.text, words: HeardWordPosteriors(words: transcript.words), noise: transcript.noise)
        if let general = transcript.generalReading {
            understood.result = understood.result.refused(
                unexplained: unexplainedByReading(general, heard: transcript.words))
        }
        // A word the search forced where something else was said: what that was is unknown.
        if transcript.unfitWord != nil {
            understood.result = understood.result.refused(unexplained: [UnknownWord.word])
        }
        return understood
    }

    /// What a general reading heard that the command's reading leaves unexplained, in the order
    /// heard: a meaning-changing word (``IntentParserSettings/meaningChangingWords``) the reading
    /// lacks ("don't", "is", "tomorrow"), or a phrase of ``generalReadingPhrase`` or more words
    /// that no harmless phrase covers ("tell john to", "and the garage light"), where the
    /// reading has no word: the time the grammar gave to garbage or silence.
    ///
    /// Only words outside the reading count, because inside it the general reading mostly mishears
    /// the command's own words ("with" as "was", "can i" as "and i"): on the coffee maker's real
    /// tune half, 65 of 154 readings hold a meaning-changing word the grammar's lacks, and none
    /// once words inside it are left out (docs/benchmarks.md, "Wrong actions").
    public func unexplainedByReading(_ general: [WordSegment], heard: [WordSegment]) -> [String] {
        let held = Set(heard.map { $0.word.lowercased() })
        let changing = parser.settings.meaningChangingWords
        let outside = general.map { word in
            let overlap = heard.reduce(0.0) { $0 + max(0, min(word.end, $1.end) - max(word.start, $1.start)) }
            return overlap <= Self.generalReadingOverlap * max(word.end - word.start, 0.01)
        }
        let words = general.map { $0.word.lowercased() }
        // Before the command, "and" joins it to what came before and changes nothing; it is also
        // how the general reading hears a hesitation ("um feed the shrimp tank").
        let leading = outside.firstIndex(of: false) ?? words.count
        var unexplained = Set<Int>()
        for index in words.indices
        where outside[index] && changing.contains(words[index]) && !held.contains(words[index])
            && !(index < leading && Self.leadingConnectives.contains(words[index]))
        {
            unexplained.insert(index)
        }
        var start = 0
        while start < words.count {
            guard outside[start] else {
                start += 1
                continue
            }
            var end = start
            while end < words.count, outside[end] { end += 1 }
            var first = start
            while first < min(end, leading), Self.leadingConnectives.contains(words[first]) { first += 1 }
            if end - first >= Self.generalReadingPhrase,
                !parser.settings.harmlessWords.covers(Array(words[first..<end]))
            {
                unexplained.formUnion(first..<end)
            }
            start = end
        }
        return unexplained.sorted().map { words[$0] }
    }

    /// The most of a general-reading word's time that may overlap the command's words for the word
    /// to count as outside them. Chosen on the tune sets (the coffee maker's real tune half and
    /// `APP=lights scripts/wrong-actions.sh`'s flite voices): 0.25 to 0.75 stop the same requests.
    static let generalReadingOverlap = 0.5
    /// Words that change nothing before a command.
    static let leadingConnectives: Set<String> = ["and"]
    /// The fewest words outside the command's reading that make an unexplained phrase. Chosen on
    /// the same tune sets: two also stop misheard politeness ("from me" for "for me").
    static let generalReadingPhrase = 3

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
