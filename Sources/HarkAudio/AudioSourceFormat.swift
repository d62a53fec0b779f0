/// What a file held before conditioning, for reports and for telling a user why audio sounds off.
public struct AudioSourceFormat: Equatable, Sendable, Codable {
    /// Container name as libsndfile reports it, e.g. "WAV (Microsoft)", "FLAC (Free Lossless Audio Codec)".
    public var container: String
    /// Sample encoding, e.g. "Signed 16 bit PCM", "U-Law".
    public var encoding: String
    /// The file's sample rate in Hz, before resampling.
    public var sampleRate: Int
    /// The file's channel count, before downmixing.
    public var channels: Int
    /// Frames (samples per channel) actually read, which may be fewer than the header declared.
    public var frames: Int

    /// A description of a source; ``AudioFileReader`` makes one for each file it reads.
    public init(container: String, encoding: String, sampleRate: Int, channels: Int, frames: Int) {
        self.container = container
        self.encoding = encoding
        self.sampleRate = sampleRate
        self.channels = channels
        self.frames = frames
    }

    /// Length of the source in seconds; 0 when ``sampleRate`` is not positive.
    public var durationSeconds: Double { sampleRate > 0 ? Double(frames) / Double(sampleRate) : 0 }
}
