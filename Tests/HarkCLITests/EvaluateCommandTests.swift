import Foundation
import Testing

@Suite("hark evaluate and hark mix")
struct EvaluateCommandTests {
    /// A set with failures in the middle: the good files are scored in manifest order, the bad
    /// ones are counted as failed with their reasons, the run finishes and exits 1.
    @Test func failuresAreCountedAndOrderIsKept() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        _ = try workspace.goForwardWAV("a.wav")
        _ = try workspace.goForwardWAV("b.wav", options: ["-r", "22050"])
        try workspace.write(Data("RIFF....WAVEjunk".utf8), "broken.wav")
        let manifest = """
            {"audio": "a.wav", "text": "go forward ten meters"}
            {"audio": "missing.wav", "text": "go forward ten meters"}

            # comments and blank lines are skipped
            {"audio": "broken.wav", "text": "go forward"}
            {"audio": "b.wav", "text": "go backward ten meters"}
            {"audio": "/usr/share/pocketsphinx/test/data/goforward.raw", "text": "go forward ten meters", "rawFormat": "s16le:16000:1"}
            """
        let manifestPath = try workspace.write(Data(manifest.utf8), "set.jsonl")
        let reportPath = workspace.path("report.json"), htmlPath = workspace.path("report.html")
        let hypPath = workspace.path("set.hyp")

        let run = try HarkProcess.run([
            "evaluate", "--jobs", "2", "--json", reportPath, "--html", htmlPath, "--hyp", hypPath, manifestPath,
        ])
        #expect(run.status == 1)
        #expect(run.standardError.contains("missing.wav: no such file"))
        #expect(run.standardError.contains("broken.wav: not a readable audio file"))

        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: reportPath)))
                as? [String: Any])
        #expect(report["utterances"] as? Int == 5)
        #expect(report["failedUtterances"] as? Int == 2)
        let rows = try #require(report["rows"] as? [[String: Any]])
        let files = rows.compactMap { ($0["file"] ?? $0["audio"]) as? String }.map {
            ($0 as NSString).lastPathComponent
        }
        #expect(files == ["a.wav", "missing.wav", "broken.wav", "b.wav", "goforward.raw"])
        // One substitution (forward → backward reference) over 4 + 4 + 2 + 4 + 4 reference words,
        // with the failed files' 6 words counted as deletions: (1 + 6) / 18.
        let words = try #require(report["words"] as? [String: Any])
        let wer = try #require(words["wordErrorRate"] as? Double)
        #expect(abs(wer - 7.0 / 18.0) < 1e-9)
        #expect(run.standardOutput.contains("WER"))
        let html = try String(contentsOfFile: htmlPath, encoding: .utf8)
        #expect(html.contains("<svg"))
        let hypotheses = try String(contentsOfFile: hypPath, encoding: .utf8).split(separator: "\n")
        #expect(hypotheses.count == 5)
        #expect(hypotheses[0].hasPrefix("go forward ten meters ("))
    }

    /// `--enhance` reaches every worker's decoder and the report says which front end ran.
    @Test func frontEndIsAppliedAndRecorded() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let manifest = """
            {"audio": "/usr/share/pocketsphinx/test/data/goforward.raw", "text": "go forward ten meters", "rawFormat": "s16le:16000:1"}
            """
        let manifestPath = try workspace.write(Data(manifest.utf8), "set.jsonl")
        let reportPath = workspace.path("report.json")
        let run = try HarkProcess.run([
            "evaluate", "--jobs", "1", "--json", reportPath, "--enhance", "webrtc-vad-trim", "--enhance", "speex",
            "--speex-suppress-db", "-6", manifestPath,
        ])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(
            run.standardOutput.contains(
                "frontEnd: webrtc-vad-trim(margin 250 ms, likelihood 1) → speex(suppress -6 dB)"))
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: reportPath)))
                as? [String: Any])
        let context = try #require(report["context"] as? [String: String])
        #expect(context["frontEnd"] == "webrtc-vad-trim(margin 250 ms, likelihood 1) → speex(suppress -6 dB)")
        // Speexdsp must stay quiet: it warns on stderr when its VAD is merely configured.
        #expect(!run.standardError.contains("warning"))

        let unknown = try HarkProcess.run(["evaluate", "--enhance", "rnnoise", manifestPath])
        #expect(unknown.status != 0)
        #expect(unknown.standardError.contains("unknown enhancer 'rnnoise'"))
    }

    @Test func aBadManifestLineIsNamedAndNothingIsDecoded() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let manifestPath = try workspace.write(
            Data("{\"audio\": \"a.wav\"}\n{\"text\": \"no audio key\"}\n".utf8), "bad.jsonl")
        let run = try HarkProcess.run(["evaluate", manifestPath])
        #expect(run.status == 1)
        #expect(run.standardError.contains("\(manifestPath):2:"))
        #expect(!run.standardOutput.contains("WER"))
    }

    @Test func sphinxFileIDsWithTranscription() throws {
        let run = try HarkProcess.run([
            "evaluate", "--jobs", "1", "/usr/share/pocketsphinx/test/data/cards/cards.fileids",
        ])
        #expect(run.status == 0)
        #expect(run.standardOutput.contains("Utterances  5 (5 decoded, 0 failed)"))
    }

    @Test func compareShowsTheChangeOfEveryFigure() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        _ = try workspace.goForwardWAV("a.wav")
        let right = try workspace.write(
            Data(#"{"audio": "a.wav", "text": "go forward ten meters"}"#.utf8), "right.jsonl")
        let wrong = try workspace.write(
            Data(#"{"audio": "a.wav", "text": "go forward five meters"}"#.utf8), "wrong.jsonl")
        let old = workspace.path("old.json")
        #expect(try HarkProcess.run(["evaluate", "--json", old, wrong]).status == 0)
        let run = try HarkProcess.run(["evaluate", "--compare", old, right])
        #expect(run.status == 0)
        #expect(run.standardOutput.localizedCaseInsensitiveContains("improved"))
    }

    @Test func mixIsDeterministicAndKeepsFields() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        _ = try workspace.goForwardWAV("a.wav")
        let noise = try workspace.pinkNoise("noise.wav", seconds: 3)
        let manifest = try workspace.write(
            Data(#"{"audio": "a.wav", "text": "go forward ten meters", "voice": "recorded"}"#.utf8), "set.jsonl")
        for folder in ["one", "two"] {
            let run = try HarkProcess.run([
                "mix", "--noise", noise, "--snr", "5", "--snr", "20", "--seed", "9", "--out", workspace.path(folder),
                manifest,
            ])
            #expect(run.status == 0, Comment(rawValue: run.standardError))
        }
        let first = try Data(contentsOf: URL(fileURLWithPath: workspace.path("one/set-snr5/0001-a.wav")))
        let second = try Data(contentsOf: URL(fileURLWithPath: workspace.path("two/set-snr5/0001-a.wav")))
        #expect(first == second)
        let line = try String(contentsOfFile: workspace.path("one/set-snr20.jsonl"), encoding: .utf8)
        #expect(line.contains(#""voice":"recorded""#))
        #expect(line.contains(#""snr":20"#))
        #expect(line.contains(#""audio":"set-snr20/0001-a.wav""#))
    }
}
