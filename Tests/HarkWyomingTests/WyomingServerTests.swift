import Dispatch
import Foundation
import HarkSupport
import HarkWyoming
import Synchronization
import Testing

/// The TCP service in-process, with an engine of the test's: clients served at once, and a
/// connection whose event stops halfway closed with an error while the service goes on.
@Suite("Wyoming server", .timeLimit(.minutes(20)))
struct WyomingServerTests {
    /// Holds each transcription until two are under way (or 60 s pass), and records the most at once.
    final class TwoAtOnceEngine: WyomingEngine {
        let inner = RecordingEngine()
        let inFlight = Mutex((now: 0, most: 0))
        var programs: WyomingPrograms { inner.programs }

        func transcribe(_ samples: [Int16], model: String) async throws -> String {
            inFlight.withLock {
                $0.now += 1
                $0.most = max($0.most, $0.now)
            }
            defer { inFlight.withLock { $0.now -= 1 } }
            let deadline = ContinuousClock.now + .seconds(60)
            while inFlight.withLock({ $0.most }) < 2, ContinuousClock.now < deadline {
                try await Task.sleep(for: .milliseconds(10))
            }
            return try await inner.transcribe(samples, model: model)
        }
        func recognize(_ text: String) async throws -> WyomingIntent? { try await inner.recognize(text) }
        func makeConversation(language: String?) async throws -> any WyomingConversation {
            try await inner.makeConversation(language: language)
        }
        func synthesize(_ text: String, language: String?) async throws -> WyomingSpeech {
            try await inner.synthesize(text, language: language)
        }
    }

    /// Runs jobs on threads of its own instead of Swift's cooperative pool. Under the whole suite
    /// on two cores, tests that block their threads (child processes waited for) hold that pool
    /// for minutes, and a service in this process waited past any limit for a thread to start on.
    final class DedicatedExecutor: TaskExecutor {
        private let queue = DispatchQueue(label: "WyomingServerTests", attributes: .concurrent)

        func enqueue(_ job: consuming ExecutorJob) {
            let job = UnownedJob(job)
            let executor = asUnownedTaskExecutor()
            queue.async { job.runSynchronously(on: executor) }
        }
    }

    static let executor = DedicatedExecutor()

    /// Runs `body` against a service on a free loopback port, both on the dedicated executor.
    func withService(
        _ engine: some WyomingEngine, limits: WyomingServiceLimits,
        _ body: @escaping @Sendable (Int) async throws -> Void
    ) async throws {
        try await withTaskExecutorPreference(Self.executor) {
            let port = Mutex<Int?>(nil)
            let server = WyomingServer(engine: engine, limits: limits) { _ in }
            let serving = Task(executorPreference: Self.executor) {
                try await server.run(at: .tcp(host: "127.0.0.1", port: 0)) { address in
                    if case .tcp(_, let chosen) = address { port.withLock { $0 = chosen } }
                }
            }
            defer { serving.cancel() }
            let deadline = ContinuousClock.now + .seconds(120)
            while port.withLock({ $0 }) == nil, ContinuousClock.now < deadline {
                try await Task.sleep(for: .milliseconds(10))
            }
            try await body(try #require(port.withLock { $0 }))
        }
    }

    static func utterance(seconds: Double) -> [WyomingEvent] {
        let format: [String: JSONValue] = ["rate": .number(16_000), "width": .number(2), "channels": .number(1)]
        return [
            WyomingEvent("audio-start", data: format),
            WyomingEvent("audio-chunk", data: format, payload: Data(count: Int(seconds * 16_000) * 2)),
            WyomingEvent("audio-stop"),
        ]
    }

    /// Runs a blocking client off Swift's cooperative pool, which the service in this process needs.
    static func onThread<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(with: Result { try body() }) }
        }
    }

    @Test func clientsAreServedAtOnceEachWithItsOwnAnswer() async throws {
        let engine = TwoAtOnceEngine()
        try await withService(engine, limits: WyomingServiceLimits()) { port in
            try await withThrowingTaskGroup(of: (Double, String?).self) { group in
                for seconds in [0.1, 0.25] {
                    group.addTask {
                        try await Self.onThread {
                            let connection = try TestConnection(port: port)
                            Self.utterance(seconds: seconds).forEach(connection.send)
                            // This client writes version 1.7.0: the transcript comes inside its stream.
                            let events = try connection.read(4)
                            return (seconds, events.first { $0.type == "transcript" }?.data["text"]?.text)
                        }
                    }
                }
                for try await (seconds, text) in group {
                    #expect(text == "heard \(Int(seconds * 16_000)) samples")
                }
            }
        }
        #expect(engine.inFlight.withLock { $0.most } == 2)
    }

    struct Exchange: Sendable {
        var events: [WyomingEvent]
        var closed: Bool
        var seconds: Double
    }

    @Test func anEventLeftHalfSentIsAnErrorAndTheServiceGoesOn() async throws {
        let limits = WyomingServiceLimits(incompleteEventSeconds: 0.3)
        try await withService(RecordingEngine(), limits: limits) { port in
            let stalled = try await Self.onThread {
                let connection = try TestConnection(port: port)
                connection.send(Data("{\"type\": \"audio-chunk\", \"payload_length\": 100}\n".utf8) + Data(count: 10))
                let started = Date()
                let events = try connection.read(2, within: 180)
                return Exchange(events: events, closed: connection.closed, seconds: Date().timeIntervalSince(started))
            }
            #expect(stalled.events.map { $0.data["code"] } == [.string("incomplete-event")])
            #expect(stalled.events.first?.data["text"]?.text.contains("promised more bytes") == true)
            #expect(stalled.closed)
            // Closed by the service, well before the client's own deadline.
            #expect(stalled.seconds < 150)

            // A header too long for the limit is refused at once; other clients are unaffected.
            let flooding = try await Self.onThread {
                let connection = try TestConnection(port: port)
                connection.send(Data(repeating: UInt8(ascii: "x"), count: 20_000))
                return Exchange(events: try connection.read(2), closed: connection.closed, seconds: 0)
            }
            #expect(flooding.events.map { $0.data["code"] } == [.string("malformed-event")])
            #expect(flooding.closed)

            let fresh = try await Self.onThread {
                let connection = try TestConnection(port: port)
                connection.send(WyomingEvent("describe"))
                return try connection.read(1).map(\.type)
            }
            #expect(fresh == ["info"])
        }
    }
}
