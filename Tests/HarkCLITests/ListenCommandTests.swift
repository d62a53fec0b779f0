import Foundation
import HarkTestSupport
import Testing

/// `hark listen` on long streams built by scripts/listen-stream.py: flite-spoken commands of a
/// dialog, separated by quiet and by bursts of pink noise.
@Suite("Listening to a stream", .tags(.audio))
struct ListenCommandTests {
    static let repository = Repository.root

    struct Command: Decodable {
        var text: String
        var reply: String
        var start: Double
        var end: Double
    }

    struct Line: Decodable {
        var start: Double
        var end: Double
        var transcript: String
        var reply: String
        var speech: String?
    }

    /// A stream of `minutes` and its commands, in `workspace`.
    func stream(minutes: Double, in workspace: Workspace) throws -> (path: String, commands: [Command]) {
        let stream = workspace.path("stream.raw"), truth = workspace.path("truth.jsonl")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", Self.repository.appendingPathComponent("scripts/listen-stream.py").path, "--minutes",
            "\(minutes)", "--out", stream, "--truth", truth,
        ]
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let commands = try String(contentsOfFile: truth, encoding: .utf8).split(separator: "\n").map {
            try JSONDecoder().decode(Command.self, from: Data($0.utf8))
        }
        return (stream, commands)
    }

    /// A state folder with MonkeyChat's contacts Bobo and Kiki.
    func state(in workspace: Workspace) throws -> String {
        let state = workspace.path("state")
        let contacts = try workspace.write(
            Data(
                #"[{"screenName": "Bobo", "fullName": "Bobo the Great"}, {"screenName": "Kiki", "fullName": "Kiki Moreau"}]"#
                    .utf8),
            "contacts.json")
        let imported = try HarkProcess.run(["contacts", "import", contacts, "--state", state])
        #expect(imported.status == 0, "\(imported.standardError)")
        return state
    }

    /// Every command has exactly one line, in order, over its time, answered as the dialog
    /// needs — so no command was lost, merged, split or answered out of its dialog, and no noise
    /// burst was taken for a command.
    func expectEveryCommandAnswered(_ lines: [Line], _ commands: [Command]) {
        #expect(lines.count == commands.count, "\(lines.count) lines for \(commands.count) commands")
        for (line, command) in zip(lines, commands) {
            #expect(
                // flite's clips start and end with a little silence of their own.
                line.start <= command.start + 0.3 && line.end >= command.end - 0.3,
                "'\(command.text)' at \(command.start)–\(command.end) s came out at \(line.start)–\(line.end) s")
            #expect(
                line.reply.hasPrefix(command.reply),
                "'\(command.text)' at \(command.start) s: heard '\(line.transcript)', replied '\(line.reply)'")
        }
    }

    /// Two minutes of raw audio through a pipe, as a microphone delivers it: every command is
    /// answered, in order, over its own time. That memory does not grow with a stream's length is
    /// a figure of scripts/listen-benchmark.sh (docs/benchmarks.md, "Streams": the peak of a
    /// 10-minute stream against the 3-minute ones), not of this suite.
    @Test(.tags(.slow), .skippedInQuickRuns, .timeLimit(.minutes(20)))
    func aStreamOnStandardInputIsAnsweredCommandByCommandInOrder() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let (stream, commands) = try stream(minutes: 2, in: workspace)
        #expect(commands.count > 20)
        let state = try state(in: workspace)

        let run = try PipedRun.run(
            ["listen", "--raw", "s16le:16000:1", "--state", state], standardInput: stream)
        #expect(run.status == 0, "\(run.standardError)")
        let lines = try run.standardOutput.split(separator: "\n").map {
            try JSONDecoder().decode(Line.self, from: Data($0.utf8))
        }
        expectEveryCommandAnswered(lines, commands)
    }

    @Test(.tags(.slow), .skippedInQuickRuns, .timeLimit(.minutes(20)))
    func aFileWithAHeaderAtAnotherRateIsListenedToAndEachReplySpoken()
        throws
    {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let (raw, commands) = try stream(minutes: 0.75, in: workspace)
        // 44.1 kHz stereo WAV: read, downmixed and resampled a chunk at a time.
        let wav = workspace.path("stream.wav")
        try Tool.run(
            "sox",
            ["-t", "raw", "-r", "16000", "-e", "signed", "-b", "16", "-c", "1", raw, "-r", "44100", "-c", "2", wav])
        let state = try state(in: workspace)
        let replies = workspace.path("replies")

        let run = try HarkProcess.run(["listen", wav, "--state", state, "--speak-dir", replies])
        #expect(run.status == 0, "\(run.standardError)")
        let lines = try run.outputLines.map { try JSONDecoder().decode(Line.self, from: Data($0.utf8)) }
        expectEveryCommandAnswered(lines, commands)
        for (index, line) in lines.enumerated() {
            let expected = (replies as NSString).appendingPathComponent(String(format: "reply-%04d.wav", index + 1))
            #expect(line.speech == expected)
            let size = (try? FileManager.default.attributesOfItem(atPath: expected)[.size] as? Int) ?? 0
            // At least half a second of 16-bit audio at 16 kHz, past the 44-byte header.
            #expect(size > 44 + 16_000, "\(expected): \(size) bytes")
        }
    }

    @Test(.tags(.slow), .skippedInQuickRuns, .timeLimit(.minutes(20))) func aMissingStreamAndAnUnreadableOneAreNamed()
        throws
    {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let missing = try HarkProcess.run(["listen", workspace.path("nothing.wav"), "--state", workspace.path("s")])
        #expect(missing.status != 0)
        #expect(missing.standardError.contains("nothing.wav: no such file"))

        let text = try workspace.write(Data("not audio at all".utf8), "notes.txt")
        let unreadable = try PipedRun.run(["listen", "--state", workspace.path("s")], standardInput: text)
        #expect(unreadable.status != 0)
        #expect(unreadable.standardError.contains("standard input: not a readable audio file"))
    }

    /// A truncated WAV and empty raw standard input fail as `transcribe` fails them: status 1 and
    /// the file named, rather than a quiet stream that heard nothing.
    @Test func aTruncatedFileAndEmptyStandardInputFail() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let whole = try Data(contentsOf: URL(fileURLWithPath: try workspace.goForwardWAV()))
        let truncated = try workspace.write(whole.prefix(3_000), "truncated.wav")
        let cut = try HarkProcess.run(
            ["listen", truncated, "--state", workspace.path("s")],
            environment: ["HARK_CACHE_DIR": workspace.path("cache")])
        #expect(cut.status == 1)
        #expect(cut.standardError.contains("truncated.wav: truncated or damaged"), "\(cut.standardError)")

        let empty = try workspace.write(Data(), "empty.raw")
        let nothing = try PipedRun.run(
            ["listen", "--raw", "s16le:16000:1", "--state", workspace.path("s")], standardInput: empty)
        #expect(nothing.status == 1)
        #expect(nothing.standardError.contains("standard input: file is empty"), "\(nothing.standardError)")
    }
}

