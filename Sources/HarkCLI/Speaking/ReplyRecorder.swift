import Foundation
import Hark

/// Writes replies as WAV files for `--speak` and `--speak-dir`. A language without a voice is
/// said on standard error, once per run, instead of leaving a missing file unexplained.
final class ReplyRecorder {
    private let synthesizer = SpeechSynthesizer()
    private var saidNoVoice = false

    /// Speaks `text` in `language` into `path`. Returns false when nothing was written because no
    /// voice speaks the language (a note on standard error, not a failure).
    /// - Throws: `ReplyRecordingError`, naming the file, when it could not be made or written.
    @discardableResult
    func record(_ text: String, language: String, to path: String) throws(ReplyRecordingError) -> Bool {
        guard !text.isEmpty else { return false }
        let audio: SpokenAudio
        do {
            audio = try synthesizer.speak(text, language: language)
        } catch {
            guard case .noVoice = error.reason else { throw ReplyRecordingError(path: path, reason: error.description) }
            if !saidNoVoice { StandardStreams.printError("\(path) not written: \(error)") }
            saidNoVoice = true
            return false
        }
        do {
            try audio.writeWAV(to: path)
        } catch {
            throw ReplyRecordingError(path: path, reason: error.reasonText)
        }
        return true
    }

    /// The file of the `turn`th reply (from 1) in `directory`, which is created if missing.
    static func file(turn: Int, in directory: String) throws(ReplyRecordingError) -> String {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw ReplyRecordingError(path: directory, reason: "cannot create the folder for spoken replies")
        }
        return (directory as NSString).appendingPathComponent(String(format: "reply-%04d.wav", turn))
    }
}

/// A reply that should have been written as speech and was not.
struct ReplyRecordingError: Error, CustomStringConvertible {
    let path: String
    let reason: String

    var description: String { "\(path): \(reason)" }
}
