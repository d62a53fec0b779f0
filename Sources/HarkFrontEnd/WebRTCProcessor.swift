internal import CWebRTCAudio

/// Owns one WebRTC audio processing module through the project's C shim; the enhancers that use
/// WebRTC configure it and run whole utterances through it 10 ms at a time.
final class WebRTCProcessor {
    static let frameSamples = Int(HARK_WEBRTC_FRAME_SAMPLES)
    static let samplesPerMillisecond = Int(HARK_WEBRTC_SAMPLE_RATE) / 1000

    let enhancer: String
    private let handle: OpaquePointer

    init(enhancer: String) throws(SpeechEnhancementError) {
        guard let handle = hark_webrtc_create() else {
            throw SpeechEnhancementError(enhancer: enhancer, reason: "WebRTC audio processing could not be created")
        }
        self.enhancer = enhancer
        self.handle = handle
    }

    deinit { hark_webrtc_destroy(handle) }

    func setHighPassFilter(_ enabled: Bool) throws(SpeechEnhancementError) {
        try check(hark_webrtc_set_high_pass_filter(handle, enabled ? 1 : 0), "high-pass filter")
    }

    /// nil turns noise suppression off; 0–3 from mild to aggressive.
    func setNoiseSuppression(level: Int?) throws(SpeechEnhancementError) {
        try check(
            hark_webrtc_set_noise_suppression(handle, Int32(level ?? -1)), "noise suppression level \(level ?? -1)")
    }

    /// nil turns voice detection off; 0–3 from least to most ready to call a frame speech.
    func setVoiceDetection(likelihood: Int?) throws(SpeechEnhancementError) {
        try check(
            hark_webrtc_set_voice_detection(handle, Int32(likelihood ?? -1)),
            "voice detection likelihood \(likelihood ?? -1)")
    }

    /// Runs `samples` through from a fresh state. Returns the processed samples, same length and
    /// aligned with the input, and one voice decision per 10 ms frame of input.
    ///
    /// - Parameter latency: how many samples the enabled components delay the audio by. That much
    ///   silence (plus what completes the last frame) is fed after the input and the first
    ///   `latency` output samples are dropped, so a word's end is not pushed out of the file.
    func process(_ samples: [Int16], latency: Int = 0) throws(SpeechEnhancementError) -> (
        samples: [Int16], voiced: [Bool]
    ) {
        // WebRTC keeps noise estimates and filter memory between frames; resetting per utterance
        // keeps one file's noise from shaping the next.
        try check(hark_webrtc_reset(handle), "reset")
        let frame = Self.frameSamples
        let needed = samples.count + latency
        var padded = samples
        padded.append(contentsOf: repeatElement(0, count: latency + (frame - needed % frame) % frame))
        let inputFrames = (samples.count + frame - 1) / frame
        var voiced: [Bool] = []
        voiced.reserveCapacity(padded.count / frame)
        var failure: Int32 = 0
        padded.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for start in stride(from: 0, to: buffer.count, by: frame) {
                var hasVoice: Int32 = 0
                let status = hark_webrtc_process_frame(handle, base + start, &hasVoice)
                if status != 0 {
                    failure = status
                    return
                }
                voiced.append(hasVoice != 0)
            }
        }
        try check(failure, "processing")
        return (Array(padded[latency..<needed]), Array(voiced.prefix(inputFrames)))
    }

    /// Runs one 10 ms frame through, keeping every state from the frames before: for a stream.
    /// Returns the voice decision (false when voice detection is off).
    func processFrame(_ frame: inout [Int16]) throws(SpeechEnhancementError) -> Bool {
        precondition(frame.count == Self.frameSamples, "WebRTC takes frames of exactly 10 ms")
        var hasVoice: Int32 = 0
        let status = frame.withUnsafeMutableBufferPointer {
            hark_webrtc_process_frame(handle, $0.baseAddress, &hasVoice)
        }
        try check(status, "processing")
        return hasVoice != 0
    }

    private func check(_ status: Int32, _ what: String) throws(SpeechEnhancementError) {
        guard status != 0 else { return }
        throw SpeechEnhancementError(enhancer: enhancer, reason: "WebRTC \(what) failed (error \(status))")
    }
}
