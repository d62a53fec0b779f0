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

    /// `samples` (16 kHz mono) heard as a new stream, in the spotter's terms, for the wake word
    /// gate: one candidate, at the end of the 80 ms of the highest score (a model's score peaks
    /// as the word ends, so the audio after it is what was said after the word). A model's
    /// candidate is an instant: its start is its end, and both its scores are the model's.
    public func listen(to samples: [Int16]) throws(WakeModelError) -> WakeWordResult {
        let scores = try scores(for: samples)
        let seconds = Double(samples.count) / Double(SpeechAudio.sampleRate)
        guard let best = scores.indices.max(by: { scores[$0] < scores[$1] }) else {
            return WakeWordResult(detection: nil, candidates: [], audioSeconds: seconds)
        }
        let end = min(Double((best + 1) * Self.chunkSamples) / Double(SpeechAudio.sampleRate), seconds)
        let candidate = WakeWordResult.Candidate(
            start: end, end: end, score: Double(scores[best]), keyphraseScore: Double(scores[best]))
        return WakeWordResult(
            detection: candidate.score > threshold ? candidate : nil, candidates: [candidate], audioSeconds: seconds)
    }
}
