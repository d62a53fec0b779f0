import Dispatch
import Foundation
import Hark
import HarkBuildInfo
import HarkDefinitions
import HarkResponses
import HarkSpeech
import HarkSupport
import HarkUnderstanding
import HarkWyoming
import Synchronization

/// The services' engine (``ServiceEngine``) as the Wyoming service's: decoders lent from pools, one
/// assistant per connection's dialog, flite for speech. `hark wyoming` serves one; so can a
/// program of one's own, built over the same device.
public struct ServiceWyomingEngine: WyomingEngine {
    /// The command search (the apps' grammar and language model): what Home Assistant's handle
    /// and intent steps read best, so the default.
    public static let commandModel = "hark-commands"
    /// The general English language model, for dictation.
    public static let generalModel = "hark-general"

    let engine: any ServiceEngine
    let transcribers: DecoderPool<any SpeechRecognizing>
    let commandDecoders: DecoderPool<any CommandRecognizing>
    let synthesizer = SpeechSynthesizer()
    public let programs: WyomingPrograms
    /// Where problems that end no request are told (an apps' vocabulary that failed to register).
    let log: @Sendable (String) -> Void

    /// An engine over `engine` with up to `decoders` decoders per pool (one transcribes, one hears
    /// commands), each refusing work as busy when `queueLimit` requests already wait.
    public init(
        engine: any ServiceEngine, decoders: Int, queueLimit: Int, log: @escaping @Sendable (String) -> Void
    ) throws {
        self.engine = engine
        self.log = log
        // Home Assistant asks for commands; dictation is a model it must name. So one command
        // decoder is built at the start (a bad search fails the start), and the general model's
        // decoders and the other command decoders when requests first need them.
        transcribers = try DecoderPool(
            size: decoders, queueLimit: queueLimit, builtAtStart: 0, make: { try engine.makeTranscriber() })
        commandDecoders = try DecoderPool(
            size: decoders, queueLimit: queueLimit, builtAtStart: 1, make: { try engine.makeCommandDecoder() })
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
            wakeModels: engine.wakeWords.map {
                .init(
                    name: $0, description: "The wake word '\($0)' (any other phrase may be named)", languages: english)
            }
                + engine.wakeModels.map {
                    .init(
                        name: $0, description: "openWakeWord's trained model \($0) (TensorFlow Lite)",
                        languages: english)
                },
            version: HarkVersion.number)
    }

    /// The languages of the response catalogs installed, en-US first.
    static func replyLanguages() -> [String] {
        let folder = ModelsDirectory.locate(ResponseCatalog.modelsSubdirectory)
        let files = folder.flatMap { try? FileManager.default.contentsOfDirectory(atPath: $0.path) } ?? []
        let codes = files.filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(".yaml".count)) }
        return codes.isEmpty ? ["en-US"] : codes.sorted { ($0 == "en-US" ? 0 : 1, $0) < ($1 == "en-US" ? 0 : 1, $1) }
    }

    public func makeWakeDetector(name: String) async throws -> any WyomingWakeDetector {
        // An installed model's name is heard by the model; any other name is a phrase.
        if engine.wakeModels.contains(name) {
            return ModelWakeDetector(detector: try engine.makeTrainedWakeDetector(.named(name)))
        }
        return try SpotterWakeDetector(spotter: engine.makeWakeWordSpotter(name))
    }

    public func transcribe(_ samples: [Int16], model: String) async throws -> String {
        guard !samples.isEmpty else { return "" }
        if model == Self.generalModel {
            return try await lend(transcribers) { try $0.recognize(samples, expecting: nil).text }
        }
        return try await lend(commandDecoders) { try $0.recognize(samples, expecting: nil).text }
    }

    public func recognize(_ text: String) async throws -> WyomingIntent? {
        let result = engine.makeUnderstander(try await currentParser()).understand(text)
        guard !result.isRejected else { return nil }
        let reading = result.understanding
        // Home Assistant's templates give Home Assistant's intent, which it can run as it is.
        if let intent = HomeAssistantIntent(reading) {
            return WyomingIntent(
                name: intent.name,
                entities: intent.slots.keys.sorted().map { (name: $0, value: intent.slots[$0]!.value) },
                context: [
                    "app": .string(HomeAssistantApp.appName), "confidence": .number(reading.confidence),
                    "slot_text": .object(intent.slots.mapValues { .string($0.text) }),
                ])
        }
        return WyomingIntent(
            name: reading.intent,
            entities: reading.parameters.keys.sorted().flatMap { name in
                reading.parameters[name]!.map { (name: name, value: JSONValue.string($0.value)) }
            },
            context: [
                "app": reading.app.map(JSONValue.string) ?? .null,
                "domain": reading.domain.map(JSONValue.string) ?? .null,
                "confidence": .number(reading.confidence),
            ])
    }

    public func makeConversation(language: String?) async throws -> any WyomingConversation {
        AssistantConversation(
            assistant: try engine.makeAssistant(try await currentParser(), language: language), engine: self)
    }

    public func synthesize(_ text: String, language: String?) async throws -> WyomingSpeech {
        let synthesizer = synthesizer
        // flite is CPU-bound: off the cooperative pool, as decoding is.
        let spoken = try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global(qos: .userInitiated).async {
                continuation.resume(with: Result { try synthesizer.speak(text, language: language ?? "en-US") })
            }
        }
        return WyomingSpeech(samples: spoken.samples, rate: spoken.sampleRate)
    }

    /// A turn's reply as Home Assistant's conversation agent takes it. Handled only when an app's
    /// handler did it, asked about it, or the user cancelled it; not handled when no app took the
    /// request (intent none, "none of your apps can help"), when it was refused (Home Assistant's
    /// own intents, which Hark reads but does not run; a locked device), or when the app could
    /// not carry it out (a failure code such as failureSoupUnavailable).
    public static func wyomingReply(_ reply: AssistantReply) -> WyomingReply {
        let handled: Bool
        switch reply.outcome {
        case .done, .asking, .cancelled: handled = reply.understood && reply.intent != Understanding.none
        case .notUnderstood, .refused, .failed: handled = false
        }
        return WyomingReply(
            handled: handled, text: reply.response.text,
            context: [
                "intent": .string(reply.intent), "app": reply.app.map(JSONValue.string) ?? .null,
                "expecting": reply.expecting.map(JSONValue.string) ?? .null,
            ])
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
    let engine: ServiceWyomingEngine

    init(assistant: Assistant, engine: ServiceWyomingEngine) {
        self.assistant = assistant
        self.engine = engine
    }

    func reply(to text: String) async throws -> WyomingReply {
        assistant.follow(try await engine.currentParser())
        let reply = await assistant.reply(to: text)
        do {
            try engine.engine.afterTurn()
        } catch {
            engine.log("after a turn, the apps' vocabulary could not be registered again: \(error)")
        }
        return ServiceWyomingEngine.wyomingReply(reply)
    }
}

