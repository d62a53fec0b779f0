import ArgumentParser
import Hark

/// `--enhance` and the enhancers' settings: the audio clean-up run before the decoder. Each flag
/// given changes its profile setting (frontEnd.*); the defaults are `HarkConfiguration`'s.
struct FrontEndOptions: ParsableArguments, ProfileFlags {
    @Option(
        name: .flag(of: ConfigurationSetting.commandEnhancers),
        help: ArgumentHelp(
            "Enhance audio before decoding: \(SpeechEnhancement.names.joined(separator: ", ")) or none (repeatable, in order).",
            discussion: """
                speex: speexdsp's noise suppressor. webrtc-ns: WebRTC's high-pass filter and noise \
                suppressor. webrtc-vad-trim: cut non-speech before and after the speech WebRTC's \
                voice detector finds. loudness-trim: keep the stretch around the loudest speech, \
                cut the quieter background before and after it. none: no enhancer. Default: \
                \(HarkConfiguration.defaults.frontEnd.commandEnhancers.joined(separator: ", ")) for command \
                searches (understand, ask, converse, listen, serve, and evaluate of intents), \
                \(HarkConfiguration.defaults.frontEnd.transcriptionEnhancers.isEmpty ? "none" : HarkConfiguration.defaults.frontEnd.transcriptionEnhancers.joined(separator: ", ")) \
                for transcription (profile: \(ConfigurationSetting.commandEnhancers.key), \
                \(ConfigurationSetting.transcriptionEnhancers.key)). \
                See \(Documentation.path("front-end.md")).
                """),
        transform: { name in
            guard SpeechEnhancement.names.contains(name) || name == Self.none else {
                throw ValidationError(
                    "\(ConfigurationSetting.commandEnhancers.flagName): unknown enhancer '\(name)' (known: \((SpeechEnhancement.names + [Self.none]).joined(separator: ", ")))"
                )
            }
            return name
        })
    var enhancers: [String] = []

    /// `--enhance none`: no enhancer, not even a command search's default.
    static let none = "none"

    // `.unconditional` so that a negative value such as -15 is not read as an option.
    @Option(ConfigurationSetting.speexSuppressDB)
    var speexSuppressDB: Int?

    @Flag(switching: ConfigurationSetting.speexAutomaticGainControl)
    var speexAutomaticGainControl = false

    @Option(ConfigurationSetting.webrtcNoiseSuppressionLevel)
    var webrtcNoiseSuppressionLevel: Int?

    @Flag(
        name: .flag(of: ConfigurationSetting.webrtcNoiseSuppressionHighPassFilter), inversion: .prefixedNo,
        help: settingHelp(ConfigurationSetting.webrtcNoiseSuppressionHighPassFilter))
    var webrtcHighPassFilter: Bool?

    @Option(ConfigurationSetting.vadTrimMarginMilliseconds)
    var vadTrimMarginMilliseconds: Int?

    @Option(ConfigurationSetting.vadTrimLikelihood)
    var vadLikelihood: Int?

    @Option(ConfigurationSetting.loudnessTrimThresholdDB)
    var loudnessThresholdDB: Double?

    @Option(ConfigurationSetting.loudnessTrimBridgeMilliseconds)
    var loudnessBridgeMilliseconds: Int?

    @Option(ConfigurationSetting.loudnessTrimMarginMilliseconds)
    var loudnessMarginMilliseconds: Int?

    @Option(
        ConfigurationSetting.foregroundRangeDB,
        discussion: """
            The range is the 95th minus the 10th percentile of the 25 ms frames' energy. A voice \
            near the device swings far more than a steady background such as a crowd, a fan or \
            a music bed, which the decoder would otherwise turn into words. Transcription \
            without intents never gates. See \(Documentation.path("front-end.md")).
            """)
    var foregroundRangeDB: Double?

    @Option(
        ConfigurationSetting.answerForegroundRangeDB,
        discussion: "An answer's search takes any words, so it keeps the stricter gate.")
    var answerForegroundRangeDB: Double?

    @Flag(switching: ConfigurationSetting.uncutRetry)
    var noUncutRetry = false

    func validate() throws {
        if enhancers.contains(Self.none) && enhancers.count > 1 {
            throw ValidationError(
                "\(ConfigurationSetting.commandEnhancers.flagName) none cannot be combined with other enhancers")
        }
    }

    /// `--enhance` replaces the enhancers of every purpose; the other flags set their settings.
    func apply(to profile: inout HarkProfile) throws(ConfigurationError) {
        if !enhancers.isEmpty {
            let names = enhancers.filter { $0 != Self.none }
            try profile.set(ConfigurationSetting.commandEnhancers, given: names)
            try profile.set(
                ConfigurationSetting.transcriptionEnhancers, names,
                from: .flag(ConfigurationSetting.commandEnhancers.flagName))
        }
        try profile.set(ConfigurationSetting.speexSuppressDB, given: speexSuppressDB)
        try profile.set(ConfigurationSetting.speexAutomaticGainControl, switched: speexAutomaticGainControl)
        try profile.set(ConfigurationSetting.webrtcNoiseSuppressionLevel, given: webrtcNoiseSuppressionLevel)
        try profile.set(ConfigurationSetting.webrtcNoiseSuppressionHighPassFilter, given: webrtcHighPassFilter)
        try profile.set(ConfigurationSetting.vadTrimMarginMilliseconds, given: vadTrimMarginMilliseconds)
        try profile.set(ConfigurationSetting.vadTrimLikelihood, given: vadLikelihood)
        try profile.set(ConfigurationSetting.loudnessTrimThresholdDB, given: loudnessThresholdDB)
        try profile.set(ConfigurationSetting.loudnessTrimBridgeMilliseconds, given: loudnessBridgeMilliseconds)
        try profile.set(ConfigurationSetting.loudnessTrimMarginMilliseconds, given: loudnessMarginMilliseconds)
        try profile.set(ConfigurationSetting.foregroundRangeDB, given: foregroundRangeDB)
        try profile.set(ConfigurationSetting.answerForegroundRangeDB, given: answerForegroundRangeDB)
        try profile.set(ConfigurationSetting.uncutRetry, switched: noUncutRetry)
    }
}
