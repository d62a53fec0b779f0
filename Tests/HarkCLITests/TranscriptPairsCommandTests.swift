import Foundation
import HarkTestSupport
import Testing

/// `hark evaluate transcripts`: transcripts made elsewhere scored without decoding, as the
/// dialog benchmark's script scores its turns and messages.
@Suite("hark evaluate transcripts")
struct TranscriptPairsCommandTests {
    func report(_ path: String) throws -> [String: Any] {
        try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
    }

    func rows(_ report: [String: Any]) throws -> [String: [String: Any]] {
        let rows = try #require(report["rows"] as? [[String: Any]])
        return Dictionary(uniqueKeysWithValues: rows.map { ($0["id"] as? String ?? "", $0) })
    }

    /// Each pair's row carries its errors and reference words, as a script reads them.
    @Test func knownPairsGiveTheirErrorsAndWER() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let pairs = try workspace.write(
            Data(
                """
                {"id": "same", "reference": "send a message to bobo", "hypothesis": "Send a message to Bobo."}
                {"id": "substitution", "reference": "the movie starts at seven", "hypothesis": "the movie starts at eleven"}
                {"id": "insertion", "reference": "yes", "hypothesis": "yes please"}
                {"id": "deletion", "reference": "bring the big umbrella tonight", "hypothesis": "bring umbrella tonight"}
                {"id": "empty", "reference": "", "hypothesis": ""}
                {"id": "nothing said", "reference": "", "hypothesis": "uh"}
                """.utf8), "pairs.jsonl")
        let json = workspace.path("report.json")
        let run = try HarkProcess.run(["evaluate", "transcripts", pairs, "--json", json])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("WER"))

        let report = try report(json)
        #expect(report["utterances"] as? Int == 6)
        let rows = try rows(report)
        func counts(_ id: String) -> [String: Int]? { rows[id]?["counts"] as? [String: Int] }
        #expect(counts("same")?["errors"] == 0 && counts("same")?["referenceWords"] == 5)
        #expect(counts("substitution")?["substitutions"] == 1 && counts("substitution")?["referenceWords"] == 5)
        #expect(rows["substitution"]?["wordErrorRate"] as? Double == 0.2)
        #expect(counts("insertion")?["insertions"] == 1 && rows["insertion"]?["wordErrorRate"] as? Double == 1)
        #expect(counts("deletion")?["deletions"] == 2 && rows["deletion"]?["wordErrorRate"] as? Double == 0.4)
        #expect(counts("empty")?["errors"] == 0 && rows["empty"]?["wordErrorRate"] as? Double == 0)
        // Words against an empty reference: the rate is undefined, the errors are counted.
        #expect(counts("nothing said")?["insertions"] == 1 && rows["nothing said"]?["wordErrorRate"] == nil)
        // 1 + 1 + 2 + 1 errors over 5 + 5 + 1 + 5 reference words.
        let words = try #require(report["words"] as? [String: Any])
        #expect(words["wordErrorRate"] as? Double == 5.0 / 16.0)
    }

    /// The same texts score the same whether the hypothesis came from decoding audio or from a
    /// pairs file: one normalizer (case, punctuation, numbers) and one alignment.
    @Test(.tags(.audio)) func pairsAreNormalizedAsDecodedAudioIs() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let reference = "Go forward, 10 meters!"
        let manifest = try workspace.write(
            Data(
                #"{"audio": "/usr/share/pocketsphinx/test/data/goforward.raw", "text": "\#(reference)", "rawFormat": "s16le:16000:1"}"#
                    .utf8), "set.jsonl")
        let decodedJSON = workspace.path("decoded.json")
        let decoded = try HarkProcess.run(["evaluate", "--jobs", "1", "--json", decodedJSON, manifest])
        #expect(decoded.status == 0, "\(decoded.standardError)")
        let decodedRow = try #require(try rows(report(decodedJSON)).values.first)
        let hypothesis = try #require(decodedRow["hypothesis"] as? String)

        let pairLine = try JSONSerialization.data(withJSONObject: [
            "id": "goforward", "reference": reference, "hypothesis": hypothesis,
        ])
        let pairs = try workspace.write(pairLine, "pairs.jsonl")
        let pairJSON = workspace.path("pairs.json")
        let scored = try HarkProcess.run(["evaluate", "transcripts", pairs, "--json", pairJSON])
        #expect(scored.status == 0, "\(scored.standardError)")
        let pairRow = try #require(try rows(report(pairJSON))["goforward"])
        for key in ["counts", "alignment", "alignmentText"] {
            #expect(pairRow[key] != nil && decodedRow[key] != nil, "\(key)")
            #expect(
                (pairRow[key] as? NSObject) == (decodedRow[key] as? NSObject), "\(key): \(pairRow[key] ?? "nil")")
        }
        #expect((pairRow["counts"] as? [String: Int])?["referenceWords"] == 4)
    }

    /// Every bad file is named with the line to fix, nothing is scored, and the exit status is 1.
    @Test func badInputNamesTheFileAndLine() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let missingKey = try workspace.write(
            Data(
                """
                {"id": "a", "reference": "yes", "hypothesis": "yes"}

                {"id": "b", "reference": "no"}
                """.utf8), "missing-key.jsonl")
        let notJSON = try workspace.write(
            Data("{\"id\": \"a\", \"reference\": \"yes\", \"hypothesis\": \"yes\"}\nyes, yes\n".utf8), "not-json.jsonl")
        let absent = workspace.path("absent.jsonl")
        let json = workspace.path("report.json")
        let run = try HarkProcess.run(["evaluate", "transcripts", missingKey, notJSON, absent, "--json", json])
        #expect(run.status == 1)
        #expect(
            run.standardError.contains(
                #"\#(missingKey):3: missing "hypothesis": every line needs "id", "reference" and "hypothesis""#))
        #expect(run.standardError.contains("\(notJSON):2: bad JSON"))
        #expect(run.standardError.contains("\(absent): cannot read the file"))
        #expect(!run.standardOutput.contains("WER"))
        #expect(!FileManager.default.fileExists(atPath: json))

        // The flag the subcommand replaced says where it went; decoding options are not taken.
        let flag = try HarkProcess.run(["evaluate", "--transcripts", missingKey])
        #expect(flag.status != 0)
        #expect(flag.standardError.contains("hark evaluate transcripts FILES"), "\(flag.standardError)")
        let decoding = try HarkProcess.run(["evaluate", "transcripts", "--search", "grammar", missingKey])
        #expect(decoding.status != 0)
        #expect(decoding.standardError.contains("--search"), "\(decoding.standardError)")
    }
}
