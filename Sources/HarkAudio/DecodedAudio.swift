/// Samples exactly as the file holds them: interleaved, at the file's own rate, as floats in [-1, 1].
public struct DecodedAudio: Sendable {
    public var interleavedSamples: [Float]
    public var format: AudioSourceFormat

    public init(interleavedSamples: [Float], format: AudioSourceFormat) {
        self.interleavedSamples = interleavedSamples
        self.format = format
    }

    public var channels: Int { format.channels }
    public var frameCount: Int { channels > 0 ? interleavedSamples.count / channels : 0 }
}
