/// Turns decoded audio of any layout into what the recognizer takes: downmix every channel to
/// mono by averaging, resample to 16 kHz, quantise to 16-bit with clipping.
public struct SpeechAudioConditioner: Sendable {
    /// A conditioner; it keeps no state between files.
    public init() {}

    /// `audio` as 16 kHz mono 16-bit speech, its source format kept. `path` names the file in an error: resampling can
    /// fail with ``AudioError/Reason/resamplingFailed(_:)``.
    public func condition(_ audio: DecodedAudio, path: String) throws(AudioError) -> SpeechAudio {
        let mono = Self.downmix(audio.interleavedSamples, channels: audio.channels)
        let resampler = Resampler(inputRate: audio.format.sampleRate, outputRate: SpeechAudio.sampleRate)
        let resampled: [Float]
        do {
            resampled = try resampler.resample(mono)
        } catch {
            throw AudioError(path: path, reason: .resamplingFailed(error.message))
        }
        return SpeechAudio(samples: resampled.map(Self.quantise), source: audio.format)
    }

    static func downmix(_ interleaved: [Float], channels: Int) -> [Float] {
        guard channels > 1 else { return interleaved }
        let frames = interleaved.count / channels
        let scale = 1 / Float(channels)
        var mono = [Float](repeating: 0, count: frames)
        interleaved.withUnsafeBufferPointer { input in
            for frame in 0..<frames {
                var sum: Float = 0
                let base = frame * channels
                for channel in 0..<channels { sum += input[base + channel] }
                mono[frame] = sum * scale
            }
        }
        return mono
    }

    /// libsndfile scales integer PCM by 1/32768 (for 16-bit), so multiplying back is exact for
    /// 16-bit input: a 16 kHz mono 16-bit file reaches the decoder bit for bit.
    static func quantise(_ sample: Float) -> Int16 {
        let scaled = (sample * 32_768).rounded()
        return Int16(max(-32_768, min(32_767, scaled)))
    }
}