/// Runs `hark` with a file fed to its standard input through a pipe, as a live source would: a
/// pipe cannot seek, so `hark` must read it as a stream.
struct PipedRun {
    var status: Int32
    var standardOutput: String
    var standardError: String

    static func run(_ arguments: [String], standardInput file: String) throws -> PipedRun {
        let process = Process()
        process.executableURL = HarkProcess.executable
        process.arguments = arguments
        let input = Pipe(), output = Pipe(), error = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let source = try FileHandle(forReadingFrom: URL(fileURLWithPath: file))
        let writer = Thread {
            while let chunk = try? source.read(upToCount: 65_536), !chunk.isEmpty {
                do { try input.fileHandleForWriting.write(contentsOf: chunk) } catch { break }
            }
            try? input.fileHandleForWriting.close()
        }
        writer.start()
        nonisolated(unsafe) var errorData = Data()
        let errorReader = Thread { errorData = error.fileHandleForReading.readDataToEndOfFile() }
        errorReader.start()
        nonisolated(unsafe) var outputData = Data()
        let outputReader = Thread { outputData = output.fileHandleForReading.readDataToEndOfFile() }
        outputReader.start()
        process.waitUntilExit()
        while !errorReader.isFinished || !outputReader.isFinished || !writer.isFinished { usleep(1_000) }
        return PipedRun(
            status: process.terminationStatus, standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData, as: UTF8.self))
    }
}
