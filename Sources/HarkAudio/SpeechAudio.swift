import HarkSupport

/// Audio in the form the recognizer takes: 16 kHz, mono, 16-bit, plus where it came from.
public struct SpeechAudio: Sendable {
    /// The recognizer's sample rate: 16 000 Hz.
    public static let sampleRate = 16_000

    /// The speech, mono signed 16-bit samples at ``sampleRate``.
    public var samples: [Int16]
    /// What the file held before conditioning (container, encoding, original rate and channels).
    public var source: AudioSourceFormat

    /// Speech audio of `samples` (already 16 kHz mono) from a source described by `source`.
    public init(samples: [Int16], source: AudioSourceFormat) {
        self.samples = samples
        self.source = source
    }

    /// Length in seconds, at 16 kHz.
    public var durationSeconds: Double { Double(samples.count) / Double(Self.sampleRate) }

    /// Peak level in dBFS; `-infinity` for digital silence.
    public var peakDBFS: Double {
        let peak = samples.reduce(0) { max($0, Int($1.magnitude)) }
        return FrameEnergy.dBFS(peak: peak)
    }

    /// Whether the peak is below ``AudioLimits/silenceThresholdDBFS``: nothing to recognize.
    public var isSilent: Bool { peakDBFS < AudioLimits.silenceThresholdDBFS }
}
