import HarkSupport

/// What the Wyoming service asks of the speech engine: the four services, each in Hark's own
/// terms. The host program wires it to the pipeline, so this module knows the protocol and
/// nothing of decoders, apps or models.
///
/// Calls may come from many connections at once. Errors are answered with an `error` event:
/// throw a ``WyomingRequestError`` for a known case (``WyomingRequestError/busy``), anything else
/// is reported by its description.
public protocol WyomingEngine: Sendable {
    /// The models, languages and voices `info` lists.
    var programs: WyomingPrograms { get }

    /// The words of one utterance, 16 kHz mono samples, heard with the model named `model` (one
    /// of ``WyomingPrograms/asrModels``).
    func transcribe(_ samples: [Int16], model: String) async throws -> String

    /// The request `text` reads as, or nil when it reads as none.
    func recognize(_ text: String) async throws -> WyomingIntent?

    /// A new dialog replying in `language` (one of the handle models' languages; nil for the
    /// engine's own): for one connection, or for a conversation id a client sends, on whichever
    /// connection (``WyomingConversations``). A question it asks is answered by its next request.
    func makeConversation(language: String?) async throws -> any WyomingConversation

    /// `text` spoken in `language` (nil: the voices' first language).
    func synthesize(_ text: String, language: String?) async throws -> WyomingSpeech
    /// A listener for the wake word `name` (one of ``WyomingPrograms/wakeModels``, or any phrase
    /// the engine can pronounce) over one stream of audio.
    func makeWakeDetector(name: String) async throws -> any WyomingWakeDetector
}

extension WyomingEngine {
    /// No wake word service: every name is unknown.
    public func makeWakeDetector(name: String) async throws -> any WyomingWakeDetector {
        throw WyomingRequestError.unknownModel(kind: "wake word", name: name, known: programs.wakeModels.map(\.name))
    }
}

/// One stream listened to for a wake word, its audio given as it arrives. The service calls it
/// one chunk at a time.
public protocol WyomingWakeDetector: AnyObject, Sendable {
    /// Listens to the stream's next 16 kHz mono samples: where the word ended, in milliseconds
    /// from the stream's start, when it was heard in what came so far, else nil.
    func feed(_ samples: [Int16]) async throws -> Int?
    /// The stream ended: where the word ended in what was not yet settled, else nil.
    func finish() async throws -> Int?
}

/// Synthesized speech: mono 16-bit samples at the voice's rate.
public struct WyomingSpeech: Sendable, Equatable {
    public var samples: [Int16]
    public var rate: Int

    public init(samples: [Int16], rate: Int) {
        self.samples = samples
        self.rate = rate
    }
}

/// One dialog with the assistant. The service calls it one request at a time.
public protocol WyomingConversation: AnyObject, Sendable {
    /// The assistant's answer to the request `text`.
    func reply(to text: String) async throws -> WyomingReply
}

/// A request read from text: the intent, its parameter values, and what else a client may use.
public struct WyomingIntent: Sendable, Equatable {
    /// The intent's name (`INSendMessageIntent`, `orderBeverage`).
    public var name: String
    /// Each parameter value, one entity per value: a parameter with two values is two entities
    /// of one name. A number is sent as a number.
    public var entities: [(name: String, value: JSONValue)]
    /// More about the reading (the app, the confidence), sent as the event's `context`.
    public var context: [String: JSONValue]

    public init(name: String, entities: [(name: String, value: JSONValue)], context: [String: JSONValue] = [:]) {
        self.name = name
        self.entities = entities
        self.context = context
    }

    public static func == (lhs: WyomingIntent, rhs: WyomingIntent) -> Bool {
        lhs.name == rhs.name && lhs.context == rhs.context && lhs.entities.elementsEqual(rhs.entities) { $0 == $1 }
    }
}

/// The assistant's answer to a request.
public struct WyomingReply: Sendable, Equatable {
    /// Whether the request was carried out (or a question about it asked): `handled`; else `not-handled`.
    public var handled: Bool
    /// What the assistant says back.
    public var text: String
    /// More about the turn (the intent, what the next turn should answer), sent as `context`.
    public var context: [String: JSONValue]

    public init(handled: Bool, text: String, context: [String: JSONValue] = [:]) {
        self.handled = handled
        self.text = text
        self.context = context
    }
}

/// What `info` says the service offers.
public struct WyomingPrograms: Sendable, Equatable {
    /// One model, voice or program: a name, what it is, the languages it takes.
    public struct Model: Sendable, Equatable {
        public var name: String
        public var description: String
        public var languages: [String]

        public init(name: String, description: String, languages: [String]) {
            self.name = name
            self.description = description
            self.languages = languages
        }
    }

    /// Speech-to-text models; the first is used when `transcribe` names none.
    public var asrModels: [Model]
    /// Intent recognition models.
    public var intentModels: [Model]
    /// Intent handling models (the languages its replies come in).
    public var handleModels: [Model]
    /// Text-to-speech voices.
    public var voices: [Model]
    /// Wake words `detect` may name, each its own phrase.
    public var wakeModels: [Model] = []
    /// Hark's version, written as each program's `version`.
    public var version: String

    public init(
        asrModels: [Model], intentModels: [Model], handleModels: [Model], voices: [Model], wakeModels: [Model] = [],
        version: String
    ) {
        self.asrModels = asrModels
        self.intentModels = intentModels
        self.handleModels = handleModels
        self.voices = voices
        self.wakeModels = wakeModels
        self.version = version
    }
}
