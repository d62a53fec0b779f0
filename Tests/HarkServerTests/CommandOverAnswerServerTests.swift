import Foundation
import HarkTestSupport
import Testing

/// Issue 31 in `hark serve`: a request said where the session expected an answer is that request.
@Suite("hark serve: commands where an answer was expected", .serialized, .tags(.audio))
struct CommandOverAnswerServerTests {
    @Test(.tags(.slow), .skippedInQuickRuns, .timeLimit(.minutes(20)))
    func theMessageRequestAfterTheSoupQuestionSendsItAndOrdersNothing() async throws {
        let scratch = try ScratchDirectory("hark-serve-command-over-answer")
        defer { scratch.remove() }
        try await LocalServer.serving({ $0.decoders = 1 }) { server in
            let contacts = scratch.file("contacts.json")
            try Data(#"[{"screenName": "Kiki", "fullName": "Kiki Moreau"}]"#.utf8).write(to: contacts)
            #expect(try server.importContacts(contacts) == 1)
            let session = try await server.send("POST", "/v1/sessions")
            let id = try #require(session.json["id"] as? String, "\(session.status) \(session.text)")

            let asked = try await server.text("/v1/sessions/\(id)/turns", "order a tomato soup with soup chef")
            #expect(
                (asked.json["response"] as? [String: Any])?["text"] as? String
                    == "Do you want to order one tomato soup?")
            let request = try scratch.speak("send a message to Kiki on MonkeyChat saying see you soon", as: "kiki")
            let heard = try await server.audio("/v1/sessions/\(id)/turns", URL(fileURLWithPath: request))
            #expect(heard.status == 200, "\(heard.text)")
            #expect(heard.json["app"] as? String == "MonkeyChat", "heard: \(heard.json["transcript"] ?? "")")
            #expect(heard.json["intent"] as? String == "INSendMessageIntent")
            #expect(try server.orders().isEmpty, "no soup is ordered")
        }
    }
}
