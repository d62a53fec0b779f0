import Foundation
import Hark
import HarkDevice
import HarkStorage
import HarkTestSupport
import Testing

/// One pipeline (issue 32): the same dialog, audio and typed turns, played through `hark
/// converse`'s conversation and through a `hark serve` session (both in the test's process, from
/// the library modules) from identical fresh states, gives the same transcripts, intents,
/// confidences and replies. They once differed: the server's assistant had
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
            // Rounded: the two compute it alike, but the server's goes through JSON text.
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

        let served = try await LocalServer.serving({ $0.decoders = 1 }) { server in
            #expect(try server.importContacts(contacts) == 1)
            let session = try await server.send("POST", "/v1/sessions")
            let id = try #require(session.json["id"] as? String, "\(session.status) \(session.text)")
            var answers: [Turn] = []
            for turn in turns {
                let answer =
                    turn.hasPrefix("/")
                    ? try await server.audio("/v1/sessions/\(id)/turns", URL(fileURLWithPath: turn))
                    : try await server.text("/v1/sessions/\(id)/turns", turn)
                #expect(answer.status == 200, "\(turn): \(answer.text)")
                answers.append(Turn(answer.json))
            }
            return answers
        }

        // `hark converse` on a fresh state of its own, as ConverseCommand holds it: the contacts
        // imported first, then one assistant hearing audio through the device's own decoder and
        // reading typed turns, the apps' vocabulary registered again after each turn.
        let state = StateDirectory(url: scratch.file("state"))
        try state.create()
        #expect(try LocalServer.importContacts(contacts, into: state) == 1)
        let pipeline = try HarkPipeline(configuration: HarkProfile.load(file: nil).configuration)
        let device = try Device(pipeline: pipeline, state: state)
        let assistant = try device.assistant(hearing: try device.commandRecognizer())
        var lines: [Turn] = []
        for turn in turns {
            let reply =
                turn.hasPrefix("/") ? try await assistant.reply(toAudioFile: turn) : await assistant.reply(to: turn)
            try device.afterTurn()
            // As `hark converse --json` prints it.
            let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(reply)) as? [String: Any]
            lines.append(Turn(try #require(json)))
        }
        try #require(lines.count == turns.count)
        for (index, (cli, http)) in zip(lines, served).enumerated() {
            #expect(cli == http, "turn \(index + 1) (\(turns[index])): converse \(cli), serve \(http)")
        }
        // The dialog went somewhere: something was understood and a question was asked.
        #expect(lines.contains { $0.intent == "INSendMessageIntent" })
        #expect(lines.contains { $0.reply.hasSuffix("?") })
    }
}
