import Foundation
import HarkAudio

/// One utterance arriving in `audio-chunk`s: conditioned to 16 kHz mono as each chunk comes, so
/// it holds no more than ``maxSamples`` samples whatever the client's layout.
final class WyomingUtterance {
    let format: WyomingAudioFormat
    let model: String
    let maxSamples: Int
    private let conditioner: SpeechStreamConditioner
    private(set) var samples: [Int16] = []

    init(format: WyomingAudioFormat, model: String, maxSeconds: Double) throws(WyomingRequestError) {
        self.format = format
        self.model = model
        maxSamples = Int(maxSeconds * Double(SpeechAudio.sampleRate))
        do {
            conditioner = try SpeechStreamConditioner(
                inputRate: format.rate, channels: format.channels, name: "the audio stream")
        } catch {
            throw .badAudioFormat("\(error)")
        }
    }

    /// Adds a chunk's payload, in ``format``; throws past ``maxSamples``.
    func append(_ payload: Data) throws(WyomingRequestError) {
        guard payload.count % format.bytesPerFrame == 0 else {
            throw .partialFrames(bytes: payload.count, bytesPerFrame: format.bytesPerFrame)
        }
        // Checked before converting, so an oversized chunk is never held as floats either.
        let incoming = payload.count / format.bytesPerFrame * SpeechAudio.sampleRate / format.rate
        guard samples.count + incoming <= maxSamples + 1 else {
            throw .audioTooLong(limitSeconds: Double(maxSamples) / Double(SpeechAudio.sampleRate))
        }
        do {
            samples += try conditioner.condition(PCMDecoding.floats(payload, width: format.width))
        } catch {
            throw .engineFailed("\(error)")
        }
    }

    /// Every sample, once the stream has ended.
    func finish() throws(WyomingRequestError) -> [Int16] {
        do {
            samples += try conditioner.finish()
        } catch {
            throw .engineFailed("\(error)")
        }
        return samples
    }
}
