import ArgumentParser
import Hark

/// The decoder flags every decoding command shares; each sets one of the profile's decoder
/// settings (decoder.*), which the pipeline passes to PocketSphinx.
struct RecognizerOptions: ParsableArguments, ProfileFlags {
    @Option(
        name: .flag(of: ConfigurationSetting.acousticModel),
        help: ArgumentHelp(
            "Acoustic model folder (PocketSphinx -hmm).",
            discussion:
                "Default: $HARK_MODEL_DIR/en-us, else Debian's /usr/share/pocketsphinx/model/en-us/en-us (profile: \(ConfigurationSetting.acousticModel.key))."
        ),
        completion: .directory)
    var acousticModel: String?

    @Option(ConfigurationSetting.dictionary, completion: .file())
    var dict: String?

    @Option(ConfigurationSetting.languageModel, completion: .file())
    var lm: String?

    @Option(ConfigurationSetting.jsgf, completion: .file())
    var jsgf: String?

    @Option(ConfigurationSetting.fsg, completion: .file())
    var fsg: String?

    @Option(ConfigurationSetting.beam)
    var beam: Double?

    @Option(ConfigurationSetting.languageWeight)
    var lw: Double?

    @Option(
        name: .flag(of: ConfigurationSetting.decoderFlags), parsing: .unconditionalSingleValue,
        help: settingHelp(
            ConfigurationSetting.decoderFlags,
            discussion:
                "Passed to the decoder unchecked; PocketSphinx refuses a flag it does not know. A flag the model's feat.params also sets (-cmn, -nfilt, …) is applied through a copy of that file."
        ),
        transform: { text in
            let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                throw ValidationError(
                    "\(ConfigurationSetting.decoderFlags.flagName): '\(text)' is not NAME=VALUE, e.g. -pip=1.5")
            }
            return parts[0].hasPrefix("-") ? "\(parts[0])=\(parts[1])" : "-\(parts[0])=\(parts[1])"
        })
    var decoderFlags: [String] = []

    /// The recognizer flags as given, to hand to a child `hark` process unchanged.
    var passThroughArguments: [String] {
        var arguments: [String] = []
        func pass<Value>(_ setting: TypedConfigurationSetting<Value>, _ value: String?) {
            if let value { arguments += [setting.flagName, value] }
        }
        pass(ConfigurationSetting.acousticModel, acousticModel)
        pass(ConfigurationSetting.dictionary, dict)
        pass(ConfigurationSetting.languageModel, lm)
        pass(ConfigurationSetting.jsgf, jsgf)
        pass(ConfigurationSetting.fsg, fsg)
        pass(ConfigurationSetting.beam, beam.map { String($0) })
        pass(ConfigurationSetting.languageWeight, lw.map { String($0) })
        for flag in decoderFlags { pass(ConfigurationSetting.decoderFlags, flag) }
        return arguments
    }

    func apply(to profile: inout HarkProfile) throws(ConfigurationError) {
        try profile.set(ConfigurationSetting.acousticModel, given: acousticModel)
        try profile.set(ConfigurationSetting.dictionary, given: dict)
        try profile.set(ConfigurationSetting.languageModel, given: lm)
        try profile.set(ConfigurationSetting.jsgf, given: jsgf)
        try profile.set(ConfigurationSetting.fsg, given: fsg)
        try profile.set(ConfigurationSetting.beam, given: beam)
        try profile.set(ConfigurationSetting.languageWeight, given: lw)
        try profile.set(ConfigurationSetting.decoderFlags, given: decoderFlags.isEmpty ? nil : decoderFlags)
    }
}
