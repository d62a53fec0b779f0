import ArgumentParser
import Hark

/// `--enhance` and the enhancers' settings: the audio clean-up run before the decoder. Each flag
/// given changes its profile setting (frontEnd.*); the defaults are `HarkConfiguration`'s.
struct FrontEndOptions: ParsableArguments, ProfileFlags {
    @Option(
        name: .customLong("enhance"),
        help: ArgumentHelp(
            "Enhance audio before decoding: \(SpeechEnhancement.names.joined(separator: ", ")) or none (repeatable, in order).",
            discussion: """
                speex: speexdsp's noise suppressor. webrtc-ns: WebRTC's high-pass filter and noise \
                suppressor. webrtc-vad-trim: cut non-speech before and after the speech WebRTC's \
                voice detector finds. loudness-trim: keep the stretch around the loudest speech, \
                cut the quieter background before and after it. none: no enhancer. Default: \
                \(HarkConfiguration().frontEnd.commandEnhancers.joined(separator: ", ")) for command \
                searches (understand, ask, converse, listen, serve, and evaluate of intents), \
                \(HarkConfiguration().frontEnd.transcriptionEnhancers.isEmpty ? "none" : HarkConfiguration().frontEnd.transcriptionEnhancers.joined(separator: ", ")) \
                for transcription (profile: frontEnd.commandEnhancers, frontEnd.transcriptionEnhancers). \
                See \(Documentation.path("front-end.md")).
                """),
        transform: { name in
            guard SpeechEnhancement.names.contains(name) || name == Self.none else {
                throw ValidationError(
                    "--enhance: unknown enhancer '\(name)' (known: \((SpeechEnhancement.names + [Self.none]).joined(separator: ", ")))"
                )
            }
            return name
        })
    var enhancers: [String] = []

    /// `--enhance none`: no enhancer, not even a command search's default.
    static let none = "none"

    // `.unconditional` so that a negative value such as -15 is not read as an option.
    @Option(
        name: .customLong("speex-suppress-db"), parsing: .unconditional,
        help: settingHelp(key: "frontEnd.speex.suppressDB"))
    var speexSuppressDB: Int?

    @Flag(
        name: .customLong("speex-agc"),
        help: settingHelp(key: "frontEnd.speex.automaticGainControl", value: "true"))
    var speexAutomaticGainControl = false

    @Option(
        name: .customLong("webrtc-ns-level"),
        help: settingHelp(key: "frontEnd.webrtcNoiseSuppression.level"))
    var webrtcNoiseSuppressionLevel: Int?

    @Flag(
        name: .customLong("webrtc-hpf"), inversion: .prefixedNo,
        help: settingHelp(key: "frontEnd.webrtcNoiseSuppression.highPassFilter"))
    var webrtcHighPassFilter: Bool?

    @Option(
        name: .customLong("vad-trim-margin-ms"),
        help: settingHelp(key: "frontEnd.vadTrim.marginMilliseconds"))
    var vadTrimMarginMilliseconds: Int?

    @Option(
        name: .customLong("vad-likelihood"),
        help: settingHelp(key: "frontEnd.vadTrim.likelihood"))
    var vadLikelihood: Int?

    @Option(
        name: .customLong("loudness-threshold-db"),
        help: settingHelp(key: "frontEnd.loudnessTrim.thresholdDB"))
    var loudnessThresholdDB: Double?

    @Option(
        name: .customLong("loudness-bridge-ms"),
        help: settingHelp(key: "frontEnd.loudnessTrim.bridgeMilliseconds"))
    var loudnessBridgeMilliseconds: Int?

    @Option(
        name: .customLong("loudness-margin-ms"),
        help: settingHelp(key: "frontEnd.loudnessTrim.marginMilliseconds"))
    var loudnessMarginMilliseconds: Int?

    @Option(
        name: .customLong("foreground-range-db"), parsing: .unconditional,
        help: settingHelp(
            key: "frontEnd.foregroundRangeDB",
            discussion: """
                The range is the 95th minus the 10th percentile of the 25 ms frames' energy. A voice \
                near the device swings far more than a steady background such as a crowd, a fan or \
                a music bed, which the decoder would otherwise turn into words. Transcription \
                without intents never gates. See \(Documentation.path("front-end.md")).
                """))
    var foregroundRangeDB: Double?

    @Option(
        name: .customLong("answer-foreground-range-db"), parsing: .unconditional,
        help: settingHelp(
            key: "frontEnd.answerForegroundRangeDB",
            discussion: "An answer's search takes any words, so it keeps the stricter gate."))
    var answerForegroundRangeDB: Double?

    @Flag(
        help: settingHelp(key: "frontEnd.uncutRetry", value: "false"))
    var noUncutRetry = false

    func validate() throws {
        if enhancers.contains(Self.none) && enhancers.count > 1 {
            throw ValidationError("--enhance none cannot be combined with other enhancers")
        }
    }

    /// `--enhance` replaces the enhancers of every purpose; the other flags set their settings.
    func apply(to profile: inout HarkProfile) throws(ConfigurationError) {
        if !enhancers.isEmpty {
            let names = enhancers.filter { $0 != Self.none }
            try profile.set("frontEnd.commandEnhancers", names, flag: "--enhance")
            try profile.set("frontEnd.transcriptionEnhancers", names, flag: "--enhance")
        }
        try profile.set("frontEnd.speex.suppressDB", speexSuppressDB, flag: "--speex-suppress-db")
        try profile.set(
            "frontEnd.speex.automaticGainControl", speexAutomaticGainControl ? true : nil, flag: "--speex-agc")
        try profile.set(
            "frontEnd.webrtcNoiseSuppression.level", webrtcNoiseSuppressionLevel, flag: "--webrtc-ns-level")
        try profile.set(
            "frontEnd.webrtcNoiseSuppression.highPassFilter", webrtcHighPassFilter, flag: "--webrtc-hpf")
        try profile.set("frontEnd.vadTrim.marginMilliseconds", vadTrimMarginMilliseconds, flag: "--vad-trim-margin-ms")
        try profile.set("frontEnd.vadTrim.likelihood", vadLikelihood, flag: "--vad-likelihood")
        try profile.set("frontEnd.loudnessTrim.thresholdDB", loudnessThresholdDB, flag: "--loudness-threshold-db")
        try profile.set(
            "frontEnd.loudnessTrim.bridgeMilliseconds", loudnessBridgeMilliseconds, flag: "--loudness-bridge-ms")
        try profile.set(
            "frontEnd.loudnessTrim.marginMilliseconds", loudnessMarginMilliseconds, flag: "--loudness-margin-ms")
        try profile.set("frontEnd.foregroundRangeDB", foregroundRangeDB, flag: "--foreground-range-db")
        try profile.set(
            "frontEnd.answerForegroundRangeDB", answerForegroundRangeDB, flag: "--answer-foreground-range-db")
        try profile.set("frontEnd.uncutRetry", noUncutRetry ? false : nil, flag: "--no-uncut-retry")
    }
}
