import Foundation
import Hark
import Hummingbird
import Logging
import ServiceLifecycle
import Synchronization

/// `hark serve`: the engine over local HTTP, on Hummingbird. See docs/openapi.yaml for the API.
public struct HarkHTTPServer: Sendable {
    public let configuration: ServerConfiguration
    private let api: HarkAPI

    /// Builds every decoder now, so a bad model or search fails here rather than per request.
    public init(configuration: ServerConfiguration, engine: any ServiceEngine) throws {
        self.configuration = configuration
        var logger = Logger(label: "hark.serve")
        logger.logLevel =
            ProcessInfo.processInfo.environment["LOG_LEVEL"].flatMap(Logger.Level.init(rawValue:)) ?? .notice
        api = try HarkAPI(configuration: configuration, engine: engine, logger: logger)
    }

    /// Serves until SIGINT or SIGTERM (or the task is cancelled), calling `onListening` with the
    /// port once connections are accepted — the one the system chose when the configured port is 0.
    /// With `stoppingOnSignals` false it serves until the task is cancelled and leaves the process's
    /// signals alone: a program serving beside other work, or a test, stops it by cancelling.
    /// Either way the server stops gracefully, answering the requests under way first.
    ///
    /// Before this returns, the request handlers let go of the decoders and sessions, so they are
    /// freed by whoever drops this server, not later on one of Hummingbird's threads.
    public func run(
        stoppingOnSignals: Bool = true, onListening: @escaping @Sendable (Int) -> Void = { _ in }
    ) async throws {
        let served = ServedAPI(api)
        defer { served.stop() }
        let app = Application(
            router: router(served),
            configuration: .init(
                address: .hostname(configuration.host, port: configuration.port), serverName: "hark"),
            onServerRunning: { channel in onListening(channel.localAddress?.port ?? 0) },
            logger: api.logger)
        let group = ServiceGroup(
            configuration: .init(
                services: [app], gracefulShutdownSignals: stoppingOnSignals ? [.sigterm, .sigint] : [],
                logger: api.logger))
        // Cancelling the caller's task stops the server as a signal does, gracefully: had the
        // cancellation reached the group, Hummingbird would cut the listening channel short (and
        // log errors). The group runs in a task of its own, which the cancellation does not reach,
        // and is asked to shut down.
        let serving = Task { try await group.run() }
        try await withTaskCancellationHandler {
            try await serving.value
        } onCancel: {
            Task { await group.triggerGracefulShutdown() }
        }
    }

    func router(_ served: ServedAPI) -> Router<BasicRequestContext> {
        // HEAD is answered wherever GET is; what no route takes gets the API's JSON 404 or 405.
        let router = Router(context: BasicRequestContext.self, options: .autoGenerateHeadEndpoints)
        router.add(middleware: UnroutedRequestMiddleware())
        if let token = configuration.token { router.add(middleware: BearerTokenMiddleware(token: token)) }
        for endpoint in Endpoint.allCases {
            router.on(RouterPath(endpoint.path), method: endpoint.method) { request, context in
                try await served.api().respond(to: endpoint, request, context)
            }
        }
        return router
    }
}

/// The API as the router's handlers reach it, until the server stops.
///
/// Hummingbird can let go of the router, and so of what its handlers hold, a moment after
/// `runService` has returned and on another thread. Had the handlers held the API itself, its
/// decoders, sessions and parsed templates could then still be alive, being released on that
/// thread, while the main one was already exiting; LeakSanitizer, which checks at exit, reported
/// them as leaked (it cannot follow the pointers to Swift's enum payloads, which carry the case in
/// their spare bits, so everything reached only through them looks unreferenced). `run` empties
/// this when the server stops, so whatever Hummingbird releases later holds nothing of the API,
/// and the API is freed by whoever drops the server.
final class ServedAPI: Sendable {
    private let current: Mutex<HarkAPI?>

    init(_ api: HarkAPI) {
        current = Mutex(api)
    }

    /// The API; 503 once the server has stopped.
    func api() throws -> HarkAPI {
        guard let api = current.withLock({ $0 }) else {
            throw APIError(.serviceUnavailable, "the server is stopping")
        }
        return api
    }

    /// Lets go of the API: requests from now on are refused.
    func stop() {
        current.withLock { $0 = nil }
    }
}
