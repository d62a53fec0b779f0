import Foundation
import HarkTestSupport
import Testing

@Suite("hark evaluate and hark mix", .tags(.audio))
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

    /// The samples of a 16-bit mono WAV as `hark mix` writes it (the data chunk, little-endian).
    func wavSamples(_ path: String) throws -> [Int16] {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        guard let marker = data.range(of: Data("data".utf8)) else { throw CocoaError(.fileReadCorruptFile) }
        let body = data[(marker.upperBound + 4)...]
        return stride(from: body.startIndex, to: body.endIndex - 1, by: 2).map {
            Int16(bitPattern: UInt16(body[$0]) | UInt16(body[$0 + 1]) << 8)
        }
    }

    @Test func mixNoiseOnlyIsTheMixWithoutTheSpeechAndExpectsNoIntent() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let speechPath = try workspace.goForwardWAV("a.wav")
        let pink = try workspace.pinkNoise("pink.wav", seconds: 3)
        let hum = try workspace.pinkNoise("hum.wav", seconds: 4)
        let manifest = try workspace.write(
            Data(
                #"{"audio": "a.wav", "text": "go forward ten meters", "intent": "move", "voice": "recorded", "split": "dev"}"#
                    .utf8), "set.jsonl")
        for extra in [[], ["--noise-only"]] {
            let run = try HarkProcess.run(
                [
                    "mix", "--noise", pink, "--noise", hum, "--snr", "24", "--snr", "6", "--snr-convention",
                    "peak-frame", "--seed", "2", "--out", workspace.path("out"), manifest,
                ] + extra)
            #expect(run.status == 0, Comment(rawValue: run.standardError))
        }
        let speech = try wavSamples(speechPath)
        for label in ["set-pink-snr24", "set-pink-snr6", "set-hum-snr24", "set-hum-snr6"] {
            let mixed = try wavSamples(workspace.path("out/\(label)/0001-a.wav"))
            let alone = try wavSamples(workspace.path("out/\(label)-noise-only/0001-a.wav"))
            #expect(mixed.count == speech.count && alone.count == speech.count)
            // goforward does not clip at these levels, so the mix is speech plus the noise file.
            let worst = zip(zip(mixed, alone), speech).map { abs(Int($0.0) - Int($0.1) - Int($1)) }.max()
            #expect(worst ?? 99 <= 1, "\(label)")
            #expect(alone.contains { $0 != 0 })
        }
        let mixLine = try String(contentsOfFile: workspace.path("out/set-hum-snr6.jsonl"), encoding: .utf8)
        let mixObject = try #require(
            try JSONSerialization.jsonObject(with: Data(mixLine.utf8)) as? [String: Any])
        #expect(mixObject["snrConvention"] as? String == "peak-frame")
        #expect(mixObject["intent"] as? String == "move")
        #expect(mixObject["noise"] as? String == "hum.wav")
        let line = try String(contentsOfFile: workspace.path("out/set-hum-snr6-noise-only.jsonl"), encoding: .utf8)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(object["intent"] as? String == "none")
        #expect(object["text"] as? String == "")
        #expect((object["parameters"] as? [String: Any])?.isEmpty == true)
        #expect(object["voice"] == nil)
        #expect(object["split"] as? String == "dev")
        #expect(object["speechAudio"] as? String == "a.wav")
        #expect(object["audio"] as? String == "set-hum-snr6-noise-only/0001-a.wav")
        #expect(object["snrConvention"] as? String == "peak-frame")
        #expect(object["snr"] as? Double == 6)
    }

    @Test func mixRefusesTwoNoisesOfTheSameName() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        _ = try workspace.goForwardWAV("a.wav")
        let noise = try workspace.pinkNoise("pink.wav", seconds: 1)
        let manifest = try workspace.write(Data(#"{"audio": "a.wav"}"#.utf8), "set.jsonl")
        let run = try HarkProcess.run([
            "mix", "--noise", noise, "--noise", noise, "--snr", "6", "--out", workspace.path("out"), manifest,
        ])
        #expect(run.status != 0)
        #expect(run.standardError.contains("pink"))
    }

    /// Mixed copies evaluated with the clean set give a noise curve: the table in the terminal
    /// and, compared with an earlier run (twice, to check --compare repeats), one line per run in
    /// the HTML chart under each run's label.
    @Test(.tags(.slow), .skippedInQuickRuns, .timeLimit(.minutes(20))) func aSweepGivesANoiseCurveWithEveryRun() throws
    {
        let workspace = try Workspace()
        defer { workspace.remove() }
        _ = try workspace.goForwardWAV("a.wav")
        let noise = try workspace.pinkNoise("pink.wav", seconds: 3)
        let clean = try workspace.write(
            Data(#"{"audio": "a.wav", "text": "go forward ten meters"}"#.utf8), "set.jsonl")
        let mixed = try HarkProcess.run([
            "mix", "--noise", noise, "--snr", "20", "--snr", "5", "--out", workspace.path("mix"), clean,
        ])
        #expect(mixed.status == 0, Comment(rawValue: mixed.standardError))
        let sets = [clean, workspace.path("mix/set-snr20.jsonl"), workspace.path("mix/set-snr5.jsonl")]

        let old = workspace.path("old.json")
        let first = try HarkProcess.run(["evaluate", "--label", "before", "--json", old] + sets)
        #expect(first.status == 0, Comment(rawValue: first.standardError))
        #expect(first.standardOutput.contains("Noise curve: WER against SNR"))
        let header = first.standardOutput.split(separator: "\n").first { $0.contains("Noise") && $0.contains("dB") }
        #expect(header?.split(separator: " ") == ["Noise", "20", "dB", "5", "dB", "Average", "Clean"])

        let html = workspace.path("curve.html")
        let second = try HarkProcess.run(
            ["evaluate", "--label", "after", "--compare", old, "--compare", old, "--html", html] + sets)
        #expect(second.status == 0, Comment(rawValue: second.standardError))
        #expect(
            second.standardOutput.split(separator: "\n").contains { $0.hasPrefix("  Run ") && $0.contains("Noise") })
        #expect(second.standardOutput.contains("before (old)  pink"))
        let page = try String(contentsOfFile: html, encoding: .utf8)
        // WER only (no intents): one chart, a line each for after, before and before (old).
        #expect(page.components(separatedBy: "<polyline").count == 4)
        #expect(page.contains("<title>WER against SNR — after vs before vs before (old)</title>"))
    }
}
