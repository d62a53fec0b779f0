import Foundation
import HarkUnderstanding
import HarkVocabulary

/// A search ready to decode with, and the parser that reads its transcripts: built once per
/// run from a `CommandSearchConfiguration`, shared by every worker (it is plain data).
public struct CommandSearch: Sendable {
    /// What each worker's decoder is built from.
    public var recognizer: RecognizerConfiguration
    /// Reads transcripts into intents; matches names against the same vocabulary.
    public var parser: IntentParser
    /// The words the search can produce, with pronunciations and where each came from.
    public var dictionary: DecoderDictionary
    /// The compiled grammar and language model on disk, and whether they came from the cache.
    public var artifacts: CachedSearchArtifacts
    public var definitions: IntentDefinitionSet

    /// Loads the definitions and vocabularies, compiles the search (or finds it in the cache), and
    /// builds a pronouncing dictionary of exactly the words the search needs.
    public static func prepare(_ configuration: CommandSearchConfiguration) throws -> CommandSearch {
        let definitions = try IntentDefinitionSet.load(from: configuration.intentDefinitions)
        let appVocabularies = try configuration.appVocabularies.map { url throws(AppIntentVocabularyError) in
            try AppIntentVocabulary(contentsOf: url)
        }
        let vocabulary = parserVocabulary(configuration.userVocabulary)
        let compiler = SearchCompiler(definitions: definitions, vocabulary: vocabulary)
        let artifacts = try compiler.compile(cacheDirectory: configuration.cacheDirectory)
        let compiled = try artifacts.load()

        let custom = configuration.usesCustomVocabulary
        let active = ActiveVocabulary(
            appVocabularies: custom ? appVocabularies : [], userVocabulary: custom ? configuration.userVocabulary : [])
        let fromDefinitions =
            custom
            ? compiled.pronunciations.flatMap { word, phones in
                phones.map { CustomPronunciation(term: word, phones: $0) }
            } : []
        let g2pModel = custom ? configuration.g2pModel : nil
        let builder = DecoderDictionaryBuilder(
            cmudict: try IndexedPronouncingDictionary(contentsOf: URL(fileURLWithPath: configuration.model.dictionary)),
            g2p: try g2pModel.map { url throws(G2PModelError) in try GraphemeToPhoneme(contentsOf: url) },
            phoneSet: try AcousticPhoneSet(
                acousticModelDirectory: URL(fileURLWithPath: configuration.model.acousticModel)))
        let dictionary = try builder.dictionary(
            for: compiled.words + active.words, custom: fromDefinitions + active.customPronunciations)
        let dictionaryFile = artifacts.directory.appendingPathComponent(
            "dictionary-\(Self.digest(dictionary.sphinxText)).dict")
        if !FileManager.default.fileExists(atPath: dictionaryFile.path) { try dictionary.write(to: dictionaryFile) }

        let search: RecognizerConfiguration.Search
        let dictionaryPath: String
        switch configuration.mode {
        case .grammar:
            search = .jsgfGrammar(path: artifacts.grammarFile.path)
            dictionaryPath = dictionaryFile.path
        case .languageModel:
            search = .languageModel(path: artifacts.languageModelFile.path)
            dictionaryPath = dictionaryFile.path
        case .general:
            search = .languageModel(path: configuration.model.languageModel)
            dictionaryPath = configuration.model.dictionary
        }
        return CommandSearch(
            recognizer: RecognizerConfiguration(
                acousticModel: configuration.model.acousticModel, dictionary: dictionaryPath, search: search),
            parser: IntentParser(definitions: definitions, vocabulary: vocabulary),
            dictionary: dictionary, artifacts: artifacts, definitions: definitions)
    }

    /// The parser and compiler name vocabularies as the definition files do (`contacts`), the
    /// user's store as SiriKit does (`contactName`): both names are given.
    static func parserVocabulary(_ user: [(type: VocabularyStringType, strings: [String])]) -> [String: [String]] {
        var vocabulary: [String: [String]] = [:]
        for (type, strings) in user where !strings.isEmpty {
            vocabulary[type.rawValue, default: []] += strings
            if type == .contactName { vocabulary["contacts", default: []] += strings }
        }
        return vocabulary
    }

    private static func digest(_ text: String) -> String {
        var hash = HarkUnderstanding.SHA256()
        hash.update(text)
        return String(hash.finalizeHex().prefix(16))
    }
}
