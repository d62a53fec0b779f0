/// Intent, parameter and command figures over the utterances labelled with an intent or
/// parameters. A failed utterance counts as a wrong intent (hypothesis ``IntentLabel/failed``),
/// with every reference parameter a false negative.
public struct UnderstandingFigures: Codable, Hashable, Sendable {
    /// Utterances with an intent label.
    public var intentUtterances: Int
    public var intentCorrect: Int
    /// ``intentCorrect`` / ``intentUtterances``.
    public var intentAccuracy: Double?
    /// Utterances with an intent label whose intent and parameters were all right.
    public var commandsAccepted: Int
    /// ``commandsAccepted`` / ``intentUtterances``.
    public var commandAcceptance: Double?
    public var confusion: ConfusionMatrix
    /// One score per parameter name, sorted by name.
    public var parameters: [ParameterScore]
    /// Every parameter pooled (micro-averaged): each value counts once, whatever its parameter.
    public var allParameters: ParameterScore
    /// Per parameter, which value was heard for which (nil in reports written before it existed).
    public var parameterConfusions: [ParameterConfusion]?
    /// The reported confidence against command acceptance; nil when the run reported none (and
    /// in reports written before it existed).
    public var calibration: CalibrationFigures?
    /// The same for the parser's own confidence, before calibration: the baseline.
    public var parserCalibration: CalibrationFigures?

    /// Nil when no row is labelled for understanding.
    public init?(rows: some Sequence<UtteranceRow>) {
        let labelled = rows.filter { $0.parameterMatches != nil }
        guard !labelled.isEmpty else { return nil }
        let intentPairs = labelled.compactMap { row in
            row.referenceIntent.map { ($0, row.hypothesisIntent ?? IntentLabel.none) }
        }
        intentUtterances = intentPairs.count
        intentCorrect = intentPairs.count { $0.0 == $0.1 }
        intentAccuracy =
            intentUtterances == 0 ? nil : Double(intentCorrect) / Double(intentUtterances)
        commandsAccepted = labelled.count { $0.commandAccepted == true }
        commandAcceptance =
            intentUtterances == 0 ? nil : Double(commandsAccepted) / Double(intentUtterances)
        confusion = ConfusionMatrix(pairs: intentPairs.map { (reference: $0.0, hypothesis: $0.1) })

        let matches = labelled.flatMap { $0.parameterMatches ?? [] }
        let values = labelled.map { ($0.referenceParameters ?? [:], $0.hypothesisParameters ?? [:]) }
        parameters = Dictionary(grouping: matches, by: \.name)
            .sorted { $0.key < $1.key }
            .map {
                var score = ParameterScore(name: $0.key, matches: $0.value)
                score.addLabelled(values, normalizer: TranscriptNormalizer())
                return score
            }
        allParameters = ParameterScore(name: ParameterScore.allParameters, matches: matches)
        parameterConfusions = ParameterConfusion.tally(
            labelled.map { ($0.referenceParameters ?? [:], $0.hypothesisParameters ?? [:]) })
        calibration = CalibrationFigures.reported(labelled)
        parserCalibration = CalibrationFigures.parser(labelled)
    }
}
