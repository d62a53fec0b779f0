import Foundation
import HarkAudio

/// A reply as speech: mono 16-bit samples at the voice's rate.
public struct SpokenAudio: Sendable, Equatable {
    /// The speech, mono signed 16-bit samples at ``sampleRate``.
    public var samples: [Int16]
    /// Samples per second of ``samples``: the voice's own rate (16 kHz for flite's `cmu_us_rms`), not resampled.
    public var sampleRate: Int

    /// Audio of `samples` at `sampleRate` samples per second.
    public init(samples: [Int16], sampleRate: Int) {
        self.samples = samples
        self.sampleRate = sampleRate
    }

    /// Length of the speech in seconds; 0 when ``sampleRate`` is not positive.
    public var durationSeconds: Double { sampleRate > 0 ? Double(samples.count) / Double(sampleRate) : 0 }

    /// A 16-bit PCM WAV file's bytes, to send (an HTTP body) rather than store.
    public func wavData() throws(AudioError) -> Data {
        try AudioFileWriter().wavData(samples, sampleRate: sampleRate)
    }

    /// Writes a 16-bit PCM WAV to `path`; it appears there only once complete.
    public func writeWAV(to path: String) throws(AudioError) {
        try AudioFileWriter().writeWAV(samples, sampleRate: sampleRate, to: path)
    }
}
