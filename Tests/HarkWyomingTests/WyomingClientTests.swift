import Foundation
import HarkTestSupport
import Testing

/// `hark wyoming` on a loopback port, driven by the protocol's reference client (the `wyoming`
/// package from PyPI, through scripts/wyoming-client.py): each of the four services, concurrent
/// clients, and bad events on connections of their own. One service start for it all.
@Suite("Wyoming with the reference client", .serialized, .tags(.audio))
struct WyomingClientTests {
    @Test(.tags(.slow), .skippedInQuickRuns, .timeLimit(.minutes(10)))
    func everyServiceAnswersTheReferenceClient() throws {
        let setup = try HarkProcess.run([], program: Repository.file("scripts/setup-python.sh"))
        try #require(setup.status == 0, Comment(rawValue: setup.standardError))
        let scratch = try ScratchDirectory("hark-wyoming-client")
        defer { scratch.remove() }
        // A recording in a layout Hark does not hear natively: 48 kHz, 32-bit, stereo (a plain
        // PCM header, which Python's wave module reads).
        let smoke = Repository.file("Audio/smoke/smoke-01.wav").path
        let converted = scratch.path("smoke-01-48k-stereo.wav")
        try Tool.run("sox", [smoke, "-t", "wavpcm", "-r", "48000", "-c", "2", "-b", "32", converted])

        let service = try WyomingProcess(state: scratch.file("state"))
        defer { service.stop() }
        let run = try HarkProcess.run(
            [
                Repository.file("scripts/wyoming-client.py").path, "check", service.uri,
                "--transcribe", smoke, Repository.file("Audio/smoke/smoke-02.wav").path, converted,
                "--request", "show my unread messages on monkeychat",
                "--refused", "what's the weather tomorrow", "--speak", "You have no unread messages.",
            ],
            program: Repository.file(".venv-tools/bin/python"))
        try #require(run.status == 0, Comment(rawValue: run.standardError))
        let result = try #require(
            try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any],
            Comment(rawValue: run.standardOutput))

        let info = try #require(result["info"] as? [String: Any])
        #expect((info["asr"] as? [String: [String]])?.values.first == ["en-US"])
        #expect((info["handle"] as? [String: [String]])?.values.first == ["en-US", "fr-FR"])
        #expect((info["intent"] as? [String: [String]])?.isEmpty == false)
        #expect((info["tts"] as? [String: [String]])?.values.first == ["en-US"])
        #expect(info["asrStreaming"] as? [Bool] == [true])

        // Three utterances decoded at once; the 48 kHz stereo copy is heard as its 16 kHz original.
        let transcripts = try #require(result["transcripts"] as? [[String: Any]])
        let texts = transcripts.map { $0["text"] as? String ?? "" }
        #expect(texts.count == 3)
        #expect(texts[0].contains("the bananas are ripe"), "\(texts)")
        #expect(texts[1].contains("unread messages"), "\(texts)")
        #expect(texts[2] == texts[0], "\(texts)")
        // The client speaks protocol 1.10, so the transcript comes as a stream too.
        #expect(
            transcripts.allSatisfy {
                $0["events"] as? [String] == ["transcript-start", "transcript-chunk", "transcript", "transcript-stop"]
            })

        let intent = try #require(result["intent"] as? [String: Any])
        #expect(intent["name"] as? String == "INSearchForMessagesIntent")
        #expect(intent["entities"] as? [String: String] == ["attributes": "unread"])
        #expect((result["refusedIntent"] as? [String: Any])?["notRecognized"] as? Bool == true)

        let handled = try #require(result["handled"] as? [[String: String]])
        #expect(handled.first == ["type": "handled", "text": "You don't have any unread messages on MonkeyChat."])
        #expect(handled.last?["type"] == "not-handled")
        #expect(handled.last?["text"]?.contains("none of your apps") == true)

        let speech = try #require(result["speech"] as? [String: Any])
        #expect(speech["rate"] as? Int == 16_000 && speech["width"] as? Int == 2 && speech["channels"] as? Int == 1)
        let seconds = speech["seconds"] as? Double ?? 0
        #expect((1.0...4.0).contains(seconds), "\(seconds) s of speech for five words")

        let bad = try #require(result["bad"] as? [String: [String: Any]])
        func codes(_ name: String) -> [String?] {
            (bad[name]?["events"] as? [[String: Any]] ?? []).map { $0["code"] as? String }
        }
        // Audio without audio-start: an error, and the connection still answers.
        #expect(codes("audioWithoutStart") == ["audio-without-start", nil])
        #expect(bad["audioWithoutStart"]?["closed"] as? Bool == false)
        // A header that is not JSON, and a payload length that promises more than comes: an
        // error, then the connection is closed; the service goes on.
        #expect(codes("malformedHeader") == ["malformed-event"])
        #expect(bad["malformedHeader"]?["closed"] as? Bool == true)
        #expect(codes("payloadThatLies") == ["incomplete-event"])
        #expect(bad["payloadThatLies"]?["closed"] as? Bool == true)
        #expect(result["stillUp"] as? Bool == true)

        service.stop()
        #expect(service.exitStatus == 0, "SIGTERM ends the service as a normal exit")
    }
}

/// `hark wyoming` on a port the system picks, in a state folder of the test's; stopped with SIGTERM.
final class WyomingProcess {
    let process = Process()
    private(set) var uri = ""
    private let output = Pipe()

    init(state: URL) throws {
        process.executableURL = HarkProcess.executable
        process.arguments = ["wyoming", "--uri", "tcp://127.0.0.1:0", "--decoders", "1", "--state", state.path]
        process.standardOutput = output
        try process.run()
        // The first line says where it listens; nothing comes before it is ready.
        var line = Data()
        while let byte = try output.fileHandleForReading.read(upToCount: 1), !byte.isEmpty, byte != Data("\n".utf8) {
            line += byte
        }
        let text = String(decoding: line, as: UTF8.self)
        guard text.hasPrefix("listening on tcp://") else {
            stop()
            throw StartFailure(line: text)
        }
        uri = String(text.dropFirst("listening on ".count))
    }

    struct StartFailure: Error {
        var line: String
    }

    var exitStatus: Int32? { process.isRunning ? nil : process.terminationStatus }

    func stop() {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
    }
}
