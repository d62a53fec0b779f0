import ArgumentParser
import Hark

/// The decoder flags every decoding command shares; each sets one of the profile's decoder
/// settings (decoder.*), which the pipeline passes to PocketSphinx.
struct RecognizerOptions: ParsableArguments, ProfileFlags {
    @Option(
        name: .customLong("model"),
        help: ArgumentHelp(
            "Acoustic model folder (PocketSphinx -hmm).",
            discussion:
                "Default: $HARK_MODEL_DIR/en-us, else Debian's /usr/share/pocketsphinx/model/en-us/en-us (profile: decoder.acousticModel)."
        ),
        completion: .directory)
    var acousticModel: String?

    @Option(help: settingHelp(key: "decoder.dictionary"), completion: .file())
    var dict: String?

    @Option(help: settingHelp(key: "decoder.languageModel"), completion: .file())
    var lm: String?

    @Option(help: settingHelp(key: "decoder.jsgf"), completion: .file())
    var jsgf: String?

    @Option(help: settingHelp(key: "decoder.fsg"), completion: .file())
    var fsg: String?

    @Option(help: settingHelp(key: "decoder.beam"))
    var beam: Double?

    @Option(help: settingHelp(key: "decoder.languageWeight"))
    var lw: Double?

    @Option(
        name: .customLong("decoder-flag"), parsing: .unconditionalSingleValue,
        help: settingHelp(
            key: "decoder.flags",
            discussion:
                "Passed to the decoder unchecked; PocketSphinx refuses a flag it does not know. A flag the model's feat.params also sets (-cmn, -nfilt, …) is applied through a copy of that file."
        ),
        transform: { text in
            let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                throw ValidationError("--decoder-flag: '\(text)' is not NAME=VALUE, e.g. -pip=1.5")
            }
            return parts[0].hasPrefix("-") ? "\(parts[0])=\(parts[1])" : "-\(parts[0])=\(parts[1])"
        })
    var decoderFlags: [String] = []

    /// The recognizer flags as given, to hand to a child `hark` process unchanged.
    var passThroughArguments: [String] {
        var arguments: [String] = []
        if let acousticModel { arguments += ["--model", acousticModel] }
        if let dict { arguments += ["--dict", dict] }
        if let lm { arguments += ["--lm", lm] }
        if let jsgf { arguments += ["--jsgf", jsgf] }
        if let fsg { arguments += ["--fsg", fsg] }
        if let beam { arguments += ["--beam", String(beam)] }
        if let lw { arguments += ["--lw", String(lw)] }
        for flag in decoderFlags { arguments += ["--decoder-flag", flag] }
        return arguments
    }

    func apply(to profile: inout HarkProfile) throws(ConfigurationError) {
        try profile.set("decoder.acousticModel", acousticModel, flag: "--model")
        try profile.set("decoder.dictionary", dict, flag: "--dict")
        try profile.set("decoder.languageModel", lm, flag: "--lm")
        try profile.set("decoder.jsgf", jsgf, flag: "--jsgf")
        try profile.set("decoder.fsg", fsg, flag: "--fsg")
        try profile.set("decoder.beam", beam, flag: "--beam")
        try profile.set("decoder.languageWeight", lw, flag: "--lw")
        try profile.set("decoder.flags", decoderFlags.isEmpty ? nil : decoderFlags, flag: "--decoder-flag")
    }
}