/// A wake word spotter listening to one Wyoming stream.
final class SpotterWakeDetector: WyomingWakeDetector {
    private let spotter: Mutex<WakeWordSpotter>

    init(spotter: sending WakeWordSpotter) throws {
        try spotter.startStream()
        self.spotter = Mutex(spotter)
    }

    func feed(_ samples: [Int16]) async throws -> Int? {
        try spotter.withLock { try $0.feed(samples) }.map(Self.milliseconds)
    }

    func finish() async throws -> Int? {
        try spotter.withLock { try $0.endStream() }.map(Self.milliseconds)
    }

    /// Where the word ended, in milliseconds from the stream's start.
    private static func milliseconds(_ wake: WakeWordResult.Candidate) -> Int { Int((wake.end * 1000).rounded()) }
}

/// A trained model listening to one Wyoming stream: a detection each time its score rises above
/// the threshold (not again until it has fallen back).
final class ModelWakeDetector: WyomingWakeDetector {
    private struct State {
        let detector: TrainedWakeWordDetector
        /// Samples heard so far.
        var samples = 0
        /// Whether the last score was above the threshold.
        var above = false
    }
    private let state: Mutex<State>

    init(detector: sending TrainedWakeWordDetector) {
        detector.reset()
        state = Mutex(State(detector: detector))
    }

    func feed(_ samples: [Int16]) async throws -> Int? {
        try state.withLock { state in
            let scores = try state.detector.process(samples)
            state.samples += samples.count
            var woke = false
            for score in scores {
                let above = Double(score) > state.detector.threshold
                if above && !state.above { woke = true }
                state.above = above
            }
            // When it was heard: the end of the audio that gave the score.
            return woke ? state.samples * 1000 / TrainedWakeWordDetector.sampleRate : nil
        }
    }

    func finish() async throws -> Int? { nil }
}
