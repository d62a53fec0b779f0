import Testing

@testable import HarkEvaluation

/// `hark evaluate summary`'s figures, from a report whose every figure can be counted by hand.
@Suite("Report summaries")
struct ReportSummaryTests {
    /// Five utterances: a send with its body half heard, a send rejected, two out-of-domain
    /// requests (one rejected, one answered), and a failed request for a song.
    static func report() -> EvaluationReport {
        let send = "SendMessage", play = "PlaySong"
        let outcomes = [
            Fixtures.decoded(
                Fixtures.sample(
                    "1", reference: "send bobo hi there", intent: send,
                    parameters: ["recipient": ["bobo"], "body": ["hi there"]]),
                "send bobo hi", intent: send, parameters: ["recipient": ["bobo"], "body": ["hi"]]),
            Fixtures.decoded(
                Fixtures.sample("2", intent: send, parameters: ["recipient": ["kiki"], "body": ["see you soon"]]),
                "", intent: nil),
            Fixtures.decoded(Fixtures.sample("3", intent: "none", parameters: [:]), "", intent: nil),
            Fixtures.decoded(
                Fixtures.sample("4", intent: "none", parameters: [:]), "send bobo", intent: send,
                parameters: ["recipient": ["bobo"]]),
            Fixtures.failed(Fixtures.sample("5", intent: play, parameters: ["song": ["jungle beat"]])),
        ]
        return EvaluationReport(title: "fixture", outcomes: outcomes, wallSeconds: 2, cpuSeconds: 0.5)
    }

    @Test func figuresComeFromTheReportAndItsConfusionMatrix() {
        let summary = ReportSummary(name: "fixture.json", report: Self.report())
        #expect(summary.utterances == 5)
        #expect(summary.wordErrorRate == 0.25)
        #expect(summary.intentAccuracy == 0.4)
        #expect(summary.outOfDomainRejected == ReportSummary.Share(count: 1, total: 2))
        // The failed request is in domain but not rejected: it was never heard.
        #expect(summary.inDomainRejected == ReportSummary.Share(count: 1, total: 3))
        // Only parameters a reference gives a value; "recipient" answered to an unlabelled request does not count.
        #expect(summary.parameters.map(\.name) == ["body", "recipient", "song"])
        #expect(summary.parameters[1].exact == ReportSummary.Share(count: 1, total: 2))
        #expect(summary.parameters[0].words.errors == 4 && summary.parameters[0].words.referenceWords == 5)
    }

    @Test func markdownHasOneRowPerReportAndPerLabelledParameter() {
        var empty = Self.report()
        empty.understanding = nil
        empty.words = nil
        empty.speed.cpuSecondsPerAudioSecond = nil
        let table = ReportSummaryTable.markdown([
            ReportSummary(name: "fixture.json", report: Self.report()), ReportSummary(name: "bare.json", report: empty),
        ])
        #expect(
            table == """
                | report | utts | WER | intent acc. | command acc. | OOD rejected | in-domain rejected | CPU s/audio s |
                |---|---|---|---|---|---|---|---|
                | fixture.json | 5 | 25.0 % | 40.0 % | 20.0 % | 50.0 % | 33.3 % | 0.125 |
                | bare.json | 5 | — | — | — | — | — | — |

                | parameter | report | labelled | exact | WER |
                |---|---|---|---|---|
                | body | fixture.json | 2 | 0.0 % | 80.0 % |
                | recipient | fixture.json | 2 | 50.0 % | 50.0 % |
                | song | fixture.json | 1 | 0.0 % | 100.0 % |
                """)
    }
}
