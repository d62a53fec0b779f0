import ArgumentParser
import Hark

/// The decoder flags every decoding command shares; they pass straight through to PocketSphinx.
struct RecognizerOptions: ParsableArguments {
    @Option(
        name: .customLong("model"),
        help: ArgumentHelp(
            "Acoustic model folder (PocketSphinx -hmm).",
            discussion: "Default: $HARK_MODEL_DIR/en-us, else Debian's /usr/share/pocketsphinx/model/en-us/en-us."),
        completion: .directory)
    var acousticModel: String?

    @Option(help: "Pronouncing dictionary (-dict). Default: the model's cmudict-en-us.dict.", completion: .file())
    var dict: String?

    @Option(
        help: "N-gram language model, ARPA or binary (-lm). Default: the model's en-us.lm.bin.", completion: .file())
    var lm: String?

    @Option(help: "JSGF grammar to search instead of a language model (-jsgf).", completion: .file())
    var jsgf: String?

    @Option(help: "Sphinx FSG grammar to search instead of a language model (-fsg).", completion: .file())
    var fsg: String?

    @Option(help: "Main pruning beam (-beam), e.g. 1e-48.")
    var beam: Double?

    @Option(help: "Language-model weight (-lw).")
    var lw: Double?

    @Option(
        name: .customLong("decoder-flag"), parsing: .unconditionalSingleValue,
        help: ArgumentHelp(
            "Any further PocketSphinx flag as NAME=VALUE (repeatable), e.g. -pip=1.5 or wip=0.2.",
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

    /// `--decoder-flag` values as flag → value.
    var extraArguments: [String: String] {
        var arguments: [String: String] = [:]
        for flag in decoderFlags {
            let parts = flag.split(separator: "=", maxSplits: 1).map(String.init)
            arguments[parts[0]] = parts[1]
        }
        return arguments
    }

    @Option(
        help: ArgumentHelp(
            "Layout of headerless audio (.raw/.pcm) as ENCODING:RATE[:CHANNELS].",
            discussion:
                "e.g. s16le:16000:1. Encodings: \(RawAudioFormat.Encoding.allCases.map(\.rawValue).joined(separator: ", "))."
        ),
        transform: { text in
            guard let format = RawAudioFormat(text) else {
                throw ValidationError("--raw: '\(text)' is not ENCODING:RATE[:CHANNELS], e.g. s16le:16000:1")
            }
            return format
        })
    var raw: RawAudioFormat?

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

    /// The flags given on top of a prepared search: an explicit --dict, --lm, --jsgf or --fsg
    /// replaces the search's own, and beams and weights apply.
    func configuration(over base: RecognizerConfiguration) -> RecognizerConfiguration {
        var configuration = base
        if let acousticModel { configuration.acousticModel = acousticModel }
        if let dict { configuration.dictionary = dict }
        if let lm { configuration.search = .languageModel(path: lm) }
        if let jsgf { configuration.search = .jsgfGrammar(path: jsgf) }
        if let fsg { configuration.search = .finiteStateGrammar(path: fsg) }
        configuration.beam = beam ?? configuration.beam
        configuration.languageWeight = lw ?? configuration.languageWeight
        configuration.extraArguments.merge(extraArguments) { _, given in given }
        return configuration
    }

    /// The model files in force: the standard location with --model's acoustic model, so a
    /// compiled search's dictionary is checked against the phone set that will decode it.
    var modelLocation: AcousticModelLocation {
        var location = AcousticModelLocation.standard()
        if let acousticModel { location.acousticModel = acousticModel }
        return location
    }

    var configuration: RecognizerConfiguration {
        let location = modelLocation
        let search: RecognizerConfiguration.Search =
            if let jsgf { .jsgfGrammar(path: jsgf) } else if let fsg { .finiteStateGrammar(path: fsg) } else {
                .languageModel(path: lm ?? location.languageModel)
            }
        return RecognizerConfiguration(
            acousticModel: acousticModel ?? location.acousticModel,
            dictionary: dict ?? location.dictionary, search: search, beam: beam, languageWeight: lw,
            extraArguments: extraArguments)
    }
}
