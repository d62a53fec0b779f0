import HarkAudio
import HarkSupport

/// The PCM layout of an audio stream, as `audio-start` and each `audio-chunk` state it: samples
/// per second, bytes per sample (1 is unsigned 8-bit, 2 to 4 signed little-endian), channels.
public struct WyomingAudioFormat: Sendable, Equatable, CustomStringConvertible {
    public var rate: Int
    public var width: Int
    public var channels: Int

    /// A layout, checked: a rate Hark can resample, a width of 1 to 4 bytes, 1 to 256 channels.
    public init(rate: Int, width: Int, channels: Int) throws(WyomingRequestError) {
        guard AudioLimits.sampleRates.contains(rate) else {
            throw .badAudioFormat(
                "rate \(rate) Hz is outside \(AudioLimits.sampleRates.lowerBound)…\(AudioLimits.sampleRates.upperBound)"
            )
        }
        guard (1...4).contains(width) else { throw .badAudioFormat("width \(width) is not 1, 2, 3 or 4 bytes") }
        guard (1...AudioLimits.maxChannels).contains(channels) else {
            throw .badAudioFormat("channels \(channels) is not 1 to \(AudioLimits.maxChannels)")
        }
        self.rate = rate
        self.width = width
        self.channels = channels
    }

    /// The layout an audio event states in its `rate`, `width` and `channels`.
    public init(of event: WyomingEvent) throws(WyomingRequestError) {
        let rate: Int
        let width: Int
        let channels: Int
        do {
            rate = try event.requiredInteger("rate")
            width = try event.requiredInteger("width")
            channels = try event.requiredInteger("channels")
        } catch {
            throw .badEvent(error)
        }
        try self.init(rate: rate, width: width, channels: channels)
    }

    /// Bytes per frame: one sample of every channel.
    public var bytesPerFrame: Int { width * channels }
    /// Bytes of one second of audio.
    public var bytesPerSecond: Int { rate * bytesPerFrame }

    public var description: String { "\(rate) Hz, \(width * 8)-bit, \(channels) channel\(channels == 1 ? "" : "s")" }

    /// The event fields that state this layout.
    var fields: [String: JSONValue] {
        ["rate": .number(Double(rate)), "width": .number(Double(width)), "channels": .number(Double(channels))]
    }
}
