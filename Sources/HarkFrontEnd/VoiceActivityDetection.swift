/// Which voice activity detector finds utterances in a stream, by the name `hark listen --vad`
/// takes.
public enum VoiceActivityDetection: String, Sendable, CaseIterable, CustomStringConvertible {
    /// WebRTC's Gaussian-mixture detector at likelihood 1.
    case webrtc
    /// Energy above an adaptive noise floor (`EnergyVoiceDetector`).
    case energy

    /// A detector with fresh state, for one stream.
    public func makeDetector() throws(SpeechEnhancementError) -> any VoiceActivityDetector {
        switch self {
        case .webrtc: try WebRTCVoiceDetector(likelihood: 1)
        case .energy: EnergyVoiceDetector()
        }
    }

    /// The name `--vad` takes: `webrtc` or `energy`.
    public var description: String { rawValue }
}
