import Foundation
import HarkTestSupport
import Testing

@Suite("hark transcribe", .tags(.audio))
struct TranscribeCommandTests {
    static let goForward = "/usr/share/pocketsphinx/test/data/goforward.raw"

    @Test func oneFilePrintsJustTheText() throws {
        let run = try HarkProcess.run(["transcribe", "--raw", "s16le:16000:1", Self.goForward])
        #expect(run.status == 0)
        #expect(run.outputLines == ["go forward ten meters"])
        #expect(run.standardError.isEmpty)
    }

    /// Every bad kind of input in one batch: each gets one line naming it, good files still
    /// transcribe, output stays in input order under parallel decoding, and the exit status is 1.
    @Test func badInputInABatchIsIsolated() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let good = try workspace.goForwardWAV()
        let resampled = try workspace.goForwardWAV("goforward-44k-stereo.flac", options: ["-r", "44100", "-c", "2"])
        let whole = try Data(contentsOf: URL(fileURLWithPath: good))
        let empty = try workspace.write(Data(), "empty.wav")
        let text = try workspace.write(Data("not audio\n".utf8), "notes.wav")
        let truncated = try workspace.write(whole.prefix(3_000), "truncated.wav")
        let silence = try workspace.write(whole.prefix(44) + Data(count: whole.count - 44), "silence.wav")
        let missing = workspace.path("missing.wav")
        let files = [good, empty, missing, workspace.url.path, text, resampled, truncated, silence, good]

        let run = try HarkProcess.run(["transcribe", "--jobs", "2"] + files)
        #expect(run.status == 1)
        #expect(
            run.outputLines == [
                "\(good)\tgo forward ten meters", "\(resampled)\tgo forward ten meters",
                "\(good)\tgo forward ten meters",
            ])
        let failed = [empty, missing, workspace.url.path, text, truncated, silence]
        #expect(run.errorLines.count == failed.count)
        for (line, file) in zip(run.errorLines, failed) {
            #expect(line.hasPrefix("hark: \(file): "), "stderr line \(line)")
        }
    }

    @Test func jsonLinesCarryWordsAndTimes() throws {
        let run = try HarkProcess.run([
            "transcribe", "--json", "--raw", "s16le:16000:1", Self.goForward, "/nonexistent.wav",
        ])
        #expect(run.status == 1)
        #expect(run.outputLines.count == 2)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(run.outputLines[0].utf8)) as? [String: Any])
        for key in ["file", "text", "words", "audioSeconds", "decodeSeconds"] {
            #expect(object[key] != nil, "missing key \(key)")
        }
        #expect(object["text"] as? String == "go forward ten meters")
        let words = try #require(object["words"] as? [[String: Any]])
        #expect(words.compactMap { $0["word"] as? String } == ["go", "forward", "ten", "meters"])
        #expect(words.allSatisfy { ($0["start"] as? Double ?? -1) < ($0["end"] as? Double ?? -1) })
        // A clean recording: its loud frames stand well above its pauses, less far above its median.
        let noise = try #require(object["noise"] as? [String: Double])
        let overQuiet = try #require(noise["overQuietFrames"])
        let overMedian = try #require(noise["overMedianFrame"])
        #expect(overQuiet > 30 && overMedian > 0 && overMedian < overQuiet)
        let failure = try #require(
            try JSONSerialization.jsonObject(with: Data(run.outputLines[1].utf8)) as? [String: Any])
        #expect(failure["file"] as? String == "/nonexistent.wav")
        #expect(failure["error"] as? String == "no such file")
    }

    @Test func missingModelIsOneClearError() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let good = try workspace.goForwardWAV()
        let run = try HarkProcess.run(
            ["transcribe", good, good], environment: ["HARK_MODEL_DIR": "/nonexistent/model"])
        #expect(run.status == 1)
        #expect(run.errorLines.count == 1)
        #expect(run.standardError.contains("pocketsphinx-en-us"))
    }

    @Test func conflictingSearchFlagsAreRejected() throws {
        let run = try HarkProcess.run(["transcribe", "--lm", "a.lm", "--jsgf", "b.gram", Self.goForward])
        #expect(run.status != 0)
        #expect(run.standardError.contains("at most one of decoder.languageModel, decoder.jsgf and decoder.fsg"))
    }
}
