import HarkVocabulary

/// Keeps a live decoder's command search in step with the user's vocabulary
/// (`LiveCommandRecognizer`).
///
/// It reads the vocabulary when asked (before every decode); when that changed since the search
/// was built (a contact added, or everything removed at sign-out), it prepares the command search
/// again (the compiled grammar and model come from the disk cache when this vocabulary was seen
/// before) and swaps the new dictionary and search into the **same** decoder. If the swap fails,
/// the decoder is put back as it was.
final class VocabularyFollower {
    /// The command search in force, built from the vocabulary read last.
    private(set) var search: CommandSearch
    /// The configuration `search` was built from, with that vocabulary.
    private(set) var configuration: CommandSearchConfiguration
    /// The name the decoder knows the command search by.
    private(set) var commandSearchName: String
    /// How long the last vocabulary change took to reach the decoder; nil until one happened.
    private(set) var lastSwap: VocabularySwap?

    private let readVocabulary: LiveCommandRecognizer.VocabularyReader
    /// The vocabulary `search` was built from, by type, empty types left out.
    private var vocabulary: [VocabularyStringType: [String]]
    private let recognizer: Recognizer
    private let dictionary: LiveDecoderDictionary
    /// The answer searches' garbage, whose words every command-time dictionary carries.
    private let answerGarbage: EdgeGarbage?

    /// Follows `readVocabulary` from `search`, built from `configuration` (with the vocabulary
    /// read then) and already in `recognizer` under `commandSearchName`.
    init(
        search: CommandSearch, configuration: CommandSearchConfiguration, commandSearchName: String,
        readVocabulary: @escaping LiveCommandRecognizer.VocabularyReader, recognizer: Recognizer,
        dictionary: LiveDecoderDictionary, answerGarbage: EdgeGarbage?
    ) {
        self.search = search
        self.configuration = configuration
        self.commandSearchName = commandSearchName
        self.readVocabulary = readVocabulary
        vocabulary = Self.byType(configuration.userVocabulary)
        self.recognizer = recognizer
        self.dictionary = dictionary
        self.answerGarbage = answerGarbage
    }

    /// Reads the user's vocabulary and, when it changed, rebuilds the command search and swaps it
    /// into the decoder. Returns the swap's timing, or nil when nothing changed. If the swap fails,
    /// the decoder is put back as it was and the error is thrown.
    func refresh() throws -> VocabularySwap? {
        let fetched = try readVocabulary()
        guard Self.byType(fetched) != vocabulary else { return nil }
        let clock = ContinuousClock()
        let started = clock.now
        var changed = configuration
        changed.userVocabulary = fetched
        let newSearch = try CommandSearch.prepare(changed)
        let newDictionary = try LiveDecoderDictionary.building(
            for: newSearch, changed.mode, dictionary.pronunciations, answerGarbage: answerGarbage)
        let prepared = clock.now
        if newDictionary != nil || newSearch.recognizer != search.recognizer {
            try swapIntoDecoder(newSearch, newDictionary)
        }
        let swap = VocabularySwap(
            prepareSeconds: (prepared - started).seconds, decoderSeconds: (clock.now - prepared).seconds,
            searchWasCached: newSearch.artifacts.wasCached, dictionaryWords: newDictionary?.entries.count ?? 0)
        search = newSearch
        dictionary.entries = newDictionary
        configuration = changed
        vocabulary = Self.byType(fetched)
        lastSwap = swap
        return swap
    }

    /// Replaces the command search and the dictionary. The old search goes first: the decoder
    /// re-checks every registered grammar against a new dictionary, and the old grammar may name
    /// the very words being removed.
    private func swapIntoDecoder(_ newSearch: CommandSearch, _ newDictionary: DecoderDictionary?) throws {
        try LiveDecoderDictionary.withFile(newDictionary) { path throws(RecognizerError) in
            try recognizer.removeSearch(named: commandSearchName)
            do throws(RecognizerError) {
                try recognizer.loadDictionary(path ?? newSearch.recognizer.dictionary)
                try recognizer.useSearch(newSearch.recognizer.search, name: LiveCommandRecognizer.commandSearchName)
                try recognizer.useCompletionSearch(
                    newSearch.recognizer.completionSearch, for: LiveCommandRecognizer.commandSearchName)
                commandSearchName = LiveCommandRecognizer.commandSearchName
            } catch {
                restoreCommandSearch()
                throw error
            }
        }
    }

    /// After a failed swap: the dictionary and search of before, so the decoder keeps working.
    private func restoreCommandSearch() {
        _ = try? LiveDecoderDictionary.withFile(dictionary.entries) { path throws(RecognizerError) in
            try? recognizer.removeSearch(named: LiveCommandRecognizer.commandSearchName)
            try recognizer.loadDictionary(path ?? search.recognizer.dictionary)
            try recognizer.useSearch(search.recognizer.search, name: LiveCommandRecognizer.commandSearchName)
            try recognizer.useCompletionSearch(
                search.recognizer.completionSearch, for: LiveCommandRecognizer.commandSearchName)
            commandSearchName = LiveCommandRecognizer.commandSearchName
        }
    }

    private static func byType(
        _ vocabulary: [(type: VocabularyStringType, strings: [String])]
    ) -> [VocabularyStringType: [String]] {
        var result: [VocabularyStringType: [String]] = [:]
        for (type, strings) in vocabulary where !strings.isEmpty { result[type, default: []] += strings }
        return result
    }
}
