import Foundation
import HarkSupport

/// One connection's side of the protocol: reads each event in turn and sends the answers.
///
/// Speech to text is the only exchange that spans events (`transcribe`, `audio-start`,
/// `audio-chunk`…, `audio-stop`), so that is the state kept, with the connection's dialog. A bad
/// request is answered with an `error` event and the session goes on; unknown event types are
/// dropped, as the protocol asks of a server. Belongs to one task.
public final class WyomingSession {
    /// Where the answers go.
    public typealias Send = @Sendable (WyomingEvent) async throws -> Void

    private enum State {
        case idle
        /// `transcribe` came: the next audio is heard with `model`.
        case transcribeRequested(model: String)
        case receiving(WyomingUtterance)
        /// The utterance went wrong (and the client was told): its chunks up to `audio-stop` are dropped.
        case discarding
        /// `detect` came: the next audio is listened to for the wake word `name`.
        case detectRequested(name: String)
        /// A stream listened to for a wake word.
        case detecting(WyomingWakeStream)
    }

    /// Samples per `audio-chunk` of synthesized speech: 1,024, as the reference servers send.
    static let synthesizedChunkSamples = 1_024

    private let engine: any WyomingEngine
    private let limits: WyomingServiceLimits
    private let send: Send
    private var state = State.idle
    /// This connection's own dialog, for requests that name no conversation id, and its language.
    private var conversation: (dialog: any WyomingConversation, language: String?)?
    private let conversations: WyomingConversations
    /// The protocol version the client last wrote: transcript streaming is for 1.7.0 and later.
    private var clientVersion: String?

    /// A session answering with `engine`; dialogs named by a conversation id are kept in
    /// `conversations`, which the server shares between its connections.
    public init(
        engine: any WyomingEngine, limits: WyomingServiceLimits, conversations: WyomingConversations? = nil,
        send: @escaping Send
    ) {
        self.engine = engine
        self.limits = limits
        self.conversations =
            conversations
            ?? WyomingConversations(limit: limits.maxConversations, idleSeconds: limits.conversationIdleSeconds)
        self.send = send
    }

    /// Answers `event`. Throws only when an answer cannot be sent.
    public func handle(_ event: WyomingEvent) async throws {
        if let version = event.version { clientVersion = version }
        do {
            try await answer(event)
        } catch let error as WyomingRequestError {
            try await send(Self.error(error.description, code: error.code))
        } catch let error as WyomingEventError {
            try await send(Self.error(error.description, code: WyomingRequestError.badEvent(error).code))
        } catch let error as SendFailure {
            throw error.underlying
        } catch {
            try await send(Self.error("\(error)", code: WyomingRequestError.engineFailed("").code))
        }
    }

    /// An `error` event.
    public static func error(_ text: String, code: String) -> WyomingEvent {
        WyomingEvent("error", data: ["text": .string(text), "code": .string(code)])
    }

    /// A failure to send, kept apart from the engine's failures, which are answered.
    private struct SendFailure: Error {
        var underlying: any Error
    }

    private func emit(_ event: WyomingEvent) async throws {
        do {
            try await send(event)
        } catch {
            throw SendFailure(underlying: error)
        }
    }

    private func answer(_ event: WyomingEvent) async throws {
        switch event.type {
        case "describe": try await emit(WyomingInfo.event(for: engine.programs))
        case "ping": try await emit(WyomingEvent("pong", data: event.data))
        case "transcribe":
            state = .transcribeRequested(model: try asrModel(named: try event.string("name")))
        case "detect": state = .detectRequested(name: try wakeModel(named: event))
        case "audio-start": try await startAudio(event)
        case "audio-chunk": try await receive(event)
        case "audio-stop": try await finishAudio()
        case "recognize": try await recognize(try event.requiredString("text"))
        case "transcript": try await handleRequest(try event.requiredString("text"), asked: event)
        case "intent": try await handleIntent(event)
        case "synthesize": try await synthesize(event)
        default: break
        }
    }

    // MARK: Speech to text

    private func asrModel(named name: String?) throws(WyomingRequestError) -> String {
        let models = engine.programs.asrModels.map(\.name)
        guard let name else { return models.first ?? "" }
        guard models.contains(name) else {
            throw .unknownModel(kind: "speech-to-text model", name: name, known: models)
        }
        return name
    }

