/// WebRTC's capture-side clean-up as a denoiser: a high-pass filter (removes rumble and DC below
/// about 80 Hz, where there is no speech) followed by its noise suppressor.
public final class WebRTCNoiseSuppressor: SpeechEnhancer {
    /// How hard noise is suppressed, and whether the high-pass filter runs first.
    public struct Settings: Sendable, Equatable {
        /// 0 low, 1 moderate, 2 high, 3 very high: more noise removed, more speech distorted.
        public var level: Int
        /// Whether the high-pass filter runs before the suppressor; on by default.
        public var highPassFilter: Bool

        /// Settings of suppression `level` 0–3 (2, high, by default), the high-pass filter on unless turned off.
        public init(level: Int = 2, highPassFilter: Bool = true) {
            self.level = level
            self.highPassFilter = highPassFilter
        }
    }

    /// The suppressor's analysis window (256 samples at 16 kHz) overlaps the 160-sample frames,
    /// delaying its output by 96 samples (6 ms); the high-pass filter adds none. Measured, and
    /// checked by a test that output and input line up.
    static let latency = 96

    /// `webrtc-ns`, as `--enhance` takes it.
    public let name = "webrtc-ns"
    /// The suppressor's settings, checked at initialization.
    public let settings: Settings
    private let processor: WebRTCProcessor

    /// A suppressor with `settings`; throws when the level is outside 0–3 or WebRTC cannot be set up.
    public init(_ settings: Settings = Settings()) throws(SpeechEnhancementError) {
        guard (0...3).contains(settings.level) else {
            throw SpeechEnhancementError(
                enhancer: "webrtc-ns", reason: "noise suppression level must be 0–3 (got \(settings.level))")
        }
        self.settings = settings
        processor = try WebRTCProcessor(enhancer: "webrtc-ns")
        try processor.setHighPassFilter(settings.highPassFilter)
        try processor.setNoiseSuppression(level: settings.level)
    }

    /// `samples` (16 kHz mono) filtered and denoised, the same length and aligned with the input.
    public func enhance(_ samples: [Int16]) throws(SpeechEnhancementError) -> [Int16] {
        try processor.process(samples, latency: Self.latency).samples
    }
}
