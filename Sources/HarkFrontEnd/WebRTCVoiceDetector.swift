/// WebRTC's voice activity detector (a Gaussian-mixture model of speech and noise that adapts to
/// the noise as it goes), on a stream: its state runs on from frame to frame, never reset.
public final class WebRTCVoiceDetector: VoiceActivityDetector {
    private let processor: WebRTCProcessor

    /// - Parameter likelihood: 0–3, from least to most ready to call a frame speech.
    public init(likelihood: Int = 1) throws(SpeechEnhancementError) {
        guard (0...3).contains(likelihood) else {
            throw SpeechEnhancementError(enhancer: "webrtc-vad", reason: "likelihood must be 0–3 (got \(likelihood))")
        }
        processor = try WebRTCProcessor(enhancer: "webrtc-vad")
        try processor.setVoiceDetection(likelihood: likelihood)
    }

    /// Whether `frame` (the stream's next 10 ms, ``VoiceActivityFrame/samples`` samples) is speech, by WebRTC's
    /// decision; its noise model adapts to the frame.
    public func isSpeech(_ frame: [Int16]) throws(SpeechEnhancementError) -> Bool {
        var frame = frame
        return try processor.processFrame(&frame)
    }
}