    private func startAudio(_ event: WyomingEvent) async throws {
        let model: String
        switch state {
        case .transcribeRequested(let requested): model = requested
        case .detectRequested(let name):
            do {
                state = .detecting(
                    try WyomingWakeStream(
                        name: name, format: try WyomingAudioFormat(of: event),
                        detector: try await engine.makeWakeDetector(name: name)))
            } catch {
                state = .discarding
                throw error
            }
            return
        default: model = try asrModel(named: nil)
        }
        do {
            state = .receiving(
                try WyomingUtterance(
                    format: try WyomingAudioFormat(of: event), model: model, maxSeconds: limits.maxUtteranceSeconds))
        } catch {
            // One error for the stream, not one for each of its chunks.
            state = .discarding
            throw error
        }
    }

    private func receive(_ event: WyomingEvent) async throws {
        switch state {
        case .detecting(let stream):
            do {
                let format = try WyomingAudioFormat(of: event)
                guard format == stream.format else {
                    throw WyomingRequestError.audioFormatChanged(expected: stream.format, found: format)
                }
                if let detection = try await stream.feed(event.payload) { try await emit(detection) }
            } catch {
                state = .discarding
                throw error
            }
        case .receiving(let utterance):
            do throws(WyomingRequestError) {
                let format = try WyomingAudioFormat(of: event)
                guard format == utterance.format else {
                    throw .audioFormatChanged(expected: utterance.format, found: format)
                }
                try utterance.append(event.payload)
            } catch {
                state = .discarding
                throw error
            }
        case .discarding: break
        case .idle, .transcribeRequested, .detectRequested:
            throw WyomingRequestError.audioWithoutStart(event: "audio-chunk")
        }
    }

    private func finishAudio() async throws {
        switch state {
        case .receiving(let utterance):
            state = .idle
            let samples = try utterance.finish()
            let text = try await engine.transcribe(samples, model: utterance.model)
            let language = JSONValue.string(engine.programs.asrModels.first?.languages.first ?? "en-US")
            let streams = clientVersion.map {
                WyomingProtocol.version($0, isAtLeast: WyomingProtocol.transcriptStreamingVersion)
            }
            if streams == true {
                // Hark hears an utterance whole, so the stream carries the transcript as one chunk.
                try await emit(WyomingEvent("transcript-start", data: ["language": language]))
                try await emit(WyomingEvent("transcript-chunk", data: ["text": .string(text)]))
            }
            try await emit(WyomingEvent("transcript", data: ["text": .string(text), "language": language]))
            if streams == true { try await emit(WyomingEvent("transcript-stop")) }
        case .detecting(let stream):
            state = .idle
            if let detection = try await stream.finish() {
                try await emit(detection)
            } else if !stream.detected {
                try await emit(WyomingEvent("not-detected"))
            }
        case .discarding: state = .idle
        case .idle, .transcribeRequested, .detectRequested:
            throw WyomingRequestError.audioWithoutStart(event: "audio-stop")
        }
    }

    // MARK: Wake word

    /// The wake word `detect` names (its first name), else the service's first.
    private func wakeModel(named event: WyomingEvent) throws(WyomingRequestError) -> String {
        var names: [String] = []
        if case .array(let values)? = event.data["names"] {
            names = values.compactMap { if case .string(let name) = $0 { name } else { nil } }
        }
        guard let name = names.first ?? engine.programs.wakeModels.first?.name else {
            throw .unknownModel(kind: "wake word", name: "(none named)", known: [])
        }
        return name
    }

    // MARK: Intent recognition and handling

    private func recognize(_ text: String) async throws {
        guard let intent = try await engine.recognize(text) else {
            try await emit(WyomingEvent("not-recognized", data: ["context": .object(["text": .string(text)])]))
            return
        }
        var context = intent.context
        // The words read, so that handing this intent on to `intent` handling works.
        context["text"] = .string(text)
        let entities = intent.entities.map { JSONValue.object(["name": .string($0.name), "value": $0.value]) }
        try await emit(
            WyomingEvent(
                "intent",
                data: ["name": .string(intent.name), "entities": .array(entities), "context": .object(context)]))
    }

