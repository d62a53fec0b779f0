import Foundation
import HarkTestSupport
import Testing

/// `-` reads the audio from standard input: with a header in any format libsndfile reads, or
/// headerless with --raw; and a spoken reply written with --speak.
@Suite("Standard input and spoken replies", .tags(.audio))
struct StandardInputTests {
    func convert(_ source: String, to destination: String, _ options: [String] = []) throws {
        try Tool.run("sox", [source] + options + [destination])
    }

    @Test func aFLACWithItsHeaderAndHeaderlessPCMAreTranscribedFromStandardInput() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let wav = try workspace.goForwardWAV()
        // FLAC needs seeking to read, which a pipe cannot: standard input is read to its end first.
        let flac = workspace.path("goforward.flac")
        try convert(wav, to: flac, ["-r", "44100"])
        let fromFLAC = try PipedRun.run(["transcribe", "--json", "-"], standardInput: flac)
        #expect(fromFLAC.status == 0, "\(fromFLAC.standardError)")
        let object = try JSONSerialization.jsonObject(with: Data(fromFLAC.standardOutput.utf8)) as? [String: Any]
        #expect(object?["text"] as? String == "go forward ten meters")
        #expect(object?["file"] as? String == "-")

        let fromRaw = try PipedRun.run(
            ["transcribe", "--raw", "s16le:16000:1", "-"],
            standardInput: "/usr/share/pocketsphinx/test/data/goforward.raw")
        #expect(fromRaw.standardOutput == "go forward ten meters\n")
    }

    @Test func emptyOrNonAudioStandardInputIsNamedAndFails() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let empty = try workspace.write(Data(), "empty")
        let nothing = try PipedRun.run(["transcribe", "-"], standardInput: empty)
        #expect(nothing.status == 1)
        #expect(nothing.standardError.contains("standard input: file is empty"))

        let text = try workspace.write(Data("hello".utf8), "hello.txt")
        let notAudio = try PipedRun.run(["transcribe", "-"], standardInput: text)
        #expect(notAudio.status == 1)
        #expect(notAudio.standardError.contains("standard input: not a readable audio file"))

        let twice = try HarkProcess.run(["transcribe", "-", "-"])
        #expect(twice.status != 0)
        #expect(twice.standardError.contains("standard input (-) can be read only once"))
    }

    @Test(.tags(.slow), .skippedInQuickRuns, .timeLimit(.minutes(20)))
    func askTakesTheRequestFromStandardInputAndSpeaksTheReply() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let request = try workspace.speak("start a bananarific workout in monkeyfit", as: "request.wav", voice: "kal16")
        let reply = workspace.path("reply.wav")
        let asked = try PipedRun.run(
            ["ask", "-", "--no-heard", "--state", workspace.path("state"), "--speak", reply], standardInput: request)
        #expect(asked.status == 0, "\(asked.standardError)")
        #expect(asked.standardOutput == "OK, I started your Bananarific workout on MonkeyFit.\n")
        // The spoken reply, heard back by Hark itself.
        let heard = try HarkProcess.run(["transcribe", reply])
        #expect(heard.status == 0)
        for word in ["started", "workout"] { #expect(heard.standardOutput.contains(word), "\(heard.standardOutput)") }
    }

    @Test func aFrenchReplyIsTextOnlyAndTheCommandSaysSo() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let reply = workspace.path("reply.wav")
        let asked = try HarkProcess.run([
            "ask", "--text", "start a bananarific workout in monkeyfit", "--language", "fr-FR", "--state",
            workspace.path("state"), "--speak", reply,
        ])
        #expect(asked.status == 0)
        #expect(!asked.standardOutput.isEmpty)
        #expect(asked.standardError.contains("reply.wav not written: no voice speaks fr-FR"))
        #expect(!FileManager.default.fileExists(atPath: reply))
    }

    @Test func converseSpeaksEachReplyIntoItsOwnFile() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let turns = try workspace.write(
            Data("order a tomato soup with soup chef\nyes\n".utf8), "turns.txt")
        let replies = workspace.path("replies")
        let conversed = try HarkProcess.run([
            "converse", "--text-only", "--input", turns, "--state", workspace.path("state"), "--speak-dir", replies,
        ])
        #expect(conversed.status == 0, "\(conversed.standardError)")
        #expect(conversed.outputLines.count == 2)
        let files = try FileManager.default.contentsOfDirectory(atPath: replies).sorted()
        #expect(files == ["reply-0001.wav", "reply-0002.wav"])
        let heard = try HarkProcess.run(["transcribe", (replies as NSString).appendingPathComponent("reply-0002.wav")])
        for word in ["soup", "ready"] { #expect(heard.standardOutput.contains(word), "\(heard.standardOutput)") }
    }
}
