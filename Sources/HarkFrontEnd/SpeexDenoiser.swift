internal import CSpeexDSP

/// speexdsp's preprocessor as a denoiser: it tracks the noise spectrum and attenuates it by up to
/// `suppressDB`, frame by frame. Automatic gain control is off unless asked for, since
/// PocketSphinx normalises level itself (cepstral mean) and AGC also lifts noise between words.
public final class SpeexDenoiser: SpeechEnhancer {
    /// How far noise is pushed down, and whether speexdsp's gain control runs.
    public struct Settings: Sendable, Equatable {
        /// Most attenuation applied to noise, in dB (negative); speexdsp's default is -15.
        public var suppressDB: Int
        /// Whether speexdsp's automatic gain control runs too; off by default, since it also lifts the noise between
        /// words.
        public var automaticGainControl: Bool

        /// Settings of `suppressDB` dB (0 or less) of suppression, gain control off unless asked for.
        public init(suppressDB: Int = -15, automaticGainControl: Bool = false) {
            self.suppressDB = suppressDB
            self.automaticGainControl = automaticGainControl
        }
    }

    /// 20 ms at 16 kHz: the frame length speexdsp's documentation recommends, long enough for a
    /// usable spectral resolution of the noise estimate.
    static let frameSamples = 320
    /// speexdsp overlaps windows of two frames and adds them back, so its output lags the input
    /// by one frame. Measured, and checked by a test that output and input line up.
    static let latency = frameSamples

    /// `speex`, as `--enhance` takes it.
    public let name = "speex"
    /// The denoiser's settings, checked at initialization.
    public let settings: Settings
    private var state: OpaquePointer?

    /// A denoiser with `settings`; throws when ``Settings/suppressDB`` is positive or speexdsp refuses a
    /// setting.
    public init(_ settings: Settings = Settings()) throws(SpeechEnhancementError) {
        guard settings.suppressDB <= 0 else {
            throw SpeechEnhancementError(
                enhancer: "speex", reason: "suppression must be 0 dB or less (got \(settings.suppressDB))")
        }
        self.settings = settings
        state = try makeState()
    }

    deinit {
        if let state { speex_preprocess_state_destroy(state) }
    }

    /// `samples` (16 kHz mono) denoised, the same length and aligned with the input. Each call starts a fresh noise
    /// estimate, so one utterance's noise does not carry into the next.
    public func enhance(_ samples: [Int16]) throws(SpeechEnhancementError) -> [Int16] {
        // speexdsp has no reset: a new state per utterance is how noise learned from one file
        // stays out of the next.
        if let state { speex_preprocess_state_destroy(state) }
        state = nil
        let state = try makeState()
        self.state = state

        let frame = Self.frameSamples
        // Silence after the input flushes the last frame of speech out of the overlap, and
        // completes the last frame; dropping the first `latency` samples lines output up with input.
        let needed = samples.count + Self.latency
        var padded = samples
        padded.append(contentsOf: repeatElement(0, count: Self.latency + (frame - needed % frame) % frame))
        padded.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for start in stride(from: 0, to: buffer.count, by: frame) {
                // The return value is the preprocessor's own VAD decision, which is off here.
                _ = speex_preprocess_run(state, base + start)
            }
        }
        return Array(padded[Self.latency..<needed])
    }

    private func makeState() throws(SpeechEnhancementError) -> OpaquePointer {
        guard let state = speex_preprocess_state_init(Int32(Self.frameSamples), Int32(16_000)) else {
            throw SpeechEnhancementError(enhancer: name, reason: "speex_preprocess_state_init failed")
        }
        let settingsToApply: [(request: Int32, value: Int32, label: String)] = [
            (SPEEX_PREPROCESS_SET_DENOISE, 1, "denoise"),
            (SPEEX_PREPROCESS_SET_NOISE_SUPPRESS, Int32(settings.suppressDB), "noise suppression"),
            (SPEEX_PREPROCESS_SET_AGC, settings.automaticGainControl ? 1 : 0, "AGC"),
            // Its VAD and dereverberation stay at their default, off. Setting the VAD at all, even
            // off, makes speexdsp print a warning to stderr.
        ]
        for setting in settingsToApply {
            var value = setting.value
            let status = speex_preprocess_ctl(state, setting.request, &value)
            if status != 0 {
                speex_preprocess_state_destroy(state)
                throw SpeechEnhancementError(
                    enhancer: name, reason: "cannot set \(setting.label) (speexdsp error \(status))")
            }
        }
        return state
    }
}
