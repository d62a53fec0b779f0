import Foundation
import HarkServer
import HarkTestSupport
import Testing
import Yams

/// `hark serve`'s server in the test's process (``LocalServer``), on a loopback port the system picks, called over HTTP.
@Suite("hark serve", .serialized, .tags(.audio))
final class ServerTests {
    let scratch: ScratchDirectory

    init() throws {
        scratch = try ScratchDirectory("hark-serve-audio")
    }

    // A class suite's deinit runs after each test: the test's files go with it.
    deinit { scratch.remove() }

    @Test(.tags(.slow), .skippedInQuickRuns, .timeLimit(.minutes(20)))
    func audioIsTranscribedAndEveryBadRequestIsNamed() async throws {
        try await LocalServer.serving({
            $0.decoders = 1
            $0.maxBodyBytes = 200_000
        }) { server in
            defer { scratch.remove() }

            let health = try await server.send("GET", "/health")
            #expect(health.status == 200)
            #expect(health.json["status"] as? String == "ok")
            #expect((health.json["transcribers"] as? [String: Any])?["size"] as? Int == 1)

            let wav = try await server.audio("/v1/transcribe", URL(fileURLWithPath: try scratch.goForwardWAV()))
            #expect(wav.status == 200, "\(wav.text)")
            #expect(wav.json["text"] as? String == "go forward ten meters")
            #expect((wav.json["words"] as? [Any])?.count == 4)
            let raw = try await server.audio(
                "/v1/transcribe?raw=s16le:16000:1", URL(fileURLWithPath: PocketSphinxTestData.goForward),
                contentType: "application/octet-stream")
            #expect(raw.json["text"] as? String == "go forward ten meters", "\(raw.text)")

            let headerless = try await server.audio(
                "/v1/transcribe", URL(fileURLWithPath: PocketSphinxTestData.goForward))
            #expect(headerless.status == 415)
            #expect(headerless.error?.contains("?raw=s16le:16000:1") == true, "\(headerless.text)")
            let junk = try await server.send(
                "POST", "/v1/transcribe", body: Data("RIFF....WAVEjunk".utf8), contentType: "audio/wav")
            #expect(junk.status == 415)
            #expect(junk.error?.hasPrefix("request body: ") == true, "\(junk.text)")
            let badLayout = try await server.audio(
                "/v1/transcribe?raw=s16le:fast", URL(fileURLWithPath: PocketSphinxTestData.goForward))
            #expect(badLayout.status == 400)
            #expect(badLayout.error?.contains("'s16le:fast'") == true, "\(badLayout.text)")
            let empty = try await server.send("POST", "/v1/transcribe", body: Data(), contentType: "audio/wav")
            #expect(empty.status == 400)
            #expect(empty.error?.contains("empty") == true)
            let silent = try await server.audio(
                "/v1/understand", URL(fileURLWithPath: try scratch.silence("silence.wav")))
            #expect(silent.status == 422)
            #expect(silent.error?.contains("silence") == true, "\(silent.text)")
            let large = try await server.send(
                "POST", "/v1/transcribe", body: Data(count: 300_000), contentType: "audio/wav")
            #expect(large.status == 413)
            #expect(large.error?.contains("200000 bytes") == true, "\(large.text)")

            let textToTranscribe = try await server.text("/v1/transcribe", "go forward")
            #expect(textToTranscribe.status == 415)
            let plain = try await server.send(
                "POST", "/v1/understand", body: Data("go".utf8), contentType: "text/plain")
            #expect(plain.status == 415)
            #expect(plain.error?.contains("'text/plain'") == true)
            let noText = try await server.send(
                "POST", "/v1/understand", body: Data(#"{"txt": "hi"}"#.utf8), contentType: "application/json")
            #expect(noText.status == 400)
            #expect(noText.error?.contains(#"no "text" field"#) == true, "\(noText.text)")
            let notJSON = try await server.send(
                "POST", "/v1/ask", body: Data("{send".utf8), contentType: "application/json")
            #expect(notJSON.status == 400)
        }
    }

    @Test(.tags(.slow), .skippedInQuickRuns, .timeLimit(.minutes(20))) func sessionsKeepTheirOwnDialogsApart()
        async throws
    {
        try await LocalServer.serving({
            $0.decoders = 2
        }) { server in
            defer { scratch.remove() }
            let contacts = scratch.file("contacts.json")
            try Data(
                #"[{"screenName": "Bobo", "fullName": "Bobo the Great"}, {"screenName": "Kiki", "fullName": "Kiki Moreau"}]"#
                    .utf8
            ).write(to: contacts)
            #expect(try server.importContacts(contacts) == 2)

            let first = try await server.send("POST", "/v1/sessions")
            let second = try await server.send("POST", "/v1/sessions")
            #expect(first.status == 201 && second.status == 201)
            let a = try #require(first.json["id"] as? String)
            let b = try #require(second.json["id"] as? String)
            #expect(a != b)
            #expect(first.headers["location"] == "/v1/sessions/\(a)")

            // Two dialogs interleaved, each question answered in its own session; one turn by voice.
            var replies: [LocalServer.Answer] = []
            replies.append(try await server.text("/v1/sessions/\(a)/turns", "send a message on monkeychat"))
            replies.append(try await server.text("/v1/sessions/\(b)/turns", "send a message to kiki on monkeychat"))
            replies.append(
                try await server.audio(
                    "/v1/sessions/\(a)/turns", URL(fileURLWithPath: try scratch.speak("bobo", as: "bobo"))))
            replies.append(try await server.text("/v1/sessions/\(b)/turns", "the figs are ripe"))
            replies.append(try await server.text("/v1/sessions/\(a)/turns", "send more bananas"))
            #expect(replies.map(\.status) == [200, 200, 200, 200, 200], "\(replies.map(\.text))")
            #expect(replies.map { $0.json["session"] as? String } == [a, b, a, b, a])
            let said = replies.map { ($0.json["response"] as? [String: Any])?["text"] as? String }
            #expect(said[0] == "Who do you want to send it to?")
            #expect(said[1] == "What do you want to say to Kiki?")
            #expect(said[2] == "What do you want to say to Bobo?", "heard: \(replies[2].json["transcript"] ?? "")")
            #expect(replies[3].json["expecting"] is NSNull)
            #expect(
                replies.map { ($0.json["response"] as? [String: Any])?["code"] as? String } == [
                    nil, nil, nil, "success", "success",
                ])
            let stored = try server.messages()
            #expect(stored.contains("Kiki Moreau\tThe figs are ripe"), "\(stored)")
            #expect(stored.contains("Bobo the Great\tSend more bananas"), "\(stored)")

            let summary = try await server.send("GET", "/v1/sessions/\(a)")
            #expect(summary.json["turns"] as? Int == 3)
            #expect(summary.json["expecting"] is NSNull)
            #expect(try await server.send("DELETE", "/v1/sessions/\(a)").status == 204)
            #expect(try await server.send("GET", "/v1/sessions/\(a)").status == 404)
            let gone = try await server.text("/v1/sessions/\(a)/turns", "hello")
            #expect(gone.status == 404)
            #expect(gone.error?.contains(a) == true)

            // One-shot requests open no session and keep no question.
            let asked = try await server.text("/v1/ask", "send a message to kiki on monkeychat")
            #expect(
                (asked.json["response"] as? [String: Any])?["text"] as? String == "What do you want to say to Kiki?")
            #expect(asked.json["session"] == nil)
            let understood = try await server.audio(
                "/v1/understand",
                URL(
                    fileURLWithPath: try scratch.speak(
                        "send a message to bobo on monkeychat saying hello", as: "request")))
            #expect(understood.json["app"] as? String == "MonkeyChat", "\(understood.text)")
            #expect(understood.json["intent"] as? String == "INSendMessageIntent")
            #expect(try await server.send("GET", "/health").json["sessions"] as? Int == 1)
        }
    }

