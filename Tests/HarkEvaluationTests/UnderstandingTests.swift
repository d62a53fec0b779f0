import Testing

@testable import HarkEvaluation

/// Intent and parameter scoring over six hand-made commands:
///
///     ref intent  ref parameters                  hyp intent  hyp parameters
///  1  move        distance 10, direction forward  move        distance ten, direction forward
///  2  move        distance 5, direction back      move        distance five
///  3  turn        direction left                  move        direction left, distance two
///  4  none        –                               (nil)       –
///  5  stop        speed slow                      (decoding failed)
///  6  pick        item red, red, blue             pick        item red, blue, blue
///
/// Intents right: 1, 2, 4, 6 → 4/6. Commands accepted (intent and all parameters): 1, 4 → 2/6.
///
/// Parameters (TP/FP/FN per utterance):
///   direction: 1 → 1/0/0, 2 → 0/0/1 (missing), 3 → 1/0/0        = 2/0/1, exact 2 of 3
///   distance:  1 → 1/0/0 ("10" = "ten"), 2 → 1/0/0, 3 → 0/1/0  = 2/1/0, exact 2 of 3
///   item:      6 → multisets {red×2, blue} vs {red, blue×2}: TP = min(2,1) + min(1,2) = 2,
///              FP = 3 − 2 = 1, FN = 3 − 2 = 1                    = 2/1/1, exact 0 of 1
///   speed:     5 → 0/0/1 (failed: every reference value missed)  = 0/0/1, exact 0 of 1
///   all:       6/2/3; precision 6/8, recall 6/9, F1 = 2·6 / (2·6 + 2 + 3) = 12/17, exact 4 of 8
@Suite struct UnderstandingTests {
    let understanding: UnderstandingFigures
    let rows: [UtteranceRow]

    init() throws {
        func command(_ id: String, _ intent: String, _ parameters: [String: [String]] = [:])
            -> EvaluationSample
        {
            Fixtures.sample(id, intent: intent, parameters: parameters)
        }
        let outcomes = [
            Fixtures.decoded(
                command("1", "move", ["distance": ["10"], "direction": ["forward"]]), "",
                intent: "move", parameters: ["distance": ["ten"], "direction": ["forward"]]),
            Fixtures.decoded(
                command("2", "move", ["distance": ["5"], "direction": ["back"]]), "",
                intent: "move", parameters: ["distance": ["five"]]),
            Fixtures.decoded(
                command("3", "turn", ["direction": ["left"]]), "", intent: "move",
                parameters: ["direction": ["left"], "distance": ["two"]]),
            Fixtures.decoded(command("4", "none"), "", intent: nil),
            Fixtures.failed(command("5", "stop", ["speed": ["slow"]])),
            Fixtures.decoded(
                command("6", "pick", ["item": ["red", "red", "blue"]]), "", intent: "pick",
                parameters: ["item": ["red", "blue", "blue"]]),
        ]
        rows = outcomes.map { UtteranceRow(scoring: $0) }
        understanding = try #require(UnderstandingFigures(rows: rows))
    }

    @Test func intentAccuracyAndCommandAcceptance() {
        #expect(understanding.intentUtterances == 6)
        #expect(understanding.intentCorrect == 4)
        #expect(isClose(understanding.intentAccuracy, 4.0 / 6.0))
        #expect(understanding.commandsAccepted == 2)
        #expect(isClose(understanding.commandAcceptance, 2.0 / 6.0))
        #expect(rows.map(\.commandAccepted) == [true, false, false, true, false, false])
    }

