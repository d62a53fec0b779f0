import Foundation
import Hark

/// Audio bytes from a request, read by libsndfile as the CLI reads a file and conditioned to the
/// decoder's 16 kHz mono.
///
/// The bytes go through a private temporary file, removed at once: libsndfile reads from a path
/// here, and this keeps the server's reading identical to `hark transcribe`'s.
enum AudioBody {
    static let name = "request body"

    static func condition(_ bytes: Data, raw: RawAudioFormat?) throws -> SpeechAudio {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("hark-serve-\(UUID().uuidString)")
        do {
            try bytes.write(to: file, options: [.withoutOverwriting])
        } catch {
            throw APIError(.internalServerError, "cannot buffer the request body: \(error.localizedDescription)")
        }
        defer { try? FileManager.default.removeItem(at: file) }
        let speech: SpeechAudio
        do {
            speech = try SpeechAudioConditioner().condition(
                try AudioFileReader().read(file.path, raw: raw), path: name)
        } catch {
            throw apiError(for: error, raw: raw)
        }
        if speech.isSilent { throw apiError(for: AudioError(path: name, reason: .silent), raw: raw) }
        return speech
    }

    /// 415 for bytes that are not audio it can read; 400 for an empty body; 422 for audio that
    /// reads but says nothing (silence, samples that are not numbers): the request is well formed,
    /// its content cannot be heard. Bytes with no header libsndfile knows may be headerless PCM
    /// sent without its layout: the message says how to give it.
    static func apiError(for error: AudioError, raw: RawAudioFormat?) -> APIError {
        switch error.reason {
        case .unreadable where raw == nil:
            APIError(
                .unsupportedMediaType,
                "\(name): \(error.reasonText); send WAV, FLAC, OGG or another format libsndfile reads, or "
                    + "give the layout of headerless PCM, e.g. ?raw=s16le:16000:1")
        case .headerlessNeedsFormat, .unreadable, .undecodableMPEG, .truncated, .noChannels, .unsupportedSampleRate,
            .noAudioFrames, .resamplingFailed:
            APIError(.unsupportedMediaType, "\(name): \(error.reasonText)")
        case .empty:
            APIError(.badRequest, "\(name): \(error.reasonText)")
        case .silent, .nonFiniteSamples:
            APIError(.unprocessableContent, "\(name): \(error.reasonText)")
        case .notFound, .isDirectory, .unwritable:
            APIError(.internalServerError, "\(name): \(error.reasonText)")
        }
    }
}
