import HarkSupport

/// Speech is a frame whose energy stands well above the noise floor. The floor follows the
/// quietest recent frames: it drops at once to a quieter frame and rises only slowly, so steady
/// noise raises it and speech, which comes and goes, does not.
public final class EnergyVoiceDetector: VoiceActivityDetector {
    /// How far above the floor a frame must be to count as speech.
    public let thresholdDB: Double
    /// Frames quieter than this are never speech, however quiet the floor (digital silence).
    public let minimumDBFS: Double
    /// How fast the floor climbs towards louder frames, in dB per second.
    public let riseDBPerSecond: Double
    private var floor: Double?

    /// A detector with a fresh floor: speech is `thresholdDB` above the floor and at least `minimumDBFS`, the floor
    /// rising at most `riseDBPerSecond`.
    public init(thresholdDB: Double = 12, minimumDBFS: Double = -55, riseDBPerSecond: Double = 3) {
        self.thresholdDB = thresholdDB
        self.minimumDBFS = minimumDBFS
        self.riseDBPerSecond = riseDBPerSecond
    }

    /// Whether `frame` (the stream's next 10 ms, ``VoiceActivityFrame/samples`` samples) is speech; the floor follows
    /// it. The first frame sets the floor, so it is never speech.
    public func isSpeech(_ frame: [Int16]) -> Bool {
        let level = FrameEnergy.dBFS(frame)
        let rise = riseDBPerSecond * Double(VoiceActivityFrame.milliseconds) / 1000
        let current = floor.map { min(level, $0 + rise) } ?? level
        floor = current
        return level >= minimumDBFS && level >= current + thresholdDB
    }
}
