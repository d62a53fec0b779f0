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

/// `hark wyoming`: speech to text, intent recognition, intent handling and text to speech over
/// the Wyoming protocol, from the same pipeline as `hark serve`.
struct WyomingCommand: AsyncParsableCommand {
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

    @Option(name: .customLong("queue"), help: "Requests that may wait for a busy decoder before a 'busy' error.")
    var queueLimit = 16

    @Option(help: "Connections served at once; more wait to be accepted.")
    var maxConnections = WyomingServiceLimits().maxConnections

    @Option(help: "Longest utterance kept, in seconds (an 'audio-too-long' error beyond).")
    var maxUtteranceSeconds = WyomingServiceLimits().maxUtteranceSeconds

    @OptionGroup var served: ServedPipelineOptions

    func validate() throws {
        do {
            _ = try WyomingEndpoint(uri: uri)
        } catch {
            throw ValidationError(error.description)
        }
        if queueLimit < 0 { throw ValidationError("--queue must not be negative") }
        if maxConnections < 1 { throw ValidationError("--max-connections must be at least 1") }
        if !(maxUtteranceSeconds > 0) { throw ValidationError("--max-utterance-seconds must be above 0") }
    }

    func run() async throws {
        let endpoint = try WyomingEndpoint(uri: uri)
        var limits = WyomingServiceLimits()
        limits.maxConnections = maxConnections
        limits.maxUtteranceSeconds = maxUtteranceSeconds
        let engine: PipelineWyomingEngine
        do {
            engine = try PipelineWyomingEngine(
                pipeline: served.serverPipeline(), decoders: served.decoders, queueLimit: queueLimit)
        } catch {
            StandardStreams.printError("\(error)")
            throw ExitCode.failure
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
            StandardStreams.printError("hark wyoming: \(error)")
            throw ExitCode.failure
        }
    }
}

/// The pipeline of `hark serve` as the Wyoming service's engine: decoders lent from pools, one
/// assistant per connection's dialog, flite for speech.
struct PipelineWyomingEngine: WyomingEngine {
    /// The command search (the apps' grammar and language model): what Home Assistant's handle
    /// and intent steps read best, so the default.
    static let commandModel = "hark-commands"
    /// The general English language model, for dictation.
    static let generalModel = "hark-general"

    let pipeline: ServerPipeline
    let transcribers: DecoderPool<any SpeechRecognizing>
    let commandDecoders: DecoderPool<any CommandRecognizing>
    let synthesizer = SpeechSynthesizer()
    let programs: WyomingPrograms

    init(pipeline: ServerPipeline, decoders: Int, queueLimit: Int) throws {
        self.pipeline = pipeline
        transcribers = try DecoderPool(size: decoders, queueLimit: queueLimit, make: pipeline.makeTranscriber)
        commandDecoders = try DecoderPool(size: decoders, queueLimit: queueLimit, make: pipeline.makeCommandDecoder)
        let english = ["en-US"]
        programs = WyomingPrograms(
            asrModels: [
                .init(
                    name: Self.commandModel, description: "The installed apps' commands (PocketSphinx, en-US)",
                    languages: english),
                .init(name: Self.generalModel, description: "General English (PocketSphinx)", languages: english),
            ],
            intentModels: [.init(name: "hark-apps", description: "The installed apps' intents", languages: english)],
            handleModels: [
                .init(
                    name: "hark-assistant", description: "The installed apps' replies", languages: Self.replyLanguages()
                )
            ],
            voices: [
                .init(name: SpeechSynthesizer.voiceName, description: "flite's US English voice", languages: english)
            ],
            version: HarkVersion.number)
    }

    /// The languages of the response catalogs installed, en-US first.
    static func replyLanguages() -> [String] {
        let folder = ModelsDirectory.locate(ResponseCatalog.modelsSubdirectory)
        let files = folder.flatMap { try? FileManager.default.contentsOfDirectory(atPath: $0.path) } ?? []
        let codes = files.filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(".yaml".count)) }
        return codes.isEmpty ? ["en-US"] : codes.sorted { ($0 == "en-US" ? 0 : 1, $0) < ($1 == "en-US" ? 0 : 1, $1) }
    }

    func transcribe(_ samples: [Int16], model: String) async throws -> String {
        guard !samples.isEmpty else { return "" }
        if model == Self.generalModel {
            return try await lend(transcribers) { try $0.recognize(samples, expecting: nil).text }
        }
        return try await lend(commandDecoders) { try $0.recognize(samples, expecting: nil).text }
    }

    func recognize(_ text: String) async throws -> WyomingIntent? {
        let result = pipeline.makeUnderstander(try await currentParser()).understand(text)
        guard !result.isRejected else { return nil }
        let reading = result.understanding
        return WyomingIntent(
            name: reading.intent,
            entities: reading.parameters.keys.sorted().flatMap { name in
                reading.parameters[name]!.map { (name: name, value: $0.value) }
            },
            context: [
                "app": reading.app.map(JSONValue.string) ?? .null,
                "domain": reading.domain.map(JSONValue.string) ?? .null,
                "confidence": .number(reading.confidence),
            ])
    }

    func makeConversation() async throws -> any WyomingConversation {
        AssistantConversation(assistant: try pipeline.makeAssistant(try await currentParser()), engine: self)
    }

    func synthesize(_ text: String, language: String?) async throws -> WyomingSpeech {
        let synthesizer = synthesizer
        // flite is CPU-bound: off the cooperative pool, as decoding is.
        let spoken = try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global(qos: .userInitiated).async {
                continuation.resume(with: Result { try synthesizer.speak(text, language: language ?? "en-US") })
            }
        }
        return WyomingSpeech(samples: spoken.samples, rate: spoken.sampleRate)
    }

    /// The parser of the command search for the user's vocabulary as it is now.
    func currentParser() async throws -> IntentParser {
        try await lend(commandDecoders) { decoder in
            try decoder.refreshVocabulary()
            return decoder.parser
        }
    }

    private func lend<Decoder, T: Sendable>(
        _ pool: DecoderPool<Decoder>, _ body: @escaping @Sendable (Decoder) throws -> T
    )
        async throws -> T
    {
        do {
            return try await pool.withDecoder(body)
        } catch is DecoderPool<Decoder>.Full {
            throw WyomingRequestError.busy
        }
    }
}

/// One connection's dialog. The Wyoming session sends one request at a time, which is what lets
/// the non-Sendable assistant live here unchecked.
private final class AssistantConversation: WyomingConversation, @unchecked Sendable {
    let assistant: Assistant
    let engine: PipelineWyomingEngine

    init(assistant: Assistant, engine: PipelineWyomingEngine) {
        self.assistant = assistant
        self.engine = engine
    }

    func reply(to text: String) async throws -> WyomingReply {
        assistant.follow(try await engine.currentParser())
        let reply = await assistant.reply(to: text)
        do {
            try engine.pipeline.afterTurn()
        } catch {
            StandardStreams.printError("after a turn, the apps' vocabulary could not be registered again: \(error)")
        }
        // Not handled: a request no app takes (intent none, "none of your apps can help"), or one
        // an app took and could not carry out (a failure code such as failureSoupUnavailable).
        let failed = reply.response.code?.hasPrefix("failure") ?? false
        return WyomingReply(
            handled: reply.understood && reply.intent != Understanding.none && !failed, text: reply.response.text,
            context: [
                "intent": .string(reply.intent), "app": reply.app.map(JSONValue.string) ?? .null,
                "expecting": reply.expecting.map(JSONValue.string) ?? .null,
            ])
    }
}
