import Foundation
import Testing

@testable import HarkEvaluation

@Suite struct TranscriptPairReaderTests {
    private func error(_ text: String, path: String = "runs/pairs.jsonl") -> ManifestError? {
        do {
            _ = try TranscriptPairReader.parse(text, path: path)
            return nil
        } catch {
            return error
        }
    }

    private func rows(_ text: String) throws -> [UtteranceRow] {
        let outcomes = try TranscriptPairReader.parse(text, path: "pairs.jsonl")
        return EvaluationReport(title: "pairs", outcomes: outcomes, wallSeconds: 0, scoresUnderstanding: false).rows
    }

    @Test func readsEveryPairAsADecodedOutcomeWithoutAudio() throws {
        let text = """
            # one dialog run
            {"id": "turn-1", "reference": "send a message", "hypothesis": "send a massage", "voice": "flite/slt"}

            {"id": "content", "reference": "", "hypothesis": "", "take": 2, "note": null}
            """
        let outcomes = try TranscriptPairReader.parse(text, path: "runs/pairs.jsonl")
        #expect(outcomes.count == 2)
        let first = outcomes[0]
        #expect(first.sample.id == "turn-1")
        #expect(first.sample.set == "pairs")
        #expect(first.sample.audioPath == "")
        #expect(first.sample.reference == "send a message")
        #expect(first.sample.voice == "flite/slt")
        #expect(first.sample.location == ManifestLocation(path: "runs/pairs.jsonl", line: 2))
        #expect(first.decoding == .decoded(Hypothesis(text: "send a massage")))
        #expect(first.audioSeconds == nil && first.decodeSeconds == 0)
        #expect(outcomes[1].sample.reference == "")
        #expect(outcomes[1].sample.metadata == ["take": "2"])
        #expect(outcomes[1].sample.location?.line == 4)
    }

    @Test func knownPairsGiveTheirErrors() throws {
        let rows = try rows(
            """
            {"id": "same", "reference": "go forward ten meters", "hypothesis": "go forward ten meters"}
            {"id": "substitution", "reference": "go forward ten meters", "hypothesis": "go backward ten meters"}
            {"id": "insertion", "reference": "go forward", "hypothesis": "go go forward"}
            {"id": "deletion", "reference": "go forward ten meters", "hypothesis": "go meters"}
            {"id": "silence", "reference": "", "hypothesis": ""}
            {"id": "nothing said", "reference": "", "hypothesis": "uh"}
            """)
        #expect(rows.map(\.id) == ["same", "substitution", "insertion", "deletion", "silence", "nothing said"])
        #expect(
            rows.map(\.counts) == [
                ErrorCounts(hits: 4), ErrorCounts(hits: 3, substitutions: 1), ErrorCounts(hits: 2, insertions: 1),
                ErrorCounts(hits: 2, deletions: 2), ErrorCounts(), ErrorCounts(insertions: 1),
            ])
        #expect(rows.map(\.wordErrorRate) == [0, 0.25, 0.5, 0.5, 0, nil])
        #expect(rows.allSatisfy { !$0.failed })
    }

    /// The pairs' rows are the rows of the same texts decoded from audio: one normalizer, one
    /// alignment, whatever the path in.
    @Test func pairsAreScoredAsDecodedAudioIs() throws {
        let reference = "Go forward, 10 meters… [NOISE] don’t STOP at the 2nd!"
        let hypothesis = "<s> go forward ten(2) meter don't stop at the second </s>"
        let pair = try rows(
            #"{"id": "a", "reference": "\#(reference)", "hypothesis": "\#(hypothesis)"}"#)[0]
        let decoded = UtteranceRow(
            scoring: Fixtures.decoded(Fixtures.sample("a", reference: reference), hypothesis))
        #expect(pair.alignment == decoded.alignment)
        #expect(pair.counts == ErrorCounts(hits: 8, substitutions: 1))
        #expect(pair.alignmentText == decoded.alignmentText)
        #expect(pair.wordErrorRate == decoded.wordErrorRate)
    }

    @Test func problemsNameTheFileAndLine() {
        #expect(
            error(
                "{\"id\": \"a\", \"reference\": \"x\", \"hypothesis\": \"x\"}\n\n{\"id\": \"b\", \"reference\": \"x\"}")
                == ManifestError(path: "runs/pairs.jsonl", line: 3, reason: .missingPairKey("hypothesis")))
        #expect(
            error(#"{"id": "a", "reference": null, "hypothesis": "x"}"#)?.description
                == #"runs/pairs.jsonl:1: missing "reference": every line needs "id", "reference" and "hypothesis""#)
        #expect(
            error(#"{"id": 7, "reference": "x", "hypothesis": "x"}"#)
                == ManifestError(
                    path: "runs/pairs.jsonl", line: 1,
                    reason: .wrongType(key: "id", expected: "a string", found: "a number")))
        let badJSON = error("{\"id\": \"a\", \"reference\": \"x\", \"hypothesis\": \"x\"}\nnot json")
        #expect(badJSON?.line == 2)
        #expect(badJSON?.description.hasPrefix("runs/pairs.jsonl:2: bad JSON (") == true)
        #expect(error(#"["a", "x", "x"]"#)?.reason == .notAnObject)
        #expect(error("# nothing\n\n") == ManifestError(path: "runs/pairs.jsonl", reason: .noSamples))
        #expect(throws: ManifestError.self) { try TranscriptPairReader.read(contentsOf: "/nonexistent/pairs.jsonl") }
    }
}
