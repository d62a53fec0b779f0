import Foundation
import HarkDefinitions
import HarkSupport
import HarkUnderstanding

/// Compiles intent definitions and the user's vocabulary into the recognizer's search artifacts —
/// a JSGF grammar and an ARPA language model — and caches them on disk by a hash of the inputs,
/// so a second start is fast and any change to a definition, a corpus or the vocabulary rebuilds.
public struct SearchCompiler: Sendable {
    /// Part of the cache key: bump whenever the output for the same input changes.
    public static let version = "hark-search-2"

    /// How the language model is trained from the templates; part of the cache key.
    public struct Settings: Hashable, Sendable {
        /// Language model order.
        public var order = 3
        /// Sentences generated from each template for language-model training.
        public var sentencesPerTemplate = 300
        /// Seed of the sentence sampler: equal seeds, equal models.
        public var seed: UInt64 = 0x4841_524B

        /// The settings of the shipped searches: trigrams of 300 sentences per template.
        public init() {}
    }

    /// The apps and intents compiled.
    public let definitions: IntentDefinitionSet
    /// The user's terms by vocabulary name (e.g. `["contacts": ["Bobo"]]`).
    public let vocabulary: [String: [String]]
    /// Voice shortcut phrases the user set up ("soup time"): each is heard as a whole utterance.
    public let shortcutPhrases: [String]
    /// How the language model is trained.
    public let settings: Settings

    /// `vocabulary` gives the user's terms by vocabulary name (e.g. `["contacts": ["Bobo"]]`).
    public init(
        definitions: IntentDefinitionSet, vocabulary: [String: [String]] = [:], shortcutPhrases: [String] = [],
        settings: Settings = Settings()
    ) {
        self.definitions = definitions
        self.vocabulary = vocabulary
        self.shortcutPhrases = shortcutPhrases
        self.settings = settings
    }

    /// SHA-256 of everything the artifacts depend on: compiler version, settings, definition
    /// files (with their corpora) and vocabulary.
    public var cacheKey: String {
        var hasher = SHA256()
        hasher.update("\(Self.version)\n")
        hasher.update("order \(settings.order) sentences \(settings.sentencesPerTemplate) seed \(settings.seed)\n")
        hasher.update("definitions \(definitions.fingerprint)\n")
        for name in vocabulary.keys.sorted() {
            hasher.update("vocabulary \(name)\n")
            for term in vocabulary[name]! { hasher.update("\(term)\n") }
        }
        for phrase in shortcutPhrases.sorted() { hasher.update("shortcut \(phrase)\n") }
        return hasher.finalizeHex()
    }

    /// Compiles in memory. Throws only for training text too large to estimate a model of.
    public func compile() throws -> SearchArtifacts {
        let grammar = JSGFGrammarBuilder(
            definitions: definitions, vocabulary: vocabulary, shortcutPhrases: shortcutPhrases
        ).grammar()
        let sentences = trainingSentences()
        let languageModel = try ARPALanguageModelWriter(order: settings.order).arpa(from: sentences)
        var words = JSGFWords.words(in: grammar)
        words.remove("<NULL>")
        words.remove("<VOID>")
        for sentence in sentences { words.formUnion(sentence) }
        var pronunciations: [String: [String]] = [:]
        for app in definitions.apps { pronunciations.merge(app.pronunciations) { $0 + $1 } }
        return SearchArtifacts(
            grammar: grammar, languageModel: languageModel, words: words.sorted(), pronunciations: pronunciations)
    }

    /// The language model's training text: `sentencesPerTemplate` sentences of every template.
    public func trainingSentences() -> [[String]] {
        var sampler = TemplateSampler(vocabulary: vocabulary, seed: settings.seed)
        var sentences: [[String]] = []
        for app in definitions.apps {
            for intent in app.intents {
                for template in intent.templates {
                    for _ in 0..<settings.sentencesPerTemplate {
                        sentences.append(sampler.sentence(template, intent: intent, app: app))
                    }
                }
            }
        }
        // A shortcut phrase is as likely as one template's worth of commands: said often, and
        // whole, so its words must not lose to the templates' more frequent words.
        for phrase in shortcutPhrases {
            let words = WordTokenizer.words(in: phrase)
            guard !words.isEmpty else { continue }
            sentences += Array(repeating: words, count: settings.sentencesPerTemplate)
        }
        return sentences
    }

    /// The artifacts under `cacheDirectory/<cacheKey>/`, compiled and written only when missing.
    /// Files are written to a scratch directory and moved into place, so a crash or a concurrent
    /// run never leaves a half-written entry behind.
    public func compile(cacheDirectory: URL) throws -> CachedSearchArtifacts {
        let key = cacheKey
        let directory = cacheDirectory.appendingPathComponent(key, isDirectory: true)
        let cached = CachedSearchArtifacts(directory: directory, key: key, wasCached: true)
        let files = [cached.grammarFile, cached.languageModelFile, cached.wordsFile, cached.pronunciationsFile]
        if files.allSatisfy({ FileManager.default.fileExists(atPath: $0.path) }) { return cached }

        let artifacts = try compile()
        let fileManager = FileManager.default
        try fileManager.createDirectory(at: cacheDirectory, withIntermediateDirectories: true)
        let scratch = cacheDirectory.appendingPathComponent(".\(key).\(UUID().uuidString)", isDirectory: true)
        try fileManager.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? fileManager.removeItem(at: scratch) }
        try artifacts.grammar.write(
            to: scratch.appendingPathComponent(CachedSearchArtifacts.grammarFileName), atomically: false,
            encoding: .utf8)
        try artifacts.languageModel.write(
            to: scratch.appendingPathComponent(CachedSearchArtifacts.languageModelFileName), atomically: false,
            encoding: .utf8)
        try (artifacts.words.joined(separator: "\n") + "\n").write(
            to: scratch.appendingPathComponent(CachedSearchArtifacts.wordsFileName), atomically: false, encoding: .utf8)
        var dictionary = ""
        for word in artifacts.pronunciations.keys.sorted() {
            for (index, phones) in artifacts.pronunciations[word]!.enumerated() {
                dictionary += (index == 0 ? word : "\(word)(\(index + 1))") + " \(phones)\n"
            }
        }
        try dictionary.write(
            to: scratch.appendingPathComponent(CachedSearchArtifacts.pronunciationsFileName), atomically: false,
            encoding: .utf8)
        if fileManager.fileExists(atPath: directory.path) { try fileManager.removeItem(at: directory) }
        do {
            try fileManager.moveItem(at: scratch, to: directory)
        } catch  where files.allSatisfy({ fileManager.fileExists(atPath: $0.path) }) {
            // Another process finished the same entry first; its files are identical.
        }
        return CachedSearchArtifacts(directory: directory, key: key, wasCached: false)
    }
}
