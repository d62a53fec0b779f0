/// A request the service cannot carry out: answered with an `error` event (its ``code`` and
/// ``description``), after which the connection goes on.
public enum WyomingRequestError: Error, Equatable, CustomStringConvertible {
    /// An event's fields are wrong for its type.
    case badEvent(WyomingEventError)
    /// An audio layout Hark cannot take.
    case badAudioFormat(String)
    /// `audio-chunk` or `audio-stop` with no `audio-start` before it.
    case audioWithoutStart(event: String)
    /// A chunk in another layout than its stream's `audio-start` stated.
    case audioFormatChanged(expected: WyomingAudioFormat, found: WyomingAudioFormat)
    /// A chunk whose payload is not whole frames.
    case partialFrames(bytes: Int, bytesPerFrame: Int)
    /// An utterance longer than the service keeps.
    case audioTooLong(limitSeconds: Double)
    /// A model or voice the service does not have.
    case unknownModel(kind: String, name: String, known: [String])
    /// No voice speaks the language asked for.
    case noVoice(language: String, languages: [String])
    /// The handle service replies in none of the request's language.
    case unsupportedLanguage(language: String, languages: [String])
    /// Every decoder is busy and the line waiting for one is full.
    case busy
    /// The engine failed (the reason says how).
    case engineFailed(String)

    /// The `code` of the `error` event: a short, stable name a client can test.
    public var code: String {
        switch self {
        case .badEvent: "bad-event"
        case .badAudioFormat: "bad-audio-format"
        case .audioWithoutStart: "audio-without-start"
        case .audioFormatChanged: "audio-format-changed"
        case .partialFrames: "partial-frames"
        case .audioTooLong: "audio-too-long"
        case .unknownModel: "unknown-model"
        case .noVoice: "no-voice"
        case .unsupportedLanguage: "unsupported-language"
        case .busy: "busy"
        case .engineFailed: "engine-failed"
        }
    }

    public var description: String {
        switch self {
        case .badEvent(let error): "\(error)"
        case .badAudioFormat(let reason): "unsupported audio: \(reason)"
        case .audioWithoutStart(let event):
            "\(event) without audio-start: send audio-start (rate, width, channels) first"
        case .audioFormatChanged(let expected, let found):
            "audio-chunk is \(found), but its audio-start said \(expected); the utterance is dropped"
        case .partialFrames(let bytes, let bytesPerFrame):
            "audio-chunk payload of \(bytes) bytes is not whole frames of \(bytesPerFrame) bytes; the utterance is dropped"
        case .audioTooLong(let limit):
            "the utterance is over \(limit == limit.rounded() ? String(Int(limit)) : String(limit)) s; it is dropped (the chunks up to audio-stop are ignored)"
        case .unknownModel(let kind, let name, let known):
            "no \(kind) named '\(name)'; known: \(known.joined(separator: ", "))"
        case .noVoice(let language, let languages):
            "no voice speaks \(language); voices speak \(languages.joined(separator: ", "))"
        case .unsupportedLanguage(let language, let languages):
            "Hark does not reply in \(language); it replies in \(languages.joined(separator: ", "))"
        case .busy: "every decoder is busy; try again shortly"
        case .engineFailed(let reason): reason
        }
    }
}
