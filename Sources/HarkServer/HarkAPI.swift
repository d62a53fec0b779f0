import Foundation
import Hark
import HarkSpeech
import HarkUnderstanding
import Hummingbird
import Logging

/// The API's operations over the engine: each request borrows a decoder from a pool for as long
/// as it decodes, and a session's turns run one at a time on its own conversation.
struct HarkAPI: Sendable {
    let configuration: ServerConfiguration
    let engine: any ServiceEngine
    let transcribers: DecoderPool<any SpeechRecognizing>
    let commandDecoders: DecoderPool<any CommandRecognizing>
    let sessions: SessionRegistry
    let synthesizer = SpeechSynthesizer()
    let logger: Logger
    /// docs/openapi.yaml as JSON, converted once: a document that cannot be fails the start.
    let openAPIJSON: Data

    init(configuration: ServerConfiguration, engine: any ServiceEngine, logger: Logger) throws {
        self.configuration = configuration
        self.engine = engine
        self.logger = logger
        openAPIJSON = try OpenAPIDocument.json()
        let size = max(1, configuration.decoders)
        transcribers = try DecoderPool(
            size: size, queueLimit: configuration.queueLimit, make: { try engine.makeTranscriber() })
        commandDecoders = try DecoderPool(
            size: size, queueLimit: configuration.queueLimit, make: { try engine.makeCommandDecoder() })
        sessions = SessionRegistry(limit: configuration.maxSessions, idleSeconds: configuration.sessionIdleSeconds)
    }

    func respond(to endpoint: Endpoint, _ request: Request, _ context: some RequestContext) async throws -> Response {
        switch endpoint {
        case .health:
            return JSONBody.response(
                HealthBody(
                    transcribers: .init(transcribers), commandDecoders: .init(commandDecoders),
                    sessions: sessions.count))
        case .openAPIJSON: return Self.document(openAPIJSON, type: "application/json")
        case .openAPIYAML: return Self.document(OpenAPIDocument.yaml, type: "application/yaml")
        case .transcribe: return try await transcribe(request)
        case .understand: return try await understand(request)
        case .ask:
            // The body first: a bad request is refused before a conversation is made for it.
            let input = try await RequestInput.read(request, limits: configuration)
            let speak = try wantsSpeech(request)
            let assistant = try engine.makeAssistant(try await currentParser(), language: nil)
            let reply = try await turn(with: assistant, input: input)
            let language = assistant.engine.settings.languageCode
            return JSONBody.response(
                ReplyBody(
                    reply: reply,
                    speech: speak
                        ? ReplySpeech(speaking: reply.response.text, language: language, with: synthesizer) : nil
                ))
        case .createSession:
            let session = ConversationSession(
                assistant: try engine.makeAssistant(try await currentParser(), language: nil))
            try sessions.add(session)
            var response = JSONBody.response(session.summary, status: .created)
            response.headers[.location] = "/v1/sessions/\(session.id)"
            return response
        case .session:
            return JSONBody.response(try sessions.session(try context.parameters.require("id")).summary)
        case .endSession:
            let id = try context.parameters.require("id")
            guard sessions.remove(id) else { throw APIError(.notFound, "no session '\(id)'") }
            return Response(status: .noContent)
        case .turn:
            let session = try sessions.session(try context.parameters.require("id"))
            let input = try await RequestInput.read(request, limits: configuration)
            let speak = try wantsSpeech(request)
            var language = ""
            let reply = try await session.takeTurn { assistant in
                language = assistant.engine.settings.languageCode
                return try await turn(with: assistant, input: input)
            }
            return JSONBody.response(
                ReplyBody(
                    reply: reply, session: session.id,
                    speech: speak
                        ? ReplySpeech(speaking: reply.response.text, language: language, with: synthesizer) : nil
                ))
        }
    }

    private static func document(_ data: Data, type: String) -> Response {
        Response(
            status: .ok, headers: [.contentType: type], body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }

    private func transcribe(_ request: Request) async throws -> Response {
        guard case .audio(let speech) = try await RequestInput.read(request, limits: configuration, allowsText: false)
        else { throw APIError(.unsupportedMediaType, "this endpoint takes audio, not JSON") }
        let samples = speech.samples
        let (transcript, seconds) = try await decode(with: transcribers) { recognizer in
            let clock = ContinuousClock()
            let started = clock.now
            let transcript = try recognizer.recognize(samples, expecting: nil)
            return (transcript, (clock.now - started).seconds)
        }
        return JSONBody.response(
            TranscriptJSON(
                file: nil, transcript: transcript, source: speech.source, audioSeconds: speech.durationSeconds,
                decodeSeconds: seconds))
    }

    private func understand(_ request: Request) async throws -> Response {
        let result: UnderstandingResult
        switch try await RequestInput.read(request, limits: configuration) {
        case .text(let text):
            result = engine.makeUnderstander(try await currentParser()).understand(text)
        case .audio(let speech):
            let (transcript, parser) = try await hear(speech, expecting: nil)
            result = engine.makeUnderstander(parser).understand(transcript)
        }
        return JSONBody.response(result.understanding)
    }

    /// One turn of `assistant`'s dialog: audio is heard with the search narrowed to the question
    /// the conversation asked last, as `hark converse` hears it.
    private func turn(with assistant: Assistant, input: RequestInput) async throws -> AssistantReply {
        let reply: AssistantReply
        switch input {
        case .text(let text):
            assistant.follow(try await currentParser())
            reply = await assistant.reply(to: text)
        case .audio(let speech):
            let (transcript, parser) = try await hear(speech, expecting: assistant.followUpExpectation())
            assistant.follow(parser)
            reply = await assistant.reply(toHeard: transcript)
        }
        do {
            try engine.afterTurn()
        } catch {
            // The turn is done and its data stored; the reply stands, the failure is logged.
            logger.error("after a turn, the apps' vocabulary could not be registered again: \(error)")
        }
        return reply
    }

    /// Whether the request asks for the reply as speech (`?speak=true`); read before the turn, so
    /// a bad value is refused before anything is done.
    private func wantsSpeech(_ request: Request) throws -> Bool {
        guard let value = request.uri.queryParameters["speak"].map(String.init) else { return false }
        switch value.lowercased() {
        case "true", "1", "yes": return true
        case "false", "0", "no": return false
        default: throw APIError(.badRequest, "speak: '\(value)' is not true or false")
        }
    }

    /// Decodes with a command decoder, which first catches up with the user's vocabulary, and
    /// returns the transcript with the parser of the search that heard it.
    private func hear(_ speech: SpeechAudio, expecting: FollowUpExpectation?) async throws
        -> (Transcript, IntentParser)
    {
        let samples = speech.samples
        return try await decode(with: commandDecoders) { decoder in
            (try decoder.recognize(samples, expecting: expecting), decoder.parser)
        }
    }

    /// The parser of the command search for the user's vocabulary as it is now.
    private func currentParser() async throws -> IntentParser {
        try await decode(with: commandDecoders) { decoder in
            try decoder.refreshVocabulary()
            return decoder.parser
        }
    }

    /// Runs `body` on a pooled decoder: 503 when none is free and the line is full, 500 naming
    /// the decoder's failure.
    private func decode<Decoder, T: Sendable>(
        with pool: DecoderPool<Decoder>, _ body: @escaping @Sendable (Decoder) throws -> T
    ) async throws -> T {
        do {
            return try await pool.withDecoder(body)
        } catch is DecoderPool<Decoder>.Full {
            throw APIError.busy
        } catch let error as APIError {
            throw error
        } catch {
            throw APIError(.internalServerError, "decoding failed: \(error)")
        }
    }
}
