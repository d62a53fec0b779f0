/// What a file held before conditioning, for reports and for telling a user why audio sounds off.
public struct AudioSourceFormat: Equatable, Sendable, Codable {
    /// Container name as libsndfile reports it, e.g. "WAV (Microsoft)", "FLAC (Free Lossless Audio Codec)".
    public var container: String
    /// Sample encoding, e.g. "Signed 16 bit PCM", "U-Law".
    public var encoding: String
    public var sampleRate: Int
    public var channels: Int
    public var frames: Int

    public init(container: String, encoding: String, sampleRate: Int, channels: Int, frames: Int) {
        self.container = container
        self.encoding = encoding
        self.sampleRate = sampleRate
        self.channels = channels
        self.frames = frames
    }

    public var durationSeconds: Double { sampleRate > 0 ? Double(frames) / Double(sampleRate) : 0 }
}
