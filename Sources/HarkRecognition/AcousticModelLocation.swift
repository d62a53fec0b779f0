import Foundation

/// Where the PocketSphinx model files live. Debian's `pocketsphinx-en-us` installs them under
/// `/usr/share/pocketsphinx/model/en-us`; `HARK_MODEL_DIR` points Hark at another copy laid out the
/// same way (acoustic model folder `en-us/`, `cmudict-en-us.dict`, `en-us.lm.bin`).
public struct AcousticModelLocation: Sendable, Equatable {
    /// The environment variable naming another model root: `HARK_MODEL_DIR`.
    public static let environmentVariable = "HARK_MODEL_DIR"
    /// Where Debian's ``debianPackage`` installs the model: `/usr/share/pocketsphinx/model/en-us`.
    public static let debianRoot = "/usr/share/pocketsphinx/model/en-us"
    /// The Debian package that ships the model, named in errors when a file is missing.
    public static let debianPackage = "pocketsphinx-en-us"

    /// The acoustic model folder (`-hmm`).
    public var acousticModel: String
    /// The full pronouncing dictionary that ships with the model (`-dict`).
    public var dictionary: String
    /// The general-English trigram model that ships with the model (`-lm`).
    public var languageModel: String

    /// A location of three explicit paths; ``standard(environment:)`` derives them from a root instead.
    public init(acousticModel: String, dictionary: String, languageModel: String) {
        self.acousticModel = acousticModel
        self.dictionary = dictionary
        self.languageModel = languageModel
    }

    /// The Debian install, or the root named by `HARK_MODEL_DIR` when it is set.
    public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment)
        -> AcousticModelLocation
    {
        let root = environment[environmentVariable].flatMap { $0.isEmpty ? nil : $0 } ?? debianRoot
        return AcousticModelLocation(
            acousticModel: root + "/en-us",
            dictionary: root + "/cmudict-en-us.dict",
            languageModel: root + "/en-us.lm.bin")
    }
}
