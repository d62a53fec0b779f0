import Foundation
import HarkApps
import HarkTestSupport
import Hummingbird
import Logging
import Testing

/// The coffee maker with a webhook for a handler: a loopback server answers the same JSON
/// barista.py does, and sees the request.
@Suite("Declared apps: webhook handlers")
struct WebhookHandlerTests {
    /// What the server was sent, in order.
    final class Received: @unchecked Sendable {
        private let lock = NSLock()
        private var bodies: [[String: Any]] = []
        func append(_ body: [String: Any]) { lock.withLock { bodies.append(body) } }
        var all: [[String: Any]] { lock.withLock { bodies } }
    }

    /// Cancelling the server at the end is no error worth printing.
    static let quietLogger: Logger = {
        var logger = Logger(label: "hark.apps.webhook-test")
        logger.logLevel = .critical
        return logger
    }()

    @Test func theWebhookAnswersAndSeesTheRequest() async throws {
        try await withWebhookApp { fixture, received in
            let reply = await fixture.say("brew a large latte")
            #expect(
                reply.response.text
                    == "One large latte coming right up! Order number forty two, ready in five minutes.")
            #expect(received.all.map { $0["phase"] as? String } == ["resolve", "confirm", "handle"])
            let handled = try #require(received.all.last)
            #expect((handled["parameters"] as? [String: [String]]) == ["size": ["large"], "coffeeDrink": ["latte"]])
            #expect(handled["protocol"] as? Int == 1)
            #expect(((handled["dialog"] as? [String: Any])?["language"]) as? String == "en-US")
            #expect(fixture.logs.isEmpty)
        }
    }

    /// The same webhook answers a spoken order: the request comes from audio, heard by Hark's pipeline.
    @Test(.tags(.audio)) func theWebhookAnswersASpokenOrder() async throws {
        try await withWebhookApp(hearing: true) { fixture, received in
            // flite's "latte" is heard as "let"; its cappuccino is clear.
            let reply = try await fixture.speak("make me a large cappuccino")
            #expect(reply.transcript.contains("cappuccino"), "heard: \(reply.transcript)")
            #expect(reply.response.text.contains("cappuccino coming right up"), "\(reply.response.text)")
            let handled = try #require(received.all.last)
            #expect(handled["phase"] as? String == "handle")
            #expect((handled["parameters"] as? [String: [String]])?["coffeeDrink"] == ["cappuccino"])
            let dialog = try #require(handled["dialog"] as? [String: Any])
            #expect(dialog["transcript"] as? String == reply.transcript)
        }
    }

    /// The coffee maker installed with a webhook on a loopback server that answers as barista.py
    /// does, for `body`.
    func withWebhookApp(
        hearing: Bool = false, _ body: (DeclaredAppFixture, Received) async throws -> Void
    ) async throws {
        let received = Received()
        let router = Router()
        router.post("/coffee") { request, _ -> Response in
            let body = try await request.body.collect(upTo: 1 << 20)
            let json = try JSONSerialization.jsonObject(with: Data(buffer: body)) as? [String: Any] ?? [:]
            received.append(json)
            let answer: String =
                switch json["phase"] as? String {
                case "resolve": "{}"
                case "confirm": #"{"code": "ready"}"#
                default: #"{"code": "success", "values": {"orderNumber": 42, "waitTime": 300}}"#
                }
            return Response(
                status: .ok, headers: [.contentType: "application/json"],
                body: ResponseBody(byteBuffer: ByteBuffer(string: answer)))
        }
        let port = AsyncStream.makeStream(of: Int.self)
        let app = Application(
            router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)),
            onServerRunning: { channel in port.continuation.yield(channel.localAddress?.port ?? 0) },
            logger: Self.quietLogger)
        let server = Task { try await app.runService() }
        defer { server.cancel() }
        var ports = port.stream.makeAsyncIterator()
        let listening = try #require(await ports.next())

        let scratch = try ScratchDirectory("hark-webhook")
        defer { scratch.remove() }
        let folder = scratch.file("coffee")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for file in ["coffee_maker.yaml", "coffee_maker.responses.yaml"] {
            try FileManager.default.copyItem(
                at: Repository.file("Models/coffee-maker/\(file)"), to: folder.appendingPathComponent(file))
        }
        try Data(
            """
            intents: coffee_maker.yaml
            handler:
              webhook: http://127.0.0.1:\(listening)/coffee
              phases: [resolve, confirm, handle]
            # The loopback server runs in this test process, on the cooperative pool the whole
            # suite's blocking tests hold on two cores: give it the most time a manifest may.
            timeoutSeconds: 60

            """.utf8
        ).write(to: folder.appendingPathComponent("app.yaml"))

        try await body(try DeclaredAppFixture(folder: folder, hearing: hearing), received)
    }
}
