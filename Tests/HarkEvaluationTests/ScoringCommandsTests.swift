import Testing

@testable import HarkEvaluation

/// Name confirmation from report rows: which heard names confirming below a threshold would catch.
@Suite struct NameConfirmationFiguresTests {
    /// A row that heard `heard` for recipients, with those confidences, where `said` was said.
    static func row(said: [String], heard: [String], confidences: [Double]) -> UtteranceRow {
        let sample = Fixtures.sample(
            "r\(heard.joined())", intent: "sendMessage", parameters: ["recipients": said])
        var row = UtteranceRow(
            scoring: Fixtures.decoded(
                sample, "message", intent: "sendMessage", parameters: ["recipients": heard]))
        row.hypothesisParameterConfidences = ["recipients": confidences]
        return row
    }

    let rows = [
        row(said: ["Kiki"], heard: ["kiki"], confidences: [0.9]),  // right, sure
        row(said: ["Kiki"], heard: ["Bobo"], confidences: [0.4]),  // misheard, doubtful
        // Right and doubtful, then misheard and sure.
        row(said: ["Bobo", "Kiki"], heard: ["bobo", "Lulu"], confidences: [0.55, 0.7]),
    ]

    @Test func aThresholdCatchesTheMisheardNamesBelowIt() throws {
        let figures = try NameConfirmationFigures(rows: rows, parameters: ["recipients", "sender"])
        #expect(figures.names.count == 4)
        let atHalf = figures.outcome(below: 0.5)
        #expect(atHalf.misheard == 2 && atHalf.caught == 1 && atHalf.right == 2 && atHalf.needless == 0)
        let atSixty = figures.outcome(below: 0.6)
        #expect(atSixty.caught == 1 && atSixty.needless == 1, "Bobo at 0.55 was right and is asked about")
        let atEighty = figures.outcome(below: 0.8)
        #expect(atEighty.caught == 2 && atEighty.needless == 1)
    }

    /// The chosen threshold asks about exactly the allowed number of right names.
    @Test func theChosenThresholdAsksAboutAtMostTheFraction() throws {
        let figures = try NameConfirmationFigures(rows: rows, parameters: ["recipients"])
        let none = figures.threshold(confirmingAtMost: 0)
        #expect(none.threshold == 0.55 && none.allowed == 0)
        #expect(figures.outcome(below: none.threshold).needless == 0)
        let half = figures.threshold(confirmingAtMost: 0.5)
        #expect(half.threshold == 0.9 && half.allowed == 1)
        #expect(figures.outcome(below: half.threshold).needless == 1)
        #expect(figures.threshold(confirmingAtMost: 1).threshold == 1)
    }

    @Test func rowsWithoutConfidencesAreRefused() {
        var old = rows[0]
        old.hypothesisParameterConfidences = nil
        #expect(throws: NameConfirmationFigures.MissingConfidences.self) {
            try NameConfirmationFigures(rows: [old], parameters: ["recipients"])
        }
    }
}

/// `hark listen` output against the truth of its stream.
@Suite struct ListenScoreTests {
    typealias Command = ListenScore.Command
    typealias Line = ListenScore.Line

    let truth = [
        Command(index: 0, text: "send kiki a message", start: 1, end: 3, reply: "What do you want to say"),
        Command(index: 1, text: "read my messages", start: 10, end: 12, reply: "You have"),
        Command(index: 2, text: "start a workout", start: 13, end: 15, reply: "I started"),
        Command(index: 3, text: "order a soup", start: 20, end: 22, reply: "Your soup"),
    ]

    @Test func eachWayOfGoingWrongIsCounted() {
        let lines = [
            Line(
                start: 0.9, end: 3.2, transcript: "send kiki a message", reply: "What do you want to say?", latency: 0.4
            ),
            // One line over two commands: both merged, neither right.
            Line(
                start: 9.8, end: 15.1, transcript: "read my messages start", reply: "You have no messages.",
                latency: 0.6),
            // Noise taken for speech, overlapping no command.
            Line(start: 30, end: 31, transcript: "the", reply: "Sorry?", latency: 0.2),
        ]
        let score = ListenScore(truth: truth, lines: lines)
        #expect(score.commands == 4 && score.right == 1 && score.merged == 2 && score.missed == 1)
        #expect(score.spurious == 1 && score.lines == 3)
        #expect(score.latencyMedian == 0.4 && score.latencyP90 == 0.4)
        #expect(score.problems.count == 3)
        #expect(score.problems.last == "missed 3 'order a soup' at 20.0 s")
        #expect(score.summaryLine.hasPrefix("commands=4 right=1 merged=2 missed=1 spurious=1 lines=3"))
    }

    @Test func aWrongReplyIsNotRight() {
        let lines = [Line(start: 1, end: 3, transcript: "send kiki a message", reply: "Sorry?", latency: 0.3)]
        let score = ListenScore(truth: Array(truth.prefix(1)), lines: lines)
        #expect(score.right == 0 && score.merged == 0 && score.problems.count == 1)
    }
}
