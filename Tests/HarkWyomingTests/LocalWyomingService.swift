import Foundation
import Hark
import HarkDevice
import HarkStorage
import HarkTestSupport
import HarkWyoming
import HarkWyomingService
import Synchronization
import Testing

/// `hark wyoming`'s service, from the HarkWyoming and HarkWyomingService libraries, in the test's
/// own process: the engine the command builds (the profile of `$HARK_PROFILE`, one decoder per
/// pool) on a device in a state folder of the test's, on a loopback port the system picks.
enum LocalWyomingService {
    struct StartFailure: Error {}

    /// The service's run ended with an error when it was cancelled, instead of ending as it should.
    struct StopFailure: Error {
        var error: any Error
    }

    /// Runs `body` with the service's `tcp://` address, then cancels the service and waits for it
    /// to end: a run that ends with an error other than its cancellation throws ``StopFailure``.
    /// - Parameters:
    ///   - intents: intent definitions to hear instead of the shipped apps' (`--intents`).
    ///   - entities: Home Assistant's entity names (`--home-assistant-entities`).
    static func serving<T>(
        state: URL, intents: [URL]? = nil, entities: URL? = nil, _ body: (String) async throws -> T
    ) async throws -> T {
        // As `hark wyoming --decoders 1` builds its engine (WyomingCommand).
        var profile = try HarkProfile.load(file: nil)
        if let entities {
            try profile.set(ConfigurationSetting.homeAssistantEntities.key, entities.path, from: .flag("--entities"))
        }
        let pipeline = try HarkPipeline(configuration: profile.configuration)
        let device = try Device(pipeline: pipeline, intents: intents, state: StateDirectory(url: state))
        let log: @Sendable (String) -> Void = { FileHandle.standardError.write(Data(("hark: " + $0 + "\n").utf8)) }
        // The queue is `hark wyoming`'s default (--queue, ServerConfiguration's queueLimit).
        let engine = try ServiceWyomingEngine(
            engine: device.served(), decoders: 1,
            queueLimit: 16, log: log)
        let server = WyomingServer(engine: engine, limits: WyomingServiceLimits(), log: log)

        let address = Mutex<String?>(nil)
        let ended = Mutex(false)
        let serving = Task(executorPreference: ServiceThreads.shared) {
            defer { ended.withLock { $0 = true } }
            try await server.run(at: .tcp(host: "127.0.0.1", port: 0)) { endpoint in
                address.withLock { $0 = endpoint.description }
            }
        }
        // Generous: under the whole suite on two cores, tests that block the cooperative pool for
        // minutes (child processes waited for) can hold back the start; the test's own limit bounds it.
        let deadline = ContinuousClock.now + .seconds(600)
        while address.withLock({ $0 }) == nil, !ended.withLock({ $0 }), ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(10))
        }
        guard let uri = address.withLock({ $0 }) else {
            serving.cancel()
            try await serving.value
            throw StartFailure()
        }
        let result: T
        do {
            result = try await body(uri)
        } catch {
            serving.cancel()
            _ = await serving.result
            throw error
        }
        serving.cancel()
        switch await serving.result {
        case .success, .failure(is CancellationError): return result
        case .failure(let error): throw StopFailure(error: error)
        }
    }

    /// Runs scripts/wyoming-client.py with `arguments` off Swift's cooperative pool (which the
    /// service in this process needs): its JSON output.
    static func client(_ arguments: [String]) async throws -> [String: Any] {
        let run = try await ServiceThreads.blocking {
            try HarkProcess.run(
                [Repository.file("scripts/wyoming-client.py").path] + arguments,
                program: Repository.file(".venv-tools/bin/python"))
        }
        try #require(run.status == 0, Comment(rawValue: run.standardError))
        return try #require(
            try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any],
            Comment(rawValue: run.standardOutput))
    }
}
