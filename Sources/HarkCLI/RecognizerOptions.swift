import ArgumentParser
import Hark

/// The decoder flags every decoding command shares; they pass straight through to PocketSphinx.
/// --model, --beam, --lw and --decoder-flag set the profile's decoder settings; the dictionary,
/// language model and grammar files are the command's inputs, not tuning.
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

    @Option(
        help: ArgumentHelp(
            "Pronouncing dictionary (-dict). Default: the model's cmudict-en-us.dict.", visibility: .hidden),
        completion: .file())
    var dict: String?

    @Option(
        help: ArgumentHelp(
            "N-gram language model, ARPA or binary (-lm). Default: the model's en-us.lm.bin.", visibility: .hidden),
        completion: .file())
    var lm: String?

    @Option(
        help: ArgumentHelp("JSGF grammar to search instead of a language model (-jsgf).", visibility: .hidden),
        completion: .file())
    var jsgf: String?

    @Option(
        help: ArgumentHelp("Sphinx FSG grammar to search instead of a language model (-fsg).", visibility: .hidden),
        completion: .file())
    var fsg: String?

    @Option(help: settingHelp("Main pruning beam (-beam), e.g. 1e-48", key: "decoder.beam"))
    var beam: Double?

    @Option(help: settingHelp("Language-model weight (-lw)", key: "decoder.languageWeight"))
    var lw: Double?

    @Option(
        name: .customLong("decoder-flag"), parsing: .unconditionalSingleValue,
        help: settingHelp(
            "Any further PocketSphinx flag as NAME=VALUE (repeatable), e.g. -pip=1.5 or wip=0.2", key: "decoder.flags",
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

    func validate() throws {
        if [lm, jsgf, fsg].compactMap({ $0 }).count > 1 {
            throw ValidationError("give at most one of --lm, --jsgf and --fsg: a decoder searches one of them")
        }
    }

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
        try profile.set("decoder.beam", beam, flag: "--beam")
        try profile.set("decoder.languageWeight", lw, flag: "--lw")
        try profile.set("decoder.flags", decoderFlags.isEmpty ? nil : decoderFlags, flag: "--decoder-flag")
    }

    /// A prepared search's decoder with the pipeline's decoder settings, and an explicit --dict,
    /// --lm, --jsgf or --fsg in place of the search's own.
    func configuration(over base: RecognizerConfiguration, _ pipeline: HarkPipeline) -> RecognizerConfiguration {
        var configuration = pipeline.recognizerConfiguration(over: base)
        if let dict { configuration.dictionary = dict }
        if let lm { configuration.search = .languageModel(path: lm) }
        if let jsgf { configuration.search = .jsgfGrammar(path: jsgf) }
        if let fsg { configuration.search = .finiteStateGrammar(path: fsg) }
        return configuration
    }

    /// The general English decoder (or the files given instead) with the pipeline's settings.
    func plainConfiguration(_ pipeline: HarkPipeline) -> RecognizerConfiguration {
        configuration(over: pipeline.generalRecognizerConfiguration, pipeline)
    }
}
