/// Says, 10 ms at a time, whether a stream of 16 kHz mono audio holds speech. Implementations keep
/// state across frames (noise estimates), so one detector follows one stream.
public protocol VoiceActivityDetector: AnyObject {
    /// Whether `frame` — exactly `VoiceActivityFrame.samples` samples, the next of the stream —
    /// is speech.
    func isSpeech(_ frame: [Int16]) throws(SpeechEnhancementError) -> Bool
}

/// The frame every detector takes: 10 ms at 16 kHz, WebRTC's unit.
public enum VoiceActivityFrame {
    /// Samples per frame: 160, 10 ms at 16 kHz.
    public static let samples = 160
    /// Milliseconds per frame: 10.
    public static let milliseconds = 10
}
