import Foundation
import HarkTestSupport
import Testing

/// One pipeline (issue 32): the same dialog, audio and typed turns, played through `hark
/// converse` and through a `hark serve` session from identical fresh states, gives the same
/// transcripts, intents, confidences and replies. They once differed: the server's assistant had
/// no calibrator, minimum confidence or confirmation thresholds, and fell back to another search.
/// (`hark listen` against `converse` is ListenParityTests; the library example against `hark`,
/// DocExamplesTests.)
@Suite("One pipeline: converse and serve agree", .serialized, .tags(.audio))
struct PipelineParityTests {
    /// The fields compared, as both print them.
    struct Turn: Equatable, CustomStringConvertible {
        var transcript: String
        var app: String
        var intent: String
        var reply: String
        var confidence: Double?

        init(_ json: [String: Any]) {
            transcript = json["transcript"] as? String ?? ""
            app = json["app"] as? String ?? ""
            intent = json["intent"] as? String ?? ""
            reply = (json["response"] as? [String: Any])?["text"] as? String ?? ""
            // Rounded: the two processes compute it alike, but printing goes through JSON.
            confidence = (json["confidence"] as? Double).map { ($0 * 1e6).rounded() / 1e6 }
        }

        var description: String {
            let shown = confidence.map { "\($0)" } ?? "-"
            return "'\(transcript)' \(app) \(intent) \(shown) → \(reply)"
        }
    }

    @Test(.tags(.slow), .skippedInQuickRuns, .timeLimit(.minutes(15)))
    func theSameDialogGetsTheSameAnswersFromConverseAndTheServer() async throws {
        let scratch = try ScratchDirectory("hark-pipeline-parity")
        defer { scratch.remove() }
        let contacts = scratch.file("contacts.json")
        try Data(#"[{"screenName": "Kiki", "fullName": "Kiki Moreau"}]"#.utf8).write(to: contacts)
        let smoke = Repository.file("Audio/smoke")
        // Audio and typed turns: a request, an authorization question and its answer, a message, a
        // soup order's confirmation declined by voice, and an out-of-domain question.
        let turns = [
            smoke.appendingPathComponent("smoke-01.wav").path,
            "yes",
            try scratch.speak("send a message to Kiki on MonkeyChat saying see you soon", as: "kiki"),
            "order a tomato soup with soup chef",
            try scratch.speak("no", as: "no"),
            smoke.appendingPathComponent("smoke-02.wav").path,
            smoke.appendingPathComponent("smoke-05.wav").path,
        ]

        let server = try ServerProcess(["--decoders", "1"])
        defer { server.stop() }
        #expect(try server.hark(["contacts", "import", contacts.path]).contains("1 added"))
        let session = try await server.send("POST", "/v1/sessions")
        let id = try #require(session.json["id"] as? String)
        var served: [Turn] = []
        for turn in turns {
            let answer =
                turn.hasPrefix("/")
                ? try await server.audio("/v1/sessions/\(id)/turns", URL(fileURLWithPath: turn))
                : try await server.text("/v1/sessions/\(id)/turns", turn)
            #expect(answer.status == 200, "\(turn): \(answer.text)")
            served.append(Turn(answer.json))
        }

        let state = scratch.path("state")
        let environment = ["HARK_CACHE_DIR": scratch.path("cache")]
        #expect(
            try HarkProcess.run(["contacts", "import", contacts.path, "--state", state], environment: environment)
                .status == 0)
        let input = try scratch.write(Data((turns.joined(separator: "\n") + "\n").utf8), "turns.txt")
        let conversed = try HarkProcess.run(
            ["converse", "--json", "--input", input, "--state", state], environment: environment)
        #expect(conversed.status == 0, Comment(rawValue: conversed.standardError))
        let lines = try conversed.outputLines.map {
            Turn(try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]))
        }
        try #require(lines.count == turns.count, "\(conversed.standardOutput)")
        for (index, (cli, http)) in zip(lines, served).enumerated() {
            #expect(cli == http, "turn \(index + 1) (\(turns[index])): converse \(cli), serve \(http)")
        }
        // The dialog went somewhere: something was understood and a question was asked.
        #expect(lines.contains { $0.intent == "INSendMessageIntent" })
        #expect(lines.contains { $0.reply.hasSuffix("?") })
    }
}
