/// Audio in the form the recognizer takes: 16 kHz, mono, 16-bit, plus where it came from.
public struct SpeechAudio: Sendable {
    public static let sampleRate = 16_000

    public var samples: [Int16]
    public var source: AudioSourceFormat

    public init(samples: [Int16], source: AudioSourceFormat) {
        self.samples = samples
        self.source = source
    }

    public var durationSeconds: Double { Double(samples.count) / Double(Self.sampleRate) }

    /// Peak level in dBFS; `-infinity` for digital silence.
    public var peakDBFS: Double {
        let peak = samples.reduce(0) { max($0, Int($1.magnitude)) }
        return peak == 0 ? -.infinity : 20 * log10(Double(peak) / 32_768)
    }

    public var isSilent: Bool { peakDBFS < AudioLimits.silenceThresholdDBFS }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
