import Foundation
import Hummingbird
import Logging

/// `hark serve`: the engine over local HTTP, on Hummingbird. See docs/openapi.yaml for the API.
public struct HarkHTTPServer: Sendable {
    public let configuration: ServerConfiguration
    private let api: HarkAPI

    /// Builds every decoder now, so a bad model or search fails here rather than per request.
    public init(configuration: ServerConfiguration, pipeline: ServerPipeline) throws {
        self.configuration = configuration
        var logger = Logger(label: "hark.serve")
        logger.logLevel =
            ProcessInfo.processInfo.environment["LOG_LEVEL"].flatMap(Logger.Level.init(rawValue:)) ?? .notice
        api = try HarkAPI(configuration: configuration, pipeline: pipeline, logger: logger)
    }

    /// Serves until SIGINT or SIGTERM (or the task is cancelled), calling `onListening` with the
    /// port once connections are accepted — the one the system chose when the configured port is 0.
    public func run(onListening: @escaping @Sendable (Int) -> Void = { _ in }) async throws {
        let app = Application(
            router: router(),
            configuration: .init(
                address: .hostname(configuration.host, port: configuration.port), serverName: "hark"),
            onServerRunning: { channel in onListening(channel.localAddress?.port ?? 0) },
            logger: api.logger)
        try await app.runService()
    }

    func router() -> Router<BasicRequestContext> {
        let router = Router(context: BasicRequestContext.self)
        if let token = configuration.token { router.add(middleware: BearerTokenMiddleware(token: token)) }
        let api = api
        for endpoint in Endpoint.allCases {
            router.on(RouterPath(endpoint.path), method: endpoint.method) { request, context in
                try await api.respond(to: endpoint, request, context)
            }
        }
        return router
    }
}
