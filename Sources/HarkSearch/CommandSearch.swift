import Foundation
import HarkDefinitions
import HarkRecognition
import HarkSupport
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
    /// The intent definitions the search and the parser were built from.
    public var definitions: IntentDefinitionSet

    /// Loads the definitions and vocabularies, compiles the search (or finds it in the cache), and
    /// builds a pronouncing dictionary of exactly the words the search needs.
    public static func prepare(_ configuration: CommandSearchConfiguration) throws -> CommandSearch {
        let entities = try configuration.settings.homeAssistantEntities.map {
            path throws(IntentDefinitionError) in try HomeAssistantEntities(contentsOf: URL(fileURLWithPath: path))
        }
        let definitions = try IntentDefinitionSet.load(
            from: configuration.intentDefinitions, homeAssistantEntities: entities ?? HomeAssistantEntities())
        let appVocabularies = try configuration.appVocabularies.map { url throws(AppIntentVocabularyError) in
            try AppIntentVocabulary(contentsOf: url)
        }
        let vocabulary = parserVocabulary(configuration.userVocabulary)
        let compiler = SearchCompiler(
            definitions: definitions, vocabulary: vocabulary, shortcutPhrases: configuration.shortcutPhrases)
        let artifacts = try compiler.compile(cacheDirectory: configuration.cacheDirectory)
        let compiled = try artifacts.load()

        let custom = configuration.settings.customVocabulary
        let active = ActiveVocabulary(
            appVocabularies: custom ? appVocabularies : [], userVocabulary: custom ? configuration.userVocabulary : [])
        let fromDefinitions =
            custom
            ? compiled.pronunciations.flatMap { word, phones in
                phones.map { CustomPronunciation(term: word, phones: $0) }
            } : []
        let cmudict = try IndexedPronouncingDictionary.shared(
            contentsOf: URL(fileURLWithPath: configuration.model.dictionary))
        let g2p = try configuration.g2pModel.map { url throws(G2PModelError) in
            try GraphemeToPhoneme.shared(contentsOf: url)
        }
        let phoneSet = try AcousticPhoneSet(
            acousticModelDirectory: URL(fileURLWithPath: configuration.model.acousticModel))
        let builder = DecoderDictionaryBuilder(
            cmudict: cmudict, g2p: custom ? g2p : nil, phoneSet: phoneSet,
            g2pAlternates: configuration.settings.g2pAlternates,
            g2pRelativeLikelihood: configuration.settings.g2pRelativeLikelihood)
        var dictionary = try builder.dictionary(
            for: compiled.words + active.words,
            custom: fromDefinitions + active.customPronunciations + (custom ? configuration.userPronunciations : []))
        var garbage = configuration.settings.edgeGarbage.map {
            EdgeGarbage(
                phones: Array(phoneSet.speechPhones), entryProbability: configuration.settings.edgeGarbageEntry,
                phoneProbability: $0, rejectionProbability: configuration.settings.garbageRejection)
        }
        // The same language as a minimal word graph, where the definitions allow one and the mode
        // searches a grammar: the decoder's own JSGF expansion can be tens of times larger and slower.
        let searchesGrammar = [.grammar, .languageModelThenGrammar, .grammarThenLanguageModel].contains(
            configuration.mode)
        let unknownValues = configuration.settings.unknownValue.map {
            UnknownValuePath(
                phones: Array(phoneSet.speechPhones), entryProbability: configuration.settings.unknownValueEntry,
                phoneProbability: $0)
        }
        var graphCompiler =
            searchesGrammar && configuration.usesWordGraph ? WordGraphCompiler(definitions: definitions) : nil
        graphCompiler?.unknownValues = unknownValues
        // Sentences said word for word (Home Assistant's) make one large language: its words are
        // weighed less by their state's branching (``WordGraphCompiler/branchingExponent``).
        let wordForWord = !definitions.apps.isEmpty && definitions.apps.allSatisfy(\.requiresExactMatch)
        if wordForWord { graphCompiler?.branchingExponent = configuration.settings.wordForWordBranchingExponent }
        let compiledGraph = graphCompiler?.compiled(cachedIn: artifacts.directory)
        var rejectionEntries: [DictionaryEntry] = []
        let settings = configuration.settings
        // A language that large takes most speech for one of its sentences: its rejection path
        // hears common English words, entered freely and priced by each word.
        let (rejectionCount, rejectionProbability, rejectionEntry) =
            wordForWord
            ? (settings.wordForWordRejectionWords, settings.wordForWordRejectionWordProbability, 1)
            : (
                settings.garbageRejectionWords, settings.garbageRejectionWordProbability,
                settings.garbageRejectionWordEntry
            )
        if compiledGraph != nil, garbage?.rejectionProbability != nil, rejectionCount > 0 {
            rejectionEntries = try rejectionWords(
                count: rejectionCount, languageModel: configuration.model.languageModel,
                cmudict: cmudict, phoneSet: phoneSet, commands: dictionary, cachedIn: artifacts.directory)
            garbage?.rejectionWords = rejectionEntries.map(\.word)
            garbage?.wordProbability = rejectionProbability
            garbage?.wordLoopEntryProbability = rejectionEntry
        }
        var edgeEntries: [DictionaryEntry] = []
        let (leading, trailing) = (configuration.settings.edgeWords, configuration.settings.trailingEdgeWords)
        if compiledGraph != nil, garbage != nil, leading != nil || trailing != nil {
            let phrases = HarmlessWords.english.phrases.union(MeaningChangingWords.english.map { [$0] })
            let known = Set(dictionary.entries.map(\.word))
            let pronounced = try DecoderDictionaryBuilder(cmudict: cmudict, g2p: nil, phoneSet: phoneSet)
                .dictionary(for: Set(phrases.joined()).sorted()).entries.filter { !$0.pronunciations.isEmpty }
            let sayable = Set(pronounced.map(\.word))
            garbage?.edgeWords = phrases.filter { $0.allSatisfy(sayable.contains) }.sorted {
                $0.lexicographicallyPrecedes($1)
            }
            garbage?.edgeWordProbability = leading
            garbage?.trailingEdgeWordProbability = trailing
            edgeEntries = pronounced.filter { !known.contains($0.word) }
        }
        let wordGraph = compiledGraph?.fsg(garbage: garbage)
        // The same graph without the loop after sentences, for the completion pass.
        let completes =
            wordForWord ? configuration.settings.wordForWordCompletionPass : configuration.settings.completionPass
        let completionGraph = garbage.flatMap { garbage -> String? in
            guard completes, garbage.surroundsSentences, wordGraph != nil else {
                return nil
            }
            var leadingOnly = garbage
            leadingOnly.followsSentences = false
            return compiledGraph?.fsg(garbage: leadingOnly)
        }
        // The general reading hears the language's most likely words and every word that could turn a
        // request around; the word graph never names them, so only that search can hear them.
        var generalEntries: [DictionaryEntry] = []
        if searchesGrammar, configuration.settings.generalReadingWords > 0 {
            let known = Set(dictionary.entries.map(\.word) + edgeEntries.map(\.word))
            let (languageModel, count) = (configuration.model.languageModel, configuration.settings.generalReadingWords)
            let builder = DecoderDictionaryBuilder(cmudict: cmudict, g2p: nil, phoneSet: phoneSet)
            generalEntries = try keptWords(
                "general-reading-words-v1", key: "\(count)\n\(known.sorted().joined(separator: " "))",
                languageModel: languageModel, builder: builder, in: artifacts.directory
            ) {
                let words = Set(try Recognizer.mostLikelyWords(inLanguageModel: languageModel, count: count))
                    .union(MeaningChangingWords.english).union(HarmlessWords.english.phrases.joined())
                return try builder.dictionary(for: words.subtracting(known).sorted()).entries.filter {
                    !$0.pronunciations.isEmpty
                }
            }
        }
        // Garbage and rejection words only where a word graph names them: other searches never hear them.
        if let garbage, wordGraph != nil { dictionary.entries += garbage.dictionaryEntries + rejectionEntries }
        if let unknownValues, wordGraph != nil { dictionary.entries += unknownValues.dictionaryEntries }
        if wordGraph != nil { dictionary.entries += edgeEntries }
        dictionary.entries += generalEntries
        let dictionaryFile = artifacts.directory.appendingPathComponent(
            "dictionary-\(Self.digest(dictionary.sphinxText)).dict")
        if !FileManager.default.fileExists(atPath: dictionaryFile.path) { try dictionary.write(to: dictionaryFile) }

        let search: RecognizerConfiguration.Search
        let dictionaryPath: String
        var secondOpinion: RecognizerConfiguration.Search?
        var completion: RecognizerConfiguration.Search?
        switch configuration.mode {
        case .grammar, .languageModelThenGrammar, .grammarThenLanguageModel:
            // A grammar naming a word without phones cannot be loaded; say which words.
            if !dictionary.unpronounceableWords.isEmpty {
                throw CommandSearchError.unpronounceable(
                    dictionary.unpronounceableWords.map { ($0, definitions.firstUse(of: $0)) })
            }
            var grammar = RecognizerConfiguration.Search.jsgfGrammar(path: artifacts.grammarFile.path)
            if let fsg = wordGraph { grammar = .finiteStateGrammar(path: try cached(fsg, in: artifacts).path) }
            if let fsg = completionGraph {
                completion = .finiteStateGrammar(path: try cached(fsg, in: artifacts).path)
            }
            let languageModel = RecognizerConfiguration.Search.languageModel(
                path: artifacts.languageModelFile.path)
            switch configuration.mode {
            case .languageModelThenGrammar:
                search = languageModel
                secondOpinion = grammar
            case .grammarThenLanguageModel:
                search = grammar
                secondOpinion = languageModel
            default:
                search = grammar
            }
            dictionaryPath = dictionaryFile.path
        case .languageModel:
            search = .languageModel(path: artifacts.languageModelFile.path)
            dictionaryPath = dictionaryFile.path
        case .general:
            search = .languageModel(path: configuration.model.languageModel)
            dictionaryPath = configuration.model.dictionary
        }
        var recognizer = RecognizerConfiguration(
            acousticModel: configuration.model.acousticModel, dictionary: dictionaryPath, search: search)
        recognizer.secondOpinion = secondOpinion
        recognizer.generalReadingRangeDB = configuration.settings.generalReadingRangeDB
        if !generalEntries.isEmpty {
            recognizer.generalReading = .languageModel(path: configuration.model.languageModel)
        }
        recognizer.completionSearch = completion
        recognizer.completionMarginPerSecond = configuration.settings.completionMargin
        recognizer.minimumAcousticFit = configuration.settings.minimumAcousticFit
        // Not for sentences said word for word (Home Assistant's): scoring every senone adds to a
        // cost that is already its limit, and what it would stop there is unmeasured.
        if configuration.mode == .grammar, !wordForWord {
            recognizer.unfitWordMargin = configuration.settings.unfitWordMargin
        }
        if wordForWord, wordGraph != nil { recognizer.wordBeam = configuration.settings.wordForWordBeam }
        if wordGraph != nil { recognizer.rejectionWords = Set(rejectionEntries.map(\.word)) }
        return CommandSearch(
            recognizer: recognizer,
            // The parser matches names by sound with the same dictionary and G2P the decoder uses.
            parser: IntentParser(
                definitions: definitions, vocabulary: vocabulary,
                transcriber: PhoneticTranscriber(dictionary: cmudict, g2p: g2p)),
            dictionary: dictionary, artifacts: artifacts, definitions: definitions)
    }

    /// The general model's `count` most likely words that could not spell a command
    /// (`RejectionWordFilter`), with CMUdict's pronunciations.
    private static func rejectionWords(
        count: Int, languageModel: String, cmudict: IndexedPronouncingDictionary, phoneSet: AcousticPhoneSet,
        commands: DecoderDictionary, cachedIn directory: URL
    ) throws -> [DictionaryEntry] {
        let builder = DecoderDictionaryBuilder(cmudict: cmudict, g2p: nil, phoneSet: phoneSet)
        return try keptWords(
            "rejection-words-v1", key: "\(count)\n\(commands.sphinxText)", languageModel: languageModel,
            builder: builder, in: directory
        ) {
            let candidates = try Recognizer.mostLikelyWords(inLanguageModel: languageModel, count: count)
            return RejectionWordFilter.words(
                try builder.dictionary(for: candidates).entries,
                sparing: Set(commands.entries.map(\.word)), spelledAs: commands.entries)
        }
    }

    /// Words chosen from the general model (`choose`), kept in `directory` (the search cache) under
    /// `name`, keyed by `key` and the model file (its path, size and date), so that a warm start
    /// neither reads the general model to rank its words nor checks them again; the kept words
    /// are given CMUdict's pronunciations anew.
    private static func keptWords(
        _ name: String, key: String, languageModel: String, builder: DecoderDictionaryBuilder, in directory: URL,
        choose: () throws -> [DictionaryEntry]
    ) throws -> [DictionaryEntry] {
        let attributes = try? FileManager.default.attributesOfItem(atPath: languageModel)
        let size = (attributes?[.size] as? NSNumber)?.int64Value ?? -1
        let date = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        let model = "\(languageModel) \(size) \(date)"
        let file = directory.appendingPathComponent("\(name)-\(digest("\(model)\n\(key)")).txt")
        if let kept = try? String(contentsOf: file, encoding: .utf8) {
            return try builder.dictionary(for: kept.split(separator: "\n").map(String.init)).entries
        }
        let chosen = try choose()
        // Atomic: a decoder starting meanwhile reads the whole list or none.
        try? Data(chosen.map { $0.word + "\n" }.joined().utf8).write(to: file, options: .atomic)
        return chosen
    }

    /// Definition files name a user vocabulary by its SiriKit type (`vocabulary: contactName`).
    static func parserVocabulary(_ user: [(type: VocabularyStringType, strings: [String])]) -> [String: [String]] {
        var vocabulary: [String: [String]] = [:]
        for (type, strings) in user where !strings.isEmpty { vocabulary[type.rawValue, default: []] += strings }
        return vocabulary
    }

    /// The file in the search cache holding the FSG text `fsg`, written when new.
    private static func cached(_ fsg: String, in artifacts: CachedSearchArtifacts) throws -> URL {
        let file = artifacts.directory.appendingPathComponent("grammar-\(Self.digest(fsg)).fsg")
        if !FileManager.default.fileExists(atPath: file.path) {
            try fsg.write(to: file, atomically: true, encoding: .utf8)
        }
        return file
    }

    private static func digest(_ text: String) -> String {
        var hash = HarkSupport.SHA256()
        hash.update(text)
        return String(hash.finalizeHex().prefix(16))
    }
}

/// Why a command search cannot be used as built.
public enum CommandSearchError: Error, CustomStringConvertible {
    /// Words no dictionary or G2P can pronounce, each with where the definitions first say it
    /// (nil for a word from a vocabulary).
    case unpronounceable([(word: String, location: SourceLocation?)])

    /// One `file:line:column: error: …` line per word, as definition errors are printed.
    public var description: String {
        switch self {
        case .unpronounceable(let words):
            // One line per word, `file:line:column: error: …` as definition errors are printed.
            let lines = words.map { word, location in
                let place = location.map { "\($0): error: " } ?? "vocabulary: error: "
                return "\(place)no pronunciation for '\(word)': give one in the definitions or vocabulary, "
                    + "or use --search languageModel"
            }
            return lines.joined(separator: "\n")
        }
    }
}
