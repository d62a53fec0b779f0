import Foundation
import Hark
import HarkSpeech

/// The answer of `POST /v1/ask` and of a session's turn: the reply as `hark ask --json` prints it,
/// the session it belongs to, and — when the request asked for it with `?speak=true` — the reply
/// as speech.
struct ReplyBody: Encodable {
    var reply: AssistantReply
    var session: String?
    var speech: ReplySpeech?

    private enum CodingKeys: String, CodingKey {
        case session, speech
    }

    func encode(to encoder: any Encoder) throws {
        try reply.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(session, forKey: .session)
        try container.encodeIfPresent(speech, forKey: .speech)
    }
}

/// The reply spoken, as `hark ask --speak` writes it: a 16-bit mono WAV, base64 in the JSON so
/// one response carries both the words and the sound. A language flite has no voice for gets
/// `wav: null` and the reason, and the reply stays text.
struct ReplySpeech: Encodable {
    var wav: String?
    var seconds: Double?
    var unavailable: String?

    /// Speaks `text` in `language`; a voice that is missing, or a synthesis that fails, is said in
    /// `unavailable` rather than failing a turn whose work is already done.
    init(speaking text: String, language: String, with synthesizer: SpeechSynthesizer) {
        do {
            let audio = try synthesizer.speak(text, language: language)
            wav = try audio.wavData().base64EncodedString()
            seconds = (audio.durationSeconds * 1000).rounded() / 1000
        } catch {
            unavailable = "\(error)"
        }
    }

    /// Every key present: `null` for what is missing, as in the rest of the API.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(wav, forKey: .wav)
        try container.encode(seconds, forKey: .seconds)
        try container.encode(unavailable, forKey: .unavailable)
    }

    private enum CodingKeys: String, CodingKey {
        case wav, seconds, unavailable
    }
}