    @Test func aTokenGuardsEveryOperationButHealth() async throws {
        try await LocalServer.serving({
            $0.decoders = 1
            $0.token = "s3cret"
        }) { server in
            #expect(try await server.send("GET", "/health").status == 200)
            #expect(try await server.send("GET", "/openapi.yaml").status == 200)
            let missing = try await server.text("/v1/understand", "order a tomato soup")
            #expect(missing.status == 401)
            #expect(missing.headers["www-authenticate"] == "Bearer")
            let wrong = try await server.text(
                "/v1/understand", "order a tomato soup", headers: ["Authorization": "Bearer nope"])
            #expect(wrong.status == 401)
            #expect(wrong.error == "the bearer token is wrong")
            let right = try await server.text(
                "/v1/understand", "order a tomato soup", headers: ["Authorization": "Bearer s3cret"])
            #expect(right.status == 200, "\(right.text)")
            #expect(right.json["transcript"] as? String == "order a tomato soup")
        }
    }

    /// `?speak=true` adds the reply as a WAV that the server itself can read back; a language
    /// with no voice says so and keeps the text; a bad value is refused before the turn is taken.
    @Test(.tags(.slow), .skippedInQuickRuns, .timeLimit(.minutes(20))) func repliesAreSpokenWhenAsked() async throws {
        try await LocalServer.serving({
            $0.decoders = 1
        }) { server in
            let contacts = scratch.file("contacts.json")
            defer { scratch.remove() }
            try Data(#"[{"screenName": "Kiki", "fullName": "Kiki Moreau"}]"#.utf8).write(to: contacts)
            _ = try server.importContacts(contacts)

            let plain = try await server.text("/v1/ask", "send a message to kiki on monkeychat")
            #expect(plain.json["speech"] == nil)
            let spoken = try await server.text("/v1/ask?speak=true", "send a message to kiki on monkeychat")
            #expect(spoken.status == 200, "\(spoken.text)")
            let speech = try #require(spoken.json["speech"] as? [String: Any], "\(spoken.text)")
            let base64 = try #require(speech["wav"] as? String)
            let wav = try #require(Data(base64Encoded: base64))
            #expect(wav.prefix(4) == Data("RIFF".utf8))
            #expect((speech["seconds"] as? Double ?? 0) > 0.5)
            #expect(speech["unavailable"] is NSNull)
            let heardBack = try await server.send("POST", "/v1/transcribe", body: wav, contentType: "audio/wav")
            #expect(heardBack.status == 200, "\(heardBack.text)")
            #expect((heardBack.json["words"] as? [Any])?.isEmpty == false, "\(heardBack.text)")

            let session = try #require(try await server.send("POST", "/v1/sessions").json["id"] as? String)
            let refused = try await server.text(
                "/v1/sessions/\(session)/turns?speak=loud", "send a message to kiki on monkeychat")
            #expect(refused.status == 400)
            #expect(refused.error?.contains("'loud'") == true, "\(refused.text)")
            #expect(try await server.send("GET", "/v1/sessions/\(session)").json["turns"] as? Int == 0)
            let turn = try await server.text(
                "/v1/sessions/\(session)/turns?speak=1", "send a message to kiki on monkeychat")
            #expect((turn.json["speech"] as? [String: Any])?["wav"] is String, "\(turn.text)")

            try server.setLanguage("fr-FR")
            let french = try await server.text("/v1/ask?speak=true", "send a message to kiki on monkeychat")
            let unspoken = try #require(french.json["speech"] as? [String: Any], "\(french.text)")
            #expect(unspoken["wav"] is NSNull)
            #expect((unspoken["unavailable"] as? String)?.contains("fr-FR") == true, "\(french.text)")
            #expect((french.json["response"] as? [String: Any])?["text"] as? String != nil)
        }
    }

    /// docs/openapi.yaml and the router are held to the same list, and each documented operation
    /// reaches a handler: the router's own 404 has no JSON body, a handler's refusal has one.
    @Test func everyDocumentedOperationIsRouted() async throws {
        let url = Repository.file("docs/openapi.yaml")
        let document = try #require(try Yams.load(yaml: String(contentsOf: url, encoding: .utf8)) as? [String: Any])
        let paths = try #require(document["paths"] as? [String: [String: Any]])
        let methods: Set<String> = ["get", "post", "put", "patch", "delete"]
        let documented = Set(
            paths.flatMap { path, item in item.keys.filter(methods.contains).map { "\($0.uppercased()) \(path)" } })
        #expect(documented == Set(Endpoint.allCases.map { "\($0.method.rawValue) \($0.path)" }))

        try await LocalServer.serving({
            $0.decoders = 1
        }) { server in
            for operation in documented.sorted() {
                let parts = operation.split(separator: " ")
                let path = parts[1].replacingOccurrences(of: "{id}", with: "no-such-session")
                let answer = try await server.send(
                    String(parts[0]), path, body: parts[0] == "POST" ? Data(#"{"text": "hello"}"#.utf8) : nil,
                    contentType: parts[0] == "POST" ? "application/json" : nil)
                #expect(answer.status != 404 || answer.error?.contains("no-such-session") == true, "\(operation)")
                #expect(answer.status < 500, "\(operation): \(answer.text)")
            }
            let unrouted = try await server.send("GET", "/v1/nothing-here")
            #expect(unrouted.status == 404)
            #expect(unrouted.error?.contains("GET /v1/nothing-here") == true, "\(unrouted.text)")
        }
    }

    /// What no route takes gets the API's JSON error: 404 for an unknown path, 405 with `Allow`
    /// for a method its path does not take; OPTIONS lists the methods, HEAD answers as GET. A
    /// `raw` the document does not allow is a 400 wherever it is given.
    @Test func requestsTheAPIDoesNotTakeGetItsErrors() async throws {
        try await LocalServer.serving({
            $0.decoders = 1
        }) { server in
            for (method, path, allow) in [
                ("TRACE", "/health", "GET, HEAD, OPTIONS"), ("POST", "/health", "GET, HEAD, OPTIONS"),
                ("PUT", "/v1/sessions/abc", "GET, DELETE, HEAD, OPTIONS"), ("GET", "/v1/ask", "POST, OPTIONS"),
                ("DELETE", "/v1/sessions/abc/turns", "POST, OPTIONS"), ("PATCH", "/openapi.json", "GET, HEAD, OPTIONS"),
            ] {
                let answer = try await server.send(method, path)
                #expect(answer.status == 405, "\(method) \(path)")
                #expect(answer.headers["allow"] == allow, "\(method) \(path)")
                #expect(answer.headers["content-type"] == "application/json")
                #expect(answer.error?.hasPrefix("\(method) is not allowed on \(path)") == true, "\(answer.text)")
            }
            for path in ["/", "/v1", "/v2/transcribe", "/v1/sessions/abc/turns/1", "/health/more"] {
                let answer = try await server.send("TRACE", path)
                #expect(answer.status == 404, "\(path)")
                #expect(answer.error?.contains("no such route: TRACE \(path)") == true, "\(answer.text)")
            }
            let options = try await server.send("OPTIONS", "/v1/sessions/abc")
            #expect(options.status == 204)
            #expect(options.headers["allow"] == "GET, DELETE, HEAD, OPTIONS")
            #expect(try await server.send("HEAD", "/health").status == 200)
            // A handler's own 404 is still its own.
            let noSession = try await server.send("GET", "/v1/sessions/abc")
            #expect(
                noSession.status == 404 && noSession.error?.hasPrefix("no session 'abc'") == true, "\(noSession.text)")

            // `raw` is checked wherever it is given, beside typed words too: what the document's
            // pattern does not allow is refused.
            for raw in ["", "S16LE:16000:1", "s16le:3999", "s16le:16000:9", "s16le:16000:1:1"] {
                let answer = try await server.text("/v1/understand?raw=\(raw)", "order a tomato soup")
                #expect(answer.status == 400, "raw=\(raw): \(answer.text)")
                #expect(answer.error?.hasPrefix("raw: '\(raw)'") == true, "\(answer.text)")
            }
            let allowed = try await server.text("/v1/understand?raw=s16le:768000:8", "order a tomato soup")
            #expect(allowed.status == 200, "\(allowed.text)")
        }
    }

    /// The server describes itself: the document it was built with, as written and as JSON.
    @Test func theOpenAPIDocumentIsServed() async throws {
        try await LocalServer.serving({
            $0.decoders = 1
            $0.token = "s3cret"
        }) { server in
            let written = try Data(contentsOf: Repository.file("docs/openapi.yaml"))
            let yaml = try await server.send("GET", "/openapi.yaml")
            #expect(yaml.status == 200)
            #expect(yaml.headers["content-type"] == "application/yaml")
            #expect(yaml.body == written)
            let json = try await server.send("GET", "/openapi.json")
            #expect(json.status == 200, "open without the token: \(json.text)")
            #expect(json.headers["content-type"] == "application/json")
            let document = try #require(try Yams.load(yaml: String(decoding: written, as: UTF8.self)) as? [String: Any])
            #expect(json.json["openapi"] as? String == document["openapi"] as? String)
            let servedPaths = try #require(json.json["paths"] as? [String: Any])
            #expect(Set(servedPaths.keys) == Set(Endpoint.allCases.map(\.path)))
            let raw = ((json.json["components"] as? [String: Any])?["parameters"] as? [String: Any])?["raw"]
            #expect((raw as? [String: Any])?["schema"].flatMap { ($0 as? [String: Any])?["pattern"] as? String } != nil)
        }
    }
}
