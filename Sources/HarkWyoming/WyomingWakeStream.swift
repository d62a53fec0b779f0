import Foundation
import HarkAudio

/// One stream listened to for a wake word: each chunk conditioned to 16 kHz mono and given to the
/// engine's detector, each detection answered with a `detection` event.
final class WyomingWakeStream {
    let name: String
    let format: WyomingAudioFormat
    private let detector: any WyomingWakeDetector
    private let conditioner: SpeechStreamConditioner
    /// Whether a `detection` was sent for this stream.
    private(set) var detected = false

    init(name: String, format: WyomingAudioFormat, detector: any WyomingWakeDetector) throws(WyomingRequestError) {
        self.name = name
        self.format = format
        self.detector = detector
        do {
            conditioner = try SpeechStreamConditioner(
                inputRate: format.rate, channels: format.channels, name: "the audio stream")
        } catch {
            throw .badAudioFormat("\(error)")
        }
    }

    /// The chunk's payload heard: a `detection` event when the word was just heard.
    func feed(_ payload: Data) async throws -> WyomingEvent? {
        guard payload.count % format.bytesPerFrame == 0 else {
            throw WyomingRequestError.partialFrames(bytes: payload.count, bytesPerFrame: format.bytesPerFrame)
        }
        let samples: [Int16]
        do {
            samples = try conditioner.condition(PCMDecoding.floats(payload, width: format.width))
        } catch {
            throw WyomingRequestError.engineFailed("\(error)")
        }
        return event(try await detector.feed(samples))
    }

    /// The stream ended: a `detection` for what was not yet settled, else nil.
    func finish() async throws -> WyomingEvent? {
        let samples: [Int16]
        do {
            samples = try conditioner.finish()
        } catch {
            throw WyomingRequestError.engineFailed("\(error)")
        }
        let last = try await detector.feed(samples)
        let settled = try await detector.finish()
        return event(last ?? settled)
    }

    private func event(_ milliseconds: Int?) -> WyomingEvent? {
        guard let milliseconds else { return nil }
        detected = true
        return WyomingEvent("detection", data: ["name": .string(name), "timestamp": .number(Double(milliseconds))])
    }
}
