/// A choice of enhancer and its settings: plain data that crosses threads, from which each worker
/// builds its own `SpeechEnhancer` (the C state does not cross threads).
public enum SpeechEnhancement: Sendable, Equatable, CustomStringConvertible {
    /// speexdsp's preprocessor: spectral noise suppression, optionally automatic gain control.
    case speexDenoise(SpeexDenoiser.Settings)
    /// WebRTC's high-pass filter and noise suppressor.
    case webrtcNoiseSuppression(WebRTCNoiseSuppressor.Settings)
    /// WebRTC's voice activity detector, cutting non-speech before the first and after the last
    /// speech with a margin.
    case webrtcVADTrim(VADTrimmer.Settings)
    /// The stretch around the loudest speech kept, the quieter background before and after cut.
    case loudnessTrim(LoudnessTrimmer.Settings)
    /// DeepFilterNet3, a learned enhancer, where the utterance is noisy.
    case deepFilter(DeepFilterEnhancer.Settings)

    /// Names as `--enhance` takes them, in the order help text lists them.
    public static let names = ["deepfilter", "speex", "webrtc-ns", "webrtc-vad-trim", "loudness-trim"]

    /// The enhancer `name` (one of ``names``) with its settings from those given; nil for a name
    /// that is none of them.
    public init?(
        name: String, speex: SpeexDenoiser.Settings, webrtcNoiseSuppression: WebRTCNoiseSuppressor.Settings,
        vadTrim: VADTrimmer.Settings, loudnessTrim: LoudnessTrimmer.Settings,
        deepFilter: DeepFilterEnhancer.Settings = DeepFilterEnhancer.Settings()
    ) {
        switch name {
        case "deepfilter": self = .deepFilter(deepFilter)
        case "speex": self = .speexDenoise(speex)
        case "webrtc-ns": self = .webrtcNoiseSuppression(webrtcNoiseSuppression)
        case "webrtc-vad-trim": self = .webrtcVADTrim(vadTrim)
        case "loudness-trim": self = .loudnessTrim(loudnessTrim)
        default: return nil
        }
    }

    /// The name `--enhance` takes for this enhancer, one of ``names``.
    public var name: String {
        switch self {
        case .speexDenoise: "speex"
        case .webrtcNoiseSuppression: "webrtc-ns"
        case .webrtcVADTrim: "webrtc-vad-trim"
        case .loudnessTrim: "loudness-trim"
        case .deepFilter: "deepfilter"
        }
    }

    /// Name and settings, for report context: enough to rerun the same front end.
    public var description: String {
        switch self {
        case .speexDenoise(let settings):
            "speex(suppress \(settings.suppressDB) dB\(settings.automaticGainControl ? ", agc" : ""))"
        case .webrtcNoiseSuppression(let settings):
            "webrtc-ns(level \(settings.level)\(settings.highPassFilter ? ", hpf" : ""))"
        case .webrtcVADTrim(let settings):
            "webrtc-vad-trim(margin \(settings.marginMilliseconds) ms, likelihood \(settings.likelihood))"
        case .loudnessTrim(let settings):
            "loudness-trim(\(settings.thresholdDB) dB, bridge \(settings.bridgeMilliseconds) ms, margin \(settings.marginMilliseconds) ms)"
        case .deepFilter(let settings):
            "deepfilter(attenuation limit \(settings.attenuationLimitDB) dB, post-filter \(settings.postFilterBeta)"
                + (settings.belowRangeDB > 0 ? ", below \(settings.belowRangeDB) dB range)" : ")")
        }
    }

    /// A new enhancer of this choice with its own C state, for one worker; throws when the settings are out of range or
    /// the library cannot set them.
    public func makeEnhancer() throws(SpeechEnhancementError) -> any SpeechEnhancer {
        switch self {
        case .speexDenoise(let settings): try SpeexDenoiser(settings)
        case .webrtcNoiseSuppression(let settings): try WebRTCNoiseSuppressor(settings)
        case .webrtcVADTrim(let settings): try VADTrimmer(settings)
        case .loudnessTrim(let settings): try LoudnessTrimmer(settings)
        case .deepFilter(let settings): try DeepFilterEnhancer(settings)
        }
    }
}
