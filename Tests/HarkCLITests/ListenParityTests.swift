import Foundation
import Hark
import HarkTestSupport
import Testing

/// A stream hears what a file hears (issue 31): every sample file `scripts/run-samples.sh` reads
/// that is at hand in a test (the committed smoke set and PocketSphinx's recordings), and the
/// flite commands streams once lost, each put alone in one long stream between silences, gives
/// `hark listen` the reading the file gives as a turn of its own.
///
/// The file side is `hark converse`, one process for every file, each file a turn followed by a
/// typed "cancel" so that no question carries into the next file: the file path of `hark ask`
/// (`Assistant.reply(toAudioFile:)`) in a fresh dialog, without loading the models once per file.
/// The stream side puts a spoken "cancel" after each file for the same reason, and is one
/// `hark listen` run.
@Suite("A stream hears what a file hears", .tags(.audio))
struct ListenParityTests {
    struct Sample {
        var name: String
        var path: String
        var raw: RawAudioFormat?
    }

    struct ManifestLine: Decodable {
        var audio: String
        var rawFormat: String?
    }

    /// What both commands print about one turn, the fields compared.
    struct Reading: Decodable, Equatable, CustomStringConvertible {
        var transcript: String
        var intent: String
        var parameters: [String: [String]]
        var start: Double?
        var end: Double?

        var description: String { "'\(transcript)' \(intent) \(parameters.sorted { $0.key < $1.key })" }

        func sameReading(as other: Reading) -> Bool {
            transcript == other.transcript && intent == other.intent && parameters == other.parameters
        }
    }

    /// The committed smoke set and the PocketSphinx recordings, as their manifests list them.
    static func manifestSamples() throws -> [Sample] {
        let manifests =
            ["Audio/smoke/smoke.jsonl"]
            + ["cards", "goforward", "librivox", "tidigits"].map { "Audio/pocketsphinx-testdata/\($0).jsonl" }
        return try manifests.flatMap { manifest in
            let url = Repository.file(manifest)
            return try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map { line in
                let entry = try JSONDecoder().decode(ManifestLine.self, from: Data(line.utf8))
                let path =
                    entry.audio.hasPrefix("/")
                    ? entry.audio : url.deletingLastPathComponent().appendingPathComponent(entry.audio).path
                return Sample(
                    name: URL(fileURLWithPath: path).lastPathComponent, path: path,
                    raw: entry.rawFormat.flatMap(RawAudioFormat.init))
            }
        }
    }

    /// The flite commands of issue 31 that a stream lost: slt's 1.9 s "start a run on MonkeyFit"
    /// (dropped as steady noise), and three commands whose third came after a question.
    static let fliteCommands = [
        "start a run on MonkeyFit", "send a message to Kiki on MonkeyChat saying see you soon",
        "order a tomato soup with soup chef", "start a bananarific workout on monkeyfit",
    ]

    /// A quiet hiss (about −70 dBFS), the same every run: the room between two commands.
    static func hiss(samples count: Int, seed: inout UInt64) -> [Int16] {
        (0..<count).map { _ in
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int16(Int(seed >> 59) - 16)
        }
    }

    @Test(.tags(.slow), .skippedInQuickRuns, .timeLimit(.minutes(15)))
    func everySampleFileAloneInAStreamIsReadAsTheFileIs() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        var samples = try Self.manifestSamples()
        for (index, text) in Self.fliteCommands.enumerated() {
            let path = try workspace.speak(text, as: "flite-\(index + 1)")
            samples.append(Sample(name: "flite-\(index + 1) '\(text)'", path: path, raw: nil))
        }
        let cancel = try workspace.speak("cancel", as: "cancel", voice: "rms")

