import HarkAudio
import HarkWakeModels

extension TrainedWakeWordDetector {
    /// Reads and conditions `file` (16 kHz mono, as every Hark stage hears it), then hears it as
    /// a new stream: whether, when and how surely the word was said, and the audio's length in
    /// seconds.
    public func detect(file: String, raw: RawAudioFormat? = nil) throws -> (detection: Detection, seconds: Double) {
        let speech = try SpeechFile.read(file, raw: raw)
        do {
            return (try detect(speech.samples), speech.durationSeconds)
        } catch {
            throw TranscriptionError(file: file, reason: error.description)
        }
    }
}
