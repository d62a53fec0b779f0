/// ``SpeechAudioConditioner`` for audio that arrives in pieces (a network stream's chunks): each
/// piece is downmixed, resampled with the filter's memory carried over, and quantised as it
/// comes, so only 16 kHz mono samples are ever kept. A 16 kHz mono 16-bit stream passes bit for
/// bit. Belongs to one stream, and to one thread at a time.
public final class SpeechStreamConditioner {
    /// The stream's own rate, in Hz.
    public let inputRate: Int
    /// The stream's interleaved channels, downmixed to one.
    public let channels: Int
    private let resampler: StreamingResampler
    /// Names the stream in an error.
    private let name: String

    /// A conditioner for a stream of `channels` interleaved channels at `inputRate` Hz; `name`
    /// names the stream in an error.
    public init(inputRate: Int, channels: Int, name: String) throws(AudioError) {
        guard AudioLimits.sampleRates.contains(inputRate) else {
            throw AudioError(path: name, reason: .unsupportedSampleRate(inputRate))
        }
        guard channels > 0 else { throw AudioError(path: name, reason: .noChannels) }
        do {
            resampler = try StreamingResampler(inputRate: inputRate, outputRate: SpeechAudio.sampleRate)
        } catch {
            throw AudioError(path: name, reason: .resamplingFailed(error.message))
        }
        self.inputRate = inputRate
        self.channels = channels
        self.name = name
    }

    /// The 16 kHz mono samples `interleaved` (whole frames, floats in [-1, 1]) makes available;
    /// the resampler may hold some back until the next piece or ``finish()``.
    public func condition(_ interleaved: [Float]) throws(AudioError) -> [Int16] {
        do {
            return try resampler.process(SpeechAudioConditioner.downmix(interleaved, channels: channels))
                .map(SpeechAudioConditioner.quantise)
        } catch {
            throw AudioError(path: name, reason: .resamplingFailed(error.message))
        }
    }

    /// What the resampler still holds, at the end of the stream.
    public func finish() throws(AudioError) -> [Int16] {
        do {
            return try resampler.flush().map(SpeechAudioConditioner.quantise)
        } catch {
            throw AudioError(path: name, reason: .resamplingFailed(error.message))
        }
    }
}
