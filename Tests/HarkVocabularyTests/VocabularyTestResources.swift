import Foundation
import HarkTestSupport
import HarkVocabulary

/// The real model files the vocabulary tests run on, each loaded once per test process: Debian's
/// `pocketsphinx-en-us` (CMUdict and the acoustic model's `mdef`; `HARK_MODEL_DIR` as the
/// recognizer honours it) and the committed G2P model.
enum VocabularyTestResources {
    static let modelRoot = URL(
        fileURLWithPath: ProcessInfo.processInfo.environment["HARK_MODEL_DIR"].flatMap { $0.isEmpty ? nil : $0 }
            ?? "/usr/share/pocketsphinx/model/en-us")
    static let cmudictURL = modelRoot.appendingPathComponent("cmudict-en-us.dict")
    static let acousticModelURL = modelRoot.appendingPathComponent("en-us")

    /// The package root, for the vocabularies committed under `Models/`.
    static let packageRoot = Repository.root

    static func appVocabularyURL(_ app: String) -> URL {
        packageRoot.appendingPathComponent("Models/\(app)/AppIntentVocabulary.plist")
    }

    private static let cmudictResult = Result { try IndexedPronouncingDictionary(contentsOf: cmudictURL) }
    private static let phoneSetResult = Result { try AcousticPhoneSet(acousticModelDirectory: acousticModelURL) }
    private static let g2pResult = Result { () throws -> GraphemeToPhoneme in
        guard let url = G2PModel.defaultURL else {
            throw G2PModelError(source: G2PModel.relativePath, detail: "committed model not found")
        }
        return try GraphemeToPhoneme(contentsOf: url)
    }

    static func cmudict() throws -> IndexedPronouncingDictionary { try cmudictResult.get() }
    static func phoneSet() throws -> AcousticPhoneSet { try phoneSetResult.get() }
    static func g2p() throws -> GraphemeToPhoneme { try g2pResult.get() }

    /// A builder over these resources; the G2P settings default to the builder's own.
    static func builder(
        g2pAlternates: Int = DecoderDictionaryBuilder.defaultG2PAlternates,
        g2pRelativeLikelihood: Double = DecoderDictionaryBuilder.defaultG2PRelativeLikelihood
    ) throws -> DecoderDictionaryBuilder {
        DecoderDictionaryBuilder(
            cmudict: try cmudict(), g2p: try g2p(), phoneSet: try phoneSet(), g2pAlternates: g2pAlternates,
            g2pRelativeLikelihood: g2pRelativeLikelihood)
    }
}
