import ArgumentParser
import Foundation
import Hark
import HarkVocabulary

/// Where pronunciations come from: the acoustic model (for its phone set), CMUdict and the G2P
/// model. Defaults are the ones `hark transcribe` decodes with and the committed G2P model.
struct PronunciationSourceOptions: ParsableArguments {
    @Option(
        name: .customLong("model"),
        help: ArgumentHelp(
            "Acoustic model folder, whose mdef gives the phone set.",
            discussion: "Default: $HARK_MODEL_DIR/en-us, else Debian's /usr/share/pocketsphinx/model/en-us/en-us."),
        completion: .directory)
    var acousticModel: String?

    @Option(help: "CMUdict-format dictionary. Default: the model's cmudict-en-us.dict.", completion: .file())
    var dict: String?

    @Option(
        name: .customLong("g2p-model"),
        help: "G2P model for words the dictionary lacks (default: the committed Models/g2p model).",
        completion: .file())
    var g2pModel: String?

    /// Loads everything once; `timed` hears how long each part took. Without a G2P model (none
    /// given and none committed) words CMUdict lacks stay unpronounceable, which the caller
    /// reports, rather than failing outright.
    func makeBuilder(timed: (String, Duration) -> Void = { _, _ in }) throws -> DecoderDictionaryBuilder {
        let location = AcousticModelLocation.standard()
        let clock = ContinuousClock()
        var started = clock.now
        let phoneSet = try AcousticPhoneSet(
            acousticModelDirectory: URL(fileURLWithPath: acousticModel ?? location.acousticModel))
        timed("phone set (mdef)", clock.now - started)
        started = clock.now
        let cmudict = try IndexedPronouncingDictionary(contentsOf: URL(fileURLWithPath: dict ?? location.dictionary))
        timed("CMUdict index", clock.now - started)
        var g2p: GraphemeToPhoneme?
        if let url = g2pModel.map({ URL(fileURLWithPath: $0) }) ?? G2PModel.defaultURL {
            started = clock.now
            g2p = try GraphemeToPhoneme(contentsOf: url)
            timed("G2P model", clock.now - started)
        } else {
            StandardStreams.printError(
                "no G2P model found (give --g2p-model or set \(G2PModel.modelsDirectoryVariable)): "
                    + "words outside the dictionary get no pronunciation")
        }
        return DecoderDictionaryBuilder(cmudict: cmudict, g2p: g2p, phoneSet: phoneSet)
    }
}
