import Foundation
import Hark
import Hummingbird

/// What a request to transcribe, understand, ask or take a turn carries: typed words as JSON
/// (`{"text": "…"}`), or audio in the body — anything libsndfile reads (WAV, FLAC, OGG, …), or
/// headerless PCM whose layout the `raw` query parameter gives (`?raw=s16le:16000:1`), as the
/// CLI's `--raw` does.
enum RequestInput {
    case text(String)
    case audio(SpeechAudio)

    /// The request's typed text or its audio, conditioned to 16 kHz mono. Throws 400 for a
    /// request that says the wrong thing (an empty body, bad JSON, a bad `raw`, even beside JSON),
    /// 413 past `limits.maxBodyBytes`, 415 for a body that is not audio libsndfile can read, and
    /// 422 for audio with nothing to hear (silence).
    static func read(_ request: Request, limits: ServerConfiguration, allowsText: Bool = true) async throws
        -> RequestInput
    {
        let contentType = request.headers[.contentType].map(MediaTypeName.init) ?? MediaTypeName("")
        let raw = try rawFormat(of: request)
        if contentType.isJSON {
            guard allowsText else {
                throw APIError(.unsupportedMediaType, "this endpoint takes audio, not JSON")
            }
            return .text(try TextBody.decode(try await body(of: request, limit: limits.maxBodyBytes)))
        }
        guard contentType.isAudio else {
            throw APIError(
                .unsupportedMediaType,
                "Content-Type '\(contentType.name)' is neither audio (audio/*, application/octet-stream) "
                    + "nor application/json")
        }
        let bytes = try await body(of: request, limit: limits.maxBodyBytes)
        guard !bytes.isEmpty else {
            throw APIError(.badRequest, "the request body is empty: send audio, or JSON {\"text\": …}")
        }
        return .audio(try AudioBody.condition(bytes, raw: raw))
    }

    /// The body, refused past `limit` bytes — at once when Content-Length says so.
    private static func body(of request: Request, limit: Int) async throws -> Data {
        let tooLarge = APIError(.contentTooLarge, "the request body is larger than the limit of \(limit) bytes")
        if let declared = request.headers[.contentLength].flatMap(Int.init), declared > limit { throw tooLarge }
        do {
            let buffer = try await request.body.collect(upTo: limit)
            return Data(buffer.readableBytesView)
        } catch let error as any HTTPResponseError where error.status == .contentTooLarge {
            // Hummingbird's own "too many bytes", answered with the message above.
            throw tooLarge
        }
    }

    private static func rawFormat(of request: Request) throws -> RawAudioFormat? {
        guard let text = request.uri.queryParameters["raw"].map(String.init) else { return nil }
        guard RawLayoutParameter.allows(text), let format = RawAudioFormat(text) else {
            throw APIError(
                .badRequest,
                "raw: '\(text)' is not ENCODING:RATE[:CHANNELS], e.g. s16le:16000:1 (encodings: "
                    + RawAudioFormat.Encoding.allCases.map(\.rawValue).joined(separator: ", ")
                    + "; rates 4000 to 768000 Hz; 1 to 8 channels)")
        }
        return format
    }
}

/// The `raw` query parameter as docs/openapi.yaml describes it, to the letter: what the pattern
/// allows is decoded, and whatever it does not is a 400, so a client (or a schema-driven tester)
/// can tell from the document alone which layouts the server takes. Narrower than the CLI's
/// `--raw`: lower-case encodings, the rates the conditioner takes, at most 8 channels.
public enum RawLayoutParameter {
    /// The pattern of the parameter's schema in docs/openapi.yaml (a test holds them equal).
    public static let pattern =
        "^(?:s8|u8|s16le|s16be|s24le|s24be|s32le|s32be|f32le|f32be|f64le|f64be|ulaw|alaw)"
        + ":(?:[4-9][0-9]{3}|[1-9][0-9]{4}|[1-6][0-9]{5}|7[0-5][0-9]{4}|76[0-7][0-9]{3}|768000)(?::[1-8])?$"

    /// Whether `text` matches ``pattern`` (a pattern that cannot compile allows nothing).
    static func allows(_ text: String) -> Bool {
        guard let regex = try? Regex(pattern) else { return false }
        return (try? regex.wholeMatch(in: text)) != nil
    }
}

/// The media type of a Content-Type header, without its parameters.
struct MediaTypeName {
    let name: String

    init(_ header: String) {
        name = header.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
    }

    var isJSON: Bool { name == "application/json" }
    /// No Content-Type is taken as audio: `curl --data-binary @a.wav` sends a form type, which is
    /// accepted too, since libsndfile tells from the bytes what they are.
    var isAudio: Bool {
        name.isEmpty || name.hasPrefix("audio/") || name == "application/octet-stream"
            || name == "application/x-www-form-urlencoded"
    }
}

/// `{"text": "…"}`, the typed form of a request.
enum TextBody {
    private struct Body: Decodable {
        var text: String
    }

    static func decode(_ data: Data) throws -> String {
        let body: Body
        do {
            body = try JSONDecoder().decode(Body.self, from: data)
        } catch {
            throw APIError(.badRequest, "the body is not JSON of the form {\"text\": \"…\"}: \(Self.describe(error))")
        }
        let text = body.text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { throw APIError(.badRequest, "\"text\" is empty") }
        return text
    }

    private static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, _): "no \"\(key.stringValue)\" field"
        case DecodingError.typeMismatch(_, let context): context.debugDescription
        case DecodingError.dataCorrupted(let context): context.debugDescription
        default: "\(error)"
        }
    }
}