    @Test func confusionMatrix() {
        let matrix = understanding.confusion
        #expect(matrix.referenceLabels == ["move", "pick", "stop", "turn", "none"])
        #expect(matrix.hypothesisLabels == ["move", "pick", "stop", "turn", "none", "(failed)"])
        #expect(
            matrix.counts == [
                [2, 0, 0, 0, 0, 0],
                [0, 1, 0, 0, 0, 0],
                [0, 0, 0, 0, 0, 1],
                [1, 0, 0, 0, 0, 0],
                [0, 0, 0, 0, 1, 0],
            ])
        #expect(matrix.count(reference: "turn", hypothesis: "move") == 1)
        #expect(matrix.count(reference: "turn", hypothesis: "nowhere") == 0)
        #expect(matrix.total == 6)
        #expect(matrix.correct == 4)
    }

    @Test func perParameterScores() throws {
        let scores = Dictionary(uniqueKeysWithValues: understanding.parameters.map { ($0.name, $0) })
        #expect(understanding.parameters.map(\.name) == ["direction", "distance", "item", "speed"])

        let direction = try #require(scores["direction"])
        #expect(
            [direction.truePositives, direction.falsePositives, direction.falseNegatives]
                == [2, 0, 1])
        #expect(direction.instances == 3 && direction.exactMatches == 2)
        #expect(isClose(direction.precision, 1))
        #expect(isClose(direction.recall, 2.0 / 3.0))
        #expect(isClose(direction.f1, 0.8))
        #expect(isClose(direction.accuracy, 2.0 / 3.0))

        let distance = try #require(scores["distance"])
        #expect(
            [distance.truePositives, distance.falsePositives, distance.falseNegatives] == [2, 1, 0])
        #expect(isClose(distance.precision, 2.0 / 3.0))
        #expect(isClose(distance.recall, 1))
        #expect(isClose(distance.f1, 0.8))

        let item = try #require(scores["item"])
        #expect([item.truePositives, item.falsePositives, item.falseNegatives] == [2, 1, 1])
        #expect(isClose(item.f1, 2.0 / 3.0))
        #expect(isClose(item.accuracy, 0))

        let speed = try #require(scores["speed"])
        #expect([speed.truePositives, speed.falsePositives, speed.falseNegatives] == [0, 0, 1])
        #expect(speed.precision == nil)  // nothing was predicted: undefined, not 0 or 1
        #expect(isClose(speed.recall, 0))
        #expect(isClose(speed.f1, 0))
    }

    /// Over the utterances whose reference has the parameter only (utterance 3's distance is a
    /// hypothesis alone): exact answers, and the words of the values aligned as transcripts are.
    @Test func labelledParameterFiguresAndTheirWordErrors() throws {
        let scores = Dictionary(uniqueKeysWithValues: understanding.parameters.map { ($0.name, $0) })
        let distance = try #require(scores["distance"])
        #expect(distance.labelledInstances == 2 && distance.labelledExactMatches == 2)
        #expect(distance.labelledWords == ErrorCounts(hits: 2))  // "10" = "ten", "5" = "five"
        let direction = try #require(scores["direction"])
        #expect(direction.labelledInstances == 3 && direction.labelledExactMatches == 2)
        #expect(direction.labelledWords == ErrorCounts(hits: 2, deletions: 1))
        let item = try #require(scores["item"])
        #expect(item.labelledInstances == 1 && item.labelledExactMatches == 0)
        // red red blue → red blue blue: one substitution.
        #expect(item.labelledWords == ErrorCounts(hits: 2, substitutions: 1))
        let speed = try #require(scores["speed"])
        #expect(speed.labelledWords == ErrorCounts(deletions: 1), "a failed utterance loses its values")
        #expect(understanding.allParameters.labelledWords == nil)
    }

    @Test func pooledParameterScore() {
        let all = understanding.allParameters
        #expect(all.name == ParameterScore.allParameters)
        #expect([all.truePositives, all.falsePositives, all.falseNegatives] == [6, 2, 3])
        #expect(isClose(all.precision, 0.75))
        #expect(isClose(all.recall, 6.0 / 9.0))
        #expect(isClose(all.f1, 12.0 / 17.0))
        #expect(all.instances == 8 && all.exactMatches == 4)
        #expect(isClose(all.accuracy, 0.5))
    }

    @Test func parameterValuesAreMultisetsOfNormalizedText() {
        let matches = ParameterMatch.compare(
            reference: ["items": ["Red", "red", "blue"], "count": ["2"]],
            hypothesis: ["items": ["blue", "RED!", "red"], "count": ["two"], "extra": ["x"]])
        #expect(
            matches == [
                ParameterMatch(name: "count", truePositives: 1, falsePositives: 0, falseNegatives: 0),
                ParameterMatch(name: "extra", truePositives: 0, falsePositives: 1, falseNegatives: 0),
                ParameterMatch(name: "items", truePositives: 3, falsePositives: 0, falseNegatives: 0),
            ])
    }

    @Test func intentLabelsHaveOneSpellingOfNone() {
        #expect(IntentLabel.normalized(nil) == "none")
        #expect(IntentLabel.normalized("  ") == "none")
        #expect(IntentLabel.normalized("None") == "none")
        #expect(IntentLabel.normalized(" move ") == "move")
        #expect(IntentLabel.normalized("Move") == "Move")
    }

    @Test func transcriptionOnlyRunsIgnoreIntentLabels() {
        let sample = Fixtures.sample(
            "x", reference: "go", intent: "move", parameters: ["distance": ["ten"]])
        let report = EvaluationReport(
            title: "asr only", outcomes: [Fixtures.decoded(sample, "go")], wallSeconds: 1,
            scoresUnderstanding: false)
        #expect(report.understanding == nil)
        #expect(report.rows[0].referenceIntent == nil && report.rows[0].parameterMatches == nil)
        #expect(report.breakdowns[0].groups[0].intentAccuracy == nil)
        #expect(report.words?.wordErrorRate == 0)

        let scored = EvaluationReport(
            title: "with intents", outcomes: [Fixtures.decoded(sample, "go")], wallSeconds: 1)
        #expect(scored.understanding?.intentAccuracy == 0)
    }

    @Test func unlabelledSamplesAreNotScoredForUnderstanding() {
        let row = UtteranceRow(scoring: Fixtures.decoded(Fixtures.sample("x"), "go", intent: "move"))
        #expect(row.parameterMatches == nil)
        #expect(row.commandAccepted == nil)
        #expect(UnderstandingFigures(rows: [row]) == nil)
    }
}
