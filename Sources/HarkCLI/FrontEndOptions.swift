import ArgumentParser
import Hark

/// `--enhance` and its settings: the audio clean-up run before the decoder, shared by every
/// command that decodes files.
struct FrontEndOptions: ParsableArguments {
    @Option(
        name: .customLong("enhance"),
        help: ArgumentHelp(
            "Enhance audio before decoding: \(SpeechEnhancement.names.joined(separator: ", ")) (repeatable, in order).",
            discussion: """
                speex: speexdsp's noise suppressor. webrtc-ns: WebRTC's high-pass filter and noise \
                suppressor. webrtc-vad-trim: cut non-speech before and after the speech WebRTC's \
                voice detector finds. loudness-trim: keep the stretch around the loudest speech, \
                cut the quieter background before and after it. none: no enhancer. Default: \
                loudness-trim for command searches (understand, ask, converse, listen, serve, and \
                evaluate of intents), none for transcription. See \(Documentation.path("front-end.md")).
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
    /// What a command search runs when `--enhance` is not given: the user at the device is the
    /// loudest voice, so the background before and after is cut (docs/benchmarks.md, issue 12).
    static let commandSearchDefault = ["loudness-trim"]

    // `.unconditional` so that a negative value such as -15 is not read as an option.
    @Option(
        name: .customLong("speex-suppress-db"), parsing: .unconditional,
        help: "speex: most noise attenuation in dB, 0 or less.")
    var speexSuppressDB = SpeexDenoiser.Settings().suppressDB

    @Flag(name: .customLong("speex-agc"), help: "speex: also turn on automatic gain control.")
    var speexAutomaticGainControl = false

    @Option(
        name: .customLong("webrtc-ns-level"),
        help: "webrtc-ns: suppression level 0–3 (low, moderate, high, very high).")
    var webrtcNoiseSuppressionLevel = WebRTCNoiseSuppressor.Settings().level

    @Flag(
        name: .customLong("webrtc-hpf"), inversion: .prefixedNo,
        help: "webrtc-ns: run the high-pass filter before suppression.")
    var webrtcHighPassFilter = WebRTCNoiseSuppressor.Settings().highPassFilter

    @Option(
        name: .customLong("vad-trim-margin-ms"),
        help: "webrtc-vad-trim: milliseconds kept before the first and after the last speech.")
    var vadTrimMarginMilliseconds = VADTrimmer.Settings().marginMilliseconds

    @Option(
        name: .customLong("vad-likelihood"),
        help: "webrtc-vad-trim: detector likelihood 0–3; higher calls more frames speech.")
    var vadLikelihood = VADTrimmer.Settings().likelihood

    @Option(
        name: .customLong("loudness-threshold-db"),
        help: "loudness-trim: frames quieter than the loudest 100 ms by more than this are background.")
    var loudnessThresholdDB = LoudnessTrimmer.Settings().thresholdDB

    @Option(
        name: .customLong("loudness-bridge-ms"),
        help: "loudness-trim: pauses shorter than this inside the speech are kept.")
    var loudnessBridgeMilliseconds = LoudnessTrimmer.Settings().bridgeMilliseconds

    @Option(
        name: .customLong("loudness-margin-ms"),
        help: "loudness-trim: milliseconds kept before and after the speech.")
    var loudnessMarginMilliseconds = LoudnessTrimmer.Settings().marginMilliseconds

    @Option(
        name: .customLong("foreground-range-db"), parsing: .unconditional,
        help: ArgumentHelp(
            "Command and answer searches hear nothing in audio whose loudness range is under this many dB (0: off).",
            discussion: """
                The range is the 95th minus the 10th percentile of the 25 ms frames' energy. A voice \
                near the device swings far more than a steady background such as a crowd, a fan or \
                a music bed, which the decoder would otherwise turn into words. Transcription \
                without intents never gates. See \(Documentation.path("front-end.md")).
                """))
    var foregroundRangeDB = ForegroundGate.defaultMinimumRangeDB

    @Flag(
        help: ArgumentHelp(
            "Keep an empty reading of trimmed audio instead of hearing the uncut audio again.", visibility: .hidden))
    var noUncutRetry = false

    func validate() throws {
        if !(foregroundRangeDB >= 0) || !foregroundRangeDB.isFinite {
            throw ValidationError(
                "--foreground-range-db must be 0 or a positive number of dB (got \(foregroundRangeDB))")
        }
        if enhancers.contains(Self.none) && enhancers.count > 1 {
            throw ValidationError("--enhance none cannot be combined with other enhancers")
        }
        if !(loudnessThresholdDB > 0) || !loudnessThresholdDB.isFinite {
            throw ValidationError("--loudness-threshold-db must be a positive number (got \(loudnessThresholdDB))")
        }
        if loudnessBridgeMilliseconds < 0 || loudnessMarginMilliseconds < 0 {
            throw ValidationError("--loudness-bridge-ms and --loudness-margin-ms must not be negative")
        }
        if speexSuppressDB > 0 {
            throw ValidationError("--speex-suppress-db must be 0 or negative, e.g. -15 (got \(speexSuppressDB))")
        }
        if !(0...3).contains(webrtcNoiseSuppressionLevel) {
            throw ValidationError("--webrtc-ns-level must be 0–3 (got \(webrtcNoiseSuppressionLevel))")
        }
        if !(0...3).contains(vadLikelihood) {
            throw ValidationError("--vad-likelihood must be 0–3 (got \(vadLikelihood))")
        }
        if vadTrimMarginMilliseconds < 0 {
            throw ValidationError("--vad-trim-margin-ms must not be negative (got \(vadTrimMarginMilliseconds))")
        }
    }

    /// The front end for a transcription: what `--enhance` names, else none.
    var frontEnd: FrontEnd { frontEnd(names: enhancers.filter { $0 != Self.none }) }

    /// The front end for a command search: what `--enhance` names, else `commandSearchDefault`, behind
    /// the foreground gate unless `--foreground-range-db 0`.
    var commandFrontEnd: FrontEnd {
        var frontEnd = frontEnd(
            names: enhancers.isEmpty ? Self.commandSearchDefault : enhancers.filter { $0 != Self.none })
        if foregroundRangeDB > 0 { frontEnd.foregroundGate = ForegroundGate(minimumRangeDB: foregroundRangeDB) }
        frontEnd.hearsUncutWhenEmpty = !noUncutRetry
        return frontEnd
    }

    private func frontEnd(names: [String]) -> FrontEnd {
        FrontEnd(
            names.map { name in
                switch name {
                case "speex":
                    .speexDenoise(
                        SpeexDenoiser.Settings(
                            suppressDB: speexSuppressDB, automaticGainControl: speexAutomaticGainControl))
                case "webrtc-ns":
                    .webrtcNoiseSuppression(
                        WebRTCNoiseSuppressor.Settings(
                            level: webrtcNoiseSuppressionLevel, highPassFilter: webrtcHighPassFilter))
                case "webrtc-vad-trim":
                    .webrtcVADTrim(
                        VADTrimmer.Settings(marginMilliseconds: vadTrimMarginMilliseconds, likelihood: vadLikelihood))
                case "loudness-trim":
                    .loudnessTrim(
                        LoudnessTrimmer.Settings(
                            thresholdDB: loudnessThresholdDB, bridgeMilliseconds: loudnessBridgeMilliseconds,
                            marginMilliseconds: loudnessMarginMilliseconds))
                default: preconditionFailure("--enhance names are checked when parsed")
                }
            })
    }
}
