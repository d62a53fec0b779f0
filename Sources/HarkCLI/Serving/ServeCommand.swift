import ArgumentParser
import Foundation
import HarkServer

/// `hark serve`: transcribe, understand, ask and hold conversations over local HTTP.
struct ServeCommand: PipelineCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve transcribe, understand, ask and dialogs over HTTP.",
        discussion: """
            Listens on 127.0.0.1 unless --host says otherwise, and prints "listening on \
            http://HOST:PORT" once it accepts connections (--port 0 picks a free port). Requests \
            carry audio in the body (anything libsndfile reads, or headerless PCM with ?raw=) or \
            JSON {"text": …}. Each request borrows one of --decoders decoders; when all are busy \
            and --queue requests already wait, the next gets 503. The apps' data and the user's \
            vocabulary are those of --state and --user, as for hark ask and converse. Stop it \
            with Ctrl-C or SIGTERM. The API is described by \(Documentation.path("openapi.yaml")), \
            which the server also serves as GET /openapi.json and /openapi.yaml.
            """)

    @Option(help: "Address to listen on (default: loopback only).")
    var host = ServerConfiguration().host

    @Option(help: "Port to listen on; 0 picks a free one.")
    var port = ServerConfiguration().port

    @Option(
        help: ArgumentHelp(
            "Require 'Authorization: Bearer TOKEN' on every request but GET /health and /openapi.*.",
            discussion: "Default: $\(ServeCommand.tokenVariable), else none.", valueName: "token"))
    var token: String?

    @Option(help: "Largest request body in bytes (413 beyond).")
    var maxBodyBytes = ServerConfiguration().maxBodyBytes

    @OptionGroup var served: ServedPipelineOptions
    @OptionGroup(title: "Confirmations") var confirmations: ConfirmationOptions

    static let tokenVariable = "HARK_SERVE_TOKEN"

    func validate() throws {
        if !(0...65_535).contains(port) { throw ValidationError("--port must be 0 to 65535, not \(port)") }
        if maxBodyBytes < 1 { throw ValidationError("--max-body-bytes must be at least 1") }
    }

    func run(_ options: PipelineOptions) async throws {
        var configuration = ServerConfiguration()
        configuration.host = host
        configuration.port = port
        configuration.token =
            token
            ?? ProcessInfo.processInfo.environment[Self.tokenVariable].flatMap {
                $0.isEmpty ? nil : $0
            }
        configuration.decoders = served.decoders
        configuration.queueLimit = served.queueLimit
        configuration.maxBodyBytes = maxBodyBytes
        configuration.maxSessions = served.maxSessions
        configuration.sessionIdleSeconds = served.sessionIdle
        if !configuration.isLoopback && configuration.token == nil {
            StandardStreams.printError(
                "warning: serving on \(host) without a token: anyone who reaches it can use the apps' data")
        }
        let server: HarkHTTPServer
        do {
            server = try HarkHTTPServer(
                configuration: configuration, engine: served.engine(options, adding: [confirmations]))
        } catch {
            throw CommandFailure(error)
        }
        let host = host
        try await server.run { port in
            StandardStreams.printLine("listening on http://\(host.contains(":") ? "[\(host)]" : host):\(port)")
        }
    }
}