    /// An `intent` to handle: Hark's assistant works from the request's words, which the
    /// `intent` events of `recognize` carry in their context.
    private func handleIntent(_ event: WyomingEvent) async throws {
        let name = try event.requiredString("name")
        guard case .object(let context)? = event.data["context"], case .string(let text)? = context["text"] else {
            try await emit(
                WyomingEvent(
                    "not-handled",
                    data: [
                        "text": .string(
                            "Hark handles a request from its words: send a transcript, or the intent \(name) as recognize returned it (its context holds the words)."
                        )
                    ]))
            return
        }
        try await handleRequest(text, asked: event)
    }

    /// Handles `text` in the dialog the event names by `context.conversation_id` (kept across
    /// connections), else in this connection's own, replying in the event's `language` when the
    /// handle service has it and refusing it with an `error` when not.
    private func handleRequest(_ text: String, asked event: WyomingEvent) async throws {
        var language: String?
        if case .string(let wanted)? = event.data["language"], !wanted.isEmpty {
            let languages = engine.programs.handleModels.flatMap(\.languages)
            guard let served = languages.first(where: { Self.sameLanguage($0, wanted) }) else {
                throw WyomingRequestError.unsupportedLanguage(language: wanted, languages: languages)
            }
            language = served
        }
        var id: String?
        if case .object(let context)? = event.data["context"], case .string(let named)? = context["conversation_id"],
            !named.isEmpty
        {
            id = named
        }
        let dialog: any WyomingConversation
        if let id {
            let engine = engine
            dialog = try await conversations.conversation(id: id, language: language) {
                try await engine.makeConversation(language: language)
            }
        } else if let current = conversation, current.language == language {
            dialog = current.dialog
        } else {
            dialog = try await engine.makeConversation(language: language)
            conversation = (dialog, language)
        }
        let reply = try await dialog.reply(to: text)
        var data: [String: JSONValue] = ["text": .string(reply.text)]
        var context = reply.context
        if let id { context["conversation_id"] = .string(id) }
        if !context.isEmpty { data["context"] = .object(context) }
        try await emit(WyomingEvent(reply.handled ? "handled" : "not-handled", data: data))
    }

    // MARK: Text to speech

    private func synthesize(_ event: WyomingEvent) async throws {
        let text = try event.requiredString("text")
        guard !text.allSatisfy(\.isWhitespace) else {
            throw WyomingEventError.missing(event: "synthesize", field: "text")
        }
        var language: String?
        if case .object(let voice)? = event.data["voice"] {
            let voices = engine.programs.voices
            if case .string(let name)? = voice["name"], !voices.contains(where: { $0.name == name }) {
                throw WyomingRequestError.unknownModel(kind: "voice", name: name, known: voices.map(\.name))
            }
            if case .string(let wanted)? = voice["language"] {
                let languages = voices.flatMap(\.languages)
                guard languages.contains(where: { Self.sameLanguage($0, wanted) }) else {
                    throw WyomingRequestError.noVoice(language: wanted, languages: languages)
                }
                language = wanted
            }
        }
        let speech = try await engine.synthesize(text, language: language)
        let samples = speech.samples
        let format = try WyomingAudioFormat(rate: speech.rate, width: 2, channels: 1)
        try await emit(WyomingEvent("audio-start", data: format.fields.merging(["timestamp": .number(0)]) { $1 }))
        var offset = 0
        while offset < samples.count {
            let end = min(offset + Self.synthesizedChunkSamples, samples.count)
            let timestamp = JSONValue.number(Double(offset * 1_000 / format.rate))
            try await emit(
                WyomingEvent(
                    "audio-chunk", data: format.fields.merging(["timestamp": timestamp]) { $1 },
                    payload: PCMDecoding.bytes(samples[offset..<end])))
            offset = end
        }
        try await emit(
            WyomingEvent("audio-stop", data: ["timestamp": .number(Double(samples.count * 1_000 / format.rate))]))
    }

    /// `en-US` and `en_us` are one language; `en` matches any English.
    static func sameLanguage(_ have: String, _ wanted: String) -> Bool {
        let normal = { (code: String) in code.lowercased().replacingOccurrences(of: "_", with: "-") }
        let a = normal(have)
        let b = normal(wanted)
        return a == b || a.split(separator: "-").first == b.split(separator: "-").first && !b.contains("-")
    }
}
