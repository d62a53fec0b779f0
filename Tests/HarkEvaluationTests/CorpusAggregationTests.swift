import Testing

@testable import HarkEvaluation

/// Corpus figures over a hand-made run:
///
///     id  set  reference               hypothesis               N  S  D  I  errors
///     u1  a    go forward ten meters   go forward 10 meters     4  0  0  0  0
///     u2  a    turn left               turn right               2  1  0  0  1
///     u3  b    stop                    please stop now          1  0  0  2  2
///     u4  b    seven of clubs          (failed)                 3  0  3  0  3
///     u5  b    (no reference)          hello                    –  not scored
///
/// Corpus WER = (0+1+2+3) / (4+2+1+3) = 6/10, not the mean of per-utterance WERs
/// (0 + 1/2 + 2 + 1) / 4 = 0.875. Over decoded utterances only: (0+1+2) / (4+2+1) = 3/7.
/// Sentence errors: u2, u3, u4 → 3 of 4. Set a: 1/6; set b: 5/4.
@Suite struct CorpusAggregationTests {
    let report: EvaluationReport

    init() {
        let u1 = Fixtures.sample("u1", set: "a", reference: "go forward ten meters")
        let u2 = Fixtures.sample("u2", set: "a", reference: "turn left")
        let u3 = Fixtures.sample("u3", set: "b", reference: "stop")
        let u4 = Fixtures.sample("u4", set: "b", reference: "seven of clubs")
        let u5 = Fixtures.sample("u5", set: "b")
        report = EvaluationReport(
            title: "hand-made",
            outcomes: [
                Fixtures.decoded(u1, "go forward 10 meters", audioSeconds: 2),
                Fixtures.decoded(u2, "turn right", audioSeconds: 1),
                Fixtures.decoded(u3, "please stop now", audioSeconds: 1),
                Fixtures.failed(u4, "truncated", audioSeconds: nil),
                Fixtures.decoded(u5, "hello", audioSeconds: 2),
            ], wallSeconds: 3, cpuSeconds: 1.2)
    }

    @Test func corpusWERIsTotalErrorsOverTotalReferenceWords() throws {
        let words = try #require(report.words)
        #expect(words.counts == ErrorCounts(hits: 6, substitutions: 1, deletions: 3, insertions: 2))
        #expect(words.counts.referenceWords == 10)
        #expect(isClose(words.wordErrorRate, 0.6))
        let perUtterance = report.rows.compactMap(\.wordErrorRate)
        #expect(perUtterance.count == 4)
        #expect(isClose(perUtterance.reduce(0, +) / 4, 0.875))  // the figure it must not be
    }

    @Test func failuresCountAsDeletionsAndAreReportedSeparately() throws {
        let words = try #require(report.words)
        #expect(report.failedUtterances == 1)
        #expect(report.decodedUtterances == 4)
        #expect(words.failedUtterances == 1)
        #expect(words.decodedCounts.referenceWords == 7)
        #expect(isClose(words.decodedWordErrorRate, 3.0 / 7.0))
        let failed = try #require(report.rows.first { $0.id == "u4" })
        #expect(failed.failed)
        #expect(failed.error == "truncated")
        #expect(failed.counts == ErrorCounts(deletions: 3))
        #expect(failed.alignmentText?.hypothesis == "***** ** *****")
    }

    @Test func sentenceErrorRateCountsScoredUtterances() throws {
        let words = try #require(report.words)
        #expect(words.scoredUtterances == 4)
        #expect(words.sentencesWithErrors == 3)
        #expect(isClose(words.sentenceErrorRate, 0.75))
    }

    @Test func setsAreScoredSeparately() throws {
        let sets = try #require(report.breakdowns.first { $0.dimension == Breakdown.set })
        #expect(sets.groups.map(\.name) == ["a", "b"])
        #expect(isClose(sets.groups[0].words?.wordErrorRate, 1.0 / 6.0))
        #expect(isClose(sets.groups[1].words?.wordErrorRate, 5.0 / 4.0))
        #expect(sets.groups[1].failed == 1)
        #expect(sets.groups[1].utterances == 3)
        // No split or voice in the samples: no such breakdowns.
        #expect(report.breakdowns.count == 1)
    }

    @Test func speedIsPerAudioSecond() {
        #expect(report.speed.audioSeconds == 6)
        #expect(report.speed.wallSeconds == 3)
        #expect(isClose(report.speed.cpuSecondsPerAudioSecond, 0.2))
        #expect(isClose(report.speed.wallSecondsPerAudioSecond, 0.5))
        #expect(isClose(report.speed.decodeSeconds, 2.01))
    }

    @Test func cpuTimeFallsBackToPerUtteranceSums() {
        let sample = Fixtures.sample("x", reference: "a")
        let report = EvaluationReport(
            title: "cpu",
            outcomes: [
                Fixtures.decoded(sample, "a", audioSeconds: 2, cpuSeconds: 0.5),
                Fixtures.decoded(sample, "a", audioSeconds: 2, cpuSeconds: 0.3),
                Fixtures.failed(sample),  // never reached the decoder: no CPU time, no audio
            ], wallSeconds: 1)
        #expect(isClose(report.speed.cpuSeconds, 0.8))
        #expect(isClose(report.speed.cpuSecondsPerAudioSecond, 0.2))

        let unmeasured = EvaluationReport(
            title: "cpu", outcomes: [Fixtures.decoded(sample, "a")], wallSeconds: 1)
        #expect(unmeasured.speed.cpuSeconds == nil)
        #expect(unmeasured.figures.contains { $0.key == "speed.cpu" } == false)
    }

    @Test func splitAndVoiceBreakdownsAppearWhenLabelled() throws {
        let train = Fixtures.sample("t", reference: "yes", metadata: ["split": "train"])
        let heldout = Fixtures.sample(
            "h", reference: "no", metadata: ["split": "heldout", "voice": "amy"])
        let report = EvaluationReport(
            title: "splits",
            outcomes: [Fixtures.decoded(train, "yes"), Fixtures.decoded(heldout, "know")],
            wallSeconds: 1)
        #expect(report.breakdowns.map(\.dimension) == ["set", "split", "voice"])
        let splits = try #require(report.breakdowns.first { $0.dimension == "split" })
        #expect(splits.groups.map(\.name) == ["heldout", "train"])
        #expect(splits.groups.map { $0.words?.wordErrorRate } == [1, 0])
        let voices = try #require(report.breakdowns.first { $0.dimension == "voice" })
        #expect(voices.groups.map(\.name) == ["(unspecified)", "amy"])
    }

    @Test func noReferencesMeansNoWordFigures() {
        let report = EvaluationReport(
            title: "unlabelled", outcomes: [Fixtures.decoded(Fixtures.sample("x"), "anything")],
            wallSeconds: 1)
        #expect(report.words == nil)
        #expect(report.understanding == nil)
        #expect(report.figures.contains { $0.key.hasPrefix("words.") } == false)
    }
}
