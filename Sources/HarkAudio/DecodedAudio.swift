/// Samples exactly as the file holds them: interleaved, at the file's own rate, as floats in [-1, 1].
public struct DecodedAudio: Sendable {
    /// The samples, frame by frame with the channels interleaved, floats in [-1, 1] at
    /// ``AudioSourceFormat/sampleRate``.
    public var interleavedSamples: [Float]
    /// The file's container, encoding, rate, channels and frame count.
    public var format: AudioSourceFormat

    /// Decoded audio of `interleavedSamples` laid out as `format` says.
    public init(interleavedSamples: [Float], format: AudioSourceFormat) {
        self.interleavedSamples = interleavedSamples
        self.format = format
    }

    /// Channels per frame: `format.channels`.
    public var channels: Int { format.channels }
    /// Frames held: samples divided by ``channels``; 0 when there are no channels.
    public var frameCount: Int { channels > 0 ? interleavedSamples.count / channels : 0 }
}
