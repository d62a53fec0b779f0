import Foundation

/// The pronouncing dictionary a live decoder holds (`LiveCommandRecognizer`), and how it is built,
/// grown and put back.
///
/// It holds the command search's words plus the words every follow-up can need (yes/no, ordinals,
/// carriers, the free-text corpora) and the answer searches' garbage words, so switching to a
/// names or yes/no search costs no dictionary change unless a name is new. A free-text turn, or an
/// answer search's rejection words, widen it with the general model's most likely words for that
/// one utterance. Words are never added with `ps_add_word` outside the general search: it would
/// also add them to the command language model as unigrams.
final class LiveDecoderDictionary {
    /// The dictionary in force, as last loaded into the decoder; nil for the general search, which
    /// uses the acoustic model's whole dictionary (CMUdict's).
    var entries: DecoderDictionary?
    /// Pronunciations for words the dictionary lacks, from the sources the command search uses.
    let pronunciations: DecoderDictionaryBuilder
    private let recognizer: Recognizer
    /// Pronunciations of open vocabularies, found on first use.
    private var openVocabularies: [FollowUpSearch.OpenVocabulary: [DictionaryEntry]] = [:]

    /// The dictionary `entries`, already loaded into `recognizer`.
    init(_ entries: DecoderDictionary?, loadedInto recognizer: Recognizer, pronunciations: DecoderDictionaryBuilder) {
        self.entries = entries
        self.recognizer = recognizer
        self.pronunciations = pronunciations
    }

    // MARK: - Building

    /// The command search's dictionary plus every follow-up's fixed words, free-text corpora and
    /// garbage words; nil for the general search.
    static func building(
        for search: CommandSearch, _ mode: CommandSearchConfiguration.Mode, _ builder: DecoderDictionaryBuilder,
        answerGarbage: EdgeGarbage?
    ) throws -> DecoderDictionary? {
        guard mode != .general else { return nil }
        var words = FollowUpPhrases.words
        for app in search.definitions.apps {
            for intent in app.intents {
                for parameter in intent.parameters {
                    if case .freeText(let text) = parameter.type { words += text.samples }
                }
            }
        }
        var dictionary = search.dictionary
        let known = Set(dictionary.entries.map(\.word))
        let extra = try builder.dictionary(for: DecoderSpelling.distinctWords(in: words).filter { !known.contains($0) })
        dictionary.entries += extra.entries
        dictionary.entries += (answerGarbage?.dictionaryEntries ?? []).filter { !known.contains($0.word) }
        return dictionary
    }

    /// Pronunciations for follow-up words, from the same sources the command search uses.
    static func pronunciationBuilder(for configuration: CommandSearchConfiguration) throws -> DecoderDictionaryBuilder {
        let model = configuration.model
        let g2p =
            configuration.settings.customVocabulary
            ? try configuration.g2pModel.map { url throws(G2PModelError) in
                try GraphemeToPhoneme.shared(contentsOf: url)
            }
            : nil
        return DecoderDictionaryBuilder(
            cmudict: try IndexedPronouncingDictionary.shared(contentsOf: URL(fileURLWithPath: model.dictionary)),
            g2p: g2p,
            phoneSet: try AcousticPhoneSet(acousticModelDirectory: URL(fileURLWithPath: model.acousticModel)),
            g2pAlternates: configuration.settings.g2pAlternates,
            g2pRelativeLikelihood: configuration.settings.g2pRelativeLikelihood)
    }

    /// Runs `body` with `dictionary` written to a temporary file (nil path for a nil dictionary),
    /// removed afterwards: the decoder reads the file once, and the names in it should not stay on
    /// disk after the user removed them.
    static func withFile<T>(_ dictionary: DecoderDictionary?, _ body: (String?) throws(RecognizerError) -> T) throws
        -> T
    {
        guard let dictionary else { return try body(nil) }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("hark-live-\(UUID().uuidString).dict")
        try dictionary.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        return try body(file.path)
    }

    // MARK: - Growing for a turn

    /// Gives the decoder pronunciations for those of `words` it lacks (CMUdict, else G2P) and
    /// returns the words none could be found for. The dictionary is reloaded with the extra words
    /// (a superset, so the command search stays valid); only the general search, whose dictionary
    /// is CMUdict's, adds them one by one.
    func addMissingWords(_ words: [String]) throws -> Set<String> {
        let missing = words.filter { !recognizer.knows($0) }
        guard !missing.isEmpty else { return [] }
        let extra = try pronunciations.dictionary(for: missing)
        if var dictionary = entries {
            dictionary.entries += extra.entries
            try Self.withFile(dictionary) { path throws(RecognizerError) in
                if let path { try recognizer.loadDictionary(path) }
            }
            entries = dictionary
        } else {
            for entry in extra.entries {
                for (word, phones) in entry.decoderWords {
                    try recognizer.addWord(word, phones: phones.split(separator: " ").map(String.init))
                }
            }
        }
        return Set(extra.unpronounceableWords)
    }

    /// For one turn, the decoder's dictionary plus the open vocabulary's words; returns whether it
    /// changed. Kept out of the command-time dictionary: it would cost every vocabulary swap a
    /// tenfold larger load, and the decoder should not know more words than the commands need.
    /// The general search's dictionary (CMUdict's) holds them already.
    func widen(for open: FollowUpSearch.OpenVocabulary?) throws -> Bool {
        guard let open, let dictionary = entries else { return false }
        var widened = dictionary
        let known = Set(widened.entries.map(\.word))
        widened.entries += try generalWords(open).filter { !known.contains($0.word) }
        try Self.withFile(widened) { path throws(RecognizerError) in
            if let path { try recognizer.loadDictionary(path) }
        }
        return true
    }

    /// The dictionary in force loaded again, after a turn widened it; `fallback` is the file a nil
    /// dictionary stands for (the command search's own).
    func reload(fallback: String) throws {
        try Self.withFile(entries) { path throws(RecognizerError) in
            try recognizer.loadDictionary(path ?? fallback)
        }
    }

    /// The general search's dictionary (CMUdict's) lacks the garbage words; the other searches'
    /// dictionaries carry them from the start (``building(for:_:_:answerGarbage:)``).
    func addGarbageWordsToGeneralSearch(_ garbage: EdgeGarbage?) throws {
        guard let garbage, entries == nil else { return }
        for (word, phone) in garbage.words where !recognizer.knows(word) {
            try recognizer.addWord(word, phones: [phone])
        }
    }

    /// The open vocabulary's words that have pronunciations, found on first use.
    func generalWords(_ open: FollowUpSearch.OpenVocabulary) throws -> [DictionaryEntry] {
        if let known = openVocabularies[open] { return known }
        let words = try Recognizer.mostLikelyWords(inLanguageModel: open.languageModel.path, count: open.count)
        let entries = try pronunciations.dictionary(for: words).entries.filter { !$0.pronunciations.isEmpty }
        openVocabularies[open] = entries
        return entries
    }
}