        // The stream: each file as the file path conditions it, then "cancel", silence between.
        var stream: [Int16] = []
        var seed: UInt64 = 31
        var spans: [(start: Double, end: Double)] = []
        let conditioner = SpeechAudioConditioner()
        let cancelSamples = try conditioner.condition(try AudioFileReader().read(cancel), path: cancel).samples
        for sample in samples {
            let speech = try conditioner.condition(
                try AudioFileReader().read(sample.path, raw: sample.raw), path: sample.path)
            stream += Self.hiss(samples: 32_000, seed: &seed)
            // Each file starts on the stream's 10 ms grid, as it starts the file's own: the
            // decoder's frames then fall on the same samples, and only the cut can differ.
            stream += Self.hiss(samples: (160 - stream.count % 160) % 160, seed: &seed)
            spans.append((Double(stream.count) / 16_000, Double(stream.count + speech.samples.count) / 16_000))
            stream += speech.samples
            stream += Self.hiss(samples: 32_000, seed: &seed)
            stream += cancelSamples
        }
        stream += Self.hiss(samples: 32_000, seed: &seed)
        let streamPath = try workspace.write(stream.withUnsafeBufferPointer { Data(buffer: $0) }, "stream.raw")

        // The files, one turn each; every turn's JSON line, then the typed cancel's.
        var turns: [String] = []
        for sample in samples {
            // converse reads a raw file with --raw, which smoke-03 alone needs: it goes as WAV.
            var path = sample.path
            if let raw = sample.raw {
                path = workspace.path("\(sample.name).wav")
                try Tool.run(
                    "sox",
                    [
                        "-t", "raw", "-r", "\(raw.sampleRate)", "-e", "signed", "-b", "16", "-c", "\(raw.channels)",
                        sample.path, path,
                    ])
            }
            turns += [path, "cancel"]
        }
        let turnsFile = try workspace.write(Data(turns.joined(separator: "\n").utf8), "turns.txt")
        let fileState = try ListenCommandTests().state(in: workspace)
        let streamState = workspace.path("stream-state")
        try FileManager.default.copyItem(atPath: fileState, toPath: streamState)

        let conversed = try HarkProcess.run(["converse", "--json", "--state", fileState, "--input", turnsFile])
        #expect(conversed.status == 0, "\(conversed.standardError)")
        let fileReadings = try conversed.outputLines.map { try JSONDecoder().decode(Reading.self, from: Data($0.utf8)) }
        try #require(fileReadings.count == 2 * samples.count, "\(conversed.standardOutput)")

        let listened = try HarkProcess.run(
            ["listen", "--verbose", "--raw", "s16le:16000:1", "--state", streamState, streamPath])
        #expect(listened.status == 0, "\(listened.standardError)")
        let lines = try listened.outputLines.map { try JSONDecoder().decode(Reading.self, from: Data($0.utf8)) }

        // Every file is one utterance of the stream (nothing lost, split or merged) with the
        // file's intent and app. The words themselves agree wherever the decode is not on a knife
        // edge: PocketSphinx's reading of a dictation recording through a command search, or of a
        // command whose speech starts at the file's first sample, turns on the quarter second of
        // room the stream has before and after it. The issue's flite commands must agree word for
        // word; every exact agreement is counted in the test's output.
        var agreeing = 0
        for (index, sample) in samples.enumerated() {
            let file = fileReadings[2 * index]
            let span = spans[index]
            let heard = lines.filter { ($0.start ?? 0) < span.end && ($0.end ?? 0) > span.start }
            let said = "\(sample.name) at \(String(format: "%.2f", span.start)) s"
            if file.transcript.isEmpty {
                #expect(heard.isEmpty, "\(said): the file is heard as nothing, the stream as \(heard)")
                if heard.isEmpty { agreeing += 1 }
                continue
            }
            #expect(heard.count == 1, "\(said): \(heard.count) lines for the file's \(file)\n\(listened.standardError)")
            guard let stream = heard.first else { continue }
            #expect(stream.intent == file.intent, "\(said): the file reads \(file), the stream \(stream)")
            if sample.name.hasPrefix("flite-") {
                #expect(stream.sameReading(as: file), "\(said): the file reads \(file), the stream \(stream)")
            }
            if stream.sameReading(as: file) {
                agreeing += 1
            } else {
                print("listen parity: \(said): the file reads \(file), the stream \(stream)")
            }
        }
        print("listen parity: \(agreeing) of \(samples.count) files read word for word alike")
    }
}
