import ArgumentParser
import Dispatch
import Foundation
import Hark
import HarkBuildInfo
import HarkResponses
import HarkServer
import HarkSpeech
import HarkSupport
import HarkUnderstanding
import HarkWyoming
import HarkWyomingService

/// `hark wyoming`: speech to text, intent recognition, intent handling and text to speech over
/// the Wyoming protocol, from the same pipeline as `hark serve`.
struct WyomingCommand: PipelineCommand {
    static let configuration = CommandConfiguration(
        commandName: "wyoming",
        abstract: "Serve Hark over the Wyoming protocol.",
        discussion: """
            For Home Assistant's Wyoming integration and Rhasspy 3. --uri tcp://HOST:PORT listens \
            there and prints "listening on tcp://HOST:PORT" (port 0 picks a free one); stdio:// \
            talks to one client on standard input and output. Bad events get an `error` event. \
            The apps' data and the user's vocabulary are those of --state and --user, as for \
            hark serve. See \(Documentation.path("wyoming.md")).
            """)

    @Option(help: "tcp://HOST:PORT or stdio://.")
    var uri = "tcp://127.0.0.1:10300"

    @Option(help: "Connections served at once; more wait to be accepted.")
    var maxConnections = WyomingServiceLimits().maxConnections

    @Option(help: "Longest utterance kept, in seconds (an 'audio-too-long' error beyond).")
    var maxUtteranceSeconds = WyomingServiceLimits().maxUtteranceSeconds

    @OptionGroup var served: ServedPipelineOptions
    @OptionGroup(title: "Confirmations") var confirmations: ConfirmationOptions
    @OptionGroup(title: "Wake word") var wakeWord: WakeWordOption
    @OptionGroup(title: "Wake word") var wake: WakeOptions

    func validate() throws {
        do {
            _ = try WyomingEndpoint(uri: uri)
        } catch {
            throw ValidationError(error.description)
        }
        if maxConnections < 1 { throw ValidationError("--max-connections must be at least 1") }
        if !(maxUtteranceSeconds > 0) { throw ValidationError("--max-utterance-seconds must be above 0") }
    }

    func run(_ options: PipelineOptions) async throws {
        let endpoint = try WyomingEndpoint(uri: uri)
        var limits = WyomingServiceLimits()
        limits.maxConnections = maxConnections
        limits.maxUtteranceSeconds = maxUtteranceSeconds
        limits.maxConversations = served.maxSessions
        limits.conversationIdleSeconds = served.sessionIdle
        let engine: ServiceWyomingEngine
        do {
            engine = try ServiceWyomingEngine(
                engine: served.engine(options, adding: [confirmations, wakeWord, wake]), decoders: served.decoders,
                queueLimit: served.queueLimit,
                log: { StandardStreams.printError($0) })
        } catch {
            throw CommandFailure(error)
        }
        let server = WyomingServer(engine: engine, limits: limits) { StandardStreams.printError($0) }
        let serving = Task {
            try await server.run(at: endpoint) { address in
                // Standard output is the protocol's own in stdio mode.
                if address == .stdio { return }
                StandardStreams.printLine("listening on \(address)")
            }
        }
        // SIGTERM and Ctrl-C end the service as its own end does, so the process exits normally.
        let stops = [SIGTERM, SIGINT].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number)
            source.setEventHandler { serving.cancel() }
            source.resume()
            return source
        }
        defer { stops.forEach { $0.cancel() } }
        do {
            try await serving.value
        } catch is CancellationError {
        } catch {
            throw CommandFailure("hark wyoming: \(error)")
        }
    }
}
