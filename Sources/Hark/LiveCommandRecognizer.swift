import Foundation
import HarkUnderstanding
import HarkUserVocabulary
import HarkVocabulary

/// One long-lived decoder for the command search that follows the user's vocabulary while it
/// runs, and answers a dialog's follow-up questions with narrowed searches.
///
/// Before every decode it reads the user's vocabulary; when that changed since the search was
/// built (a contact added, or everything removed at sign-out), it prepares the command search
/// again (the compiled grammar and model come from the disk cache when this vocabulary was seen
/// before) and swaps the new dictionary and search into the **same** decoder. So a new name is
/// heard, and a removed one is no longer known, from the next utterance on, without a restart.
///
/// The decoder's dictionary is the command search's plus the words every follow-up can need
/// (yes/no, ordinals, carriers, the free-text corpora), so switching to a names or yes/no search
/// costs no dictionary change unless a name is new. A free-text turn widens it with the general
/// model's most likely words for that one utterance. Words are never added with `ps_add_word`
/// outside the general search: it would also add them to the command language model as unigrams.
///
/// Like the `Recognizer` it owns, an instance holds per-utterance state and belongs to one task
/// or thread at a time; it is deliberately not `Sendable`. It is the PocketSphinx
/// ``CommandRecognizing``: `Assistant` and the server hear commands and answers through it.
public final class LiveCommandRecognizer: CommandRecognizing {
    /// Reads the user's vocabulary as it is now, most important first within each type.
    public typealias VocabularyReader = () throws -> [(type: VocabularyStringType, strings: [String])]

    /// The name the command search is registered under after the first vocabulary change.
    public static let commandSearchName = "command"
    /// The name a follow-up search is registered under for its one utterance.
    public static let followUpSearchName = "follow-up"

    /// The one decoder, kept for this object's whole life: vocabulary changes and follow-ups
    /// change its dictionary and search, never replace it. (Its `configuration.dictionary` names a
    /// temporary file that is gone; the dictionary in force is `dictionary`.)
    public let recognizer: Recognizer
    /// The command search in force, built from the vocabulary read last. Its parser matches names
    /// against that vocabulary, so read transcripts with this one, not one kept from before.
    public private(set) var search: CommandSearch
    /// The parser of ``search``, the command search in force.
    public var parser: IntentParser { search.parser }
    /// The decoder's dictionary: the command search's words and every follow-up's fixed words.
    /// Nil for the general search, which uses the acoustic model's whole dictionary.
    public private(set) var dictionary: DecoderDictionary?
    /// How many n-best alternatives each transcript carries (0 for none).
    public var alternatives: Int
    /// The garbage words that let an answer search hear "none of these" (from the configuration's
    /// `answerRejection`); nil when answer searches must always pick an answer.
    public let answerGarbage: EdgeGarbage?
    /// The rejection `answerGarbage` came from, with the silence and filler prices it needs.
    private let answerRejection: AnswerRejection?
    /// How long the last vocabulary change took to reach the decoder; nil until one happened.
    public private(set) var lastVocabularySwap: VocabularySwap?

    private var configuration: CommandSearchConfiguration
    private let readVocabulary: VocabularyReader
    /// The vocabulary `search` was built from, by type, empty types left out.
    private var vocabulary: [VocabularyStringType: [String]]
    private var commandSearchName: String
    private let pronunciations: DecoderDictionaryBuilder
    /// Pronunciations of open vocabularies, found on first use.
    private var openVocabularies: [FollowUpSearch.OpenVocabulary: [DictionaryEntry]] = [:]
    /// This decoder's own enhancer state, run on every utterance before it is decoded.
    private let frontEndChain: FrontEndChain

    /// Builds the command search from `configuration` (its `userVocabulary` is ignored: the
    /// vocabulary comes from `userVocabulary`, now and before every decode) and a decoder for it.
    /// `frontEnd`: enhancers run on each utterance before it is decoded, as `Transcriber` runs them.
    /// `decoderSettings` adjusts the decoder the search asks for (beam, weights, further flags).
    public init(
        configuration: CommandSearchConfiguration, userVocabulary: @escaping VocabularyReader, alternatives: Int = 0,
        frontEnd: FrontEnd = FrontEnd(),
        decoderSettings: (RecognizerConfiguration) -> RecognizerConfiguration = { $0 }
    ) throws {
        frontEndChain = try frontEnd.makeChain()
        let fetched = try userVocabulary()
        var configuration = configuration
        configuration.userVocabulary = fetched
        let search = try CommandSearch.prepare(configuration)
        let pronunciations = try Self.pronunciationBuilder(for: configuration)
        let answerGarbage = configuration.answerRejection.map {
            $0.garbage(phones: Array(pronunciations.phoneSet.speechPhones))
        }
        let dictionary = try Self.decoderDictionary(
            for: search, configuration.mode, pronunciations, answerGarbage: answerGarbage)
        var decoderConfiguration = decoderSettings(search.recognizer)
        let recognizer = try Self.withDictionaryFile(dictionary) { path throws(RecognizerError) in
            if let path { decoderConfiguration.dictionary = path }
            return try Recognizer(configuration: decoderConfiguration)
        }
        guard let name = recognizer.activeSearchName else {
            throw RecognizerError("the decoder started without a search for \(decoderConfiguration.search)")
        }
        self.recognizer = recognizer
        self.search = search
        self.dictionary = dictionary
        self.alternatives = alternatives
        self.configuration = configuration
        readVocabulary = userVocabulary
        vocabulary = Self.byType(fetched)
        commandSearchName = name
        self.pronunciations = pronunciations
        self.answerGarbage = answerGarbage
        answerRejection = configuration.answerRejection
    }

    /// Follows `userVocabulary` in its store.
    public convenience init(
        configuration: CommandSearchConfiguration, userVocabulary: UserVocabulary, alternatives: Int = 0,
        frontEnd: FrontEnd = FrontEnd()
    ) throws {
        try self.init(
            configuration: configuration, userVocabulary: { try userVocabulary.allVocabularyStrings() },
            alternatives: alternatives, frontEnd: frontEnd)
    }

    // MARK: - Decoding

    /// Decodes one utterance of 16 kHz mono samples with the command search, or, when `expectation`
    /// is given, with the follow-up search for it, switching back to the command search afterwards.
    /// The user's vocabulary is checked first (see the type's description).
    public func recognize(_ samples: [Int16], expecting expectation: FollowUpExpectation? = nil) throws -> Transcript {
        try hear(samples) { try expectation.map { try followUpSearch(for: $0) } }
    }

    /// Decodes one utterance with `followUp` — from `followUpSearch(for:)`, or made by hand to try
    /// another search — then switches back to the command search.
    public func recognize(_ samples: [Int16], using followUp: FollowUpSearch) throws -> Transcript {
        try hear(samples) { followUp }
    }

    /// The vocabulary checked, the gate asked, the noise measured, the audio enhanced; then the
    /// follow-up search `followUp` gives, made only now that the vocabulary is current, or the
    /// command search when it gives none.
    private func hear(_ samples: [Int16], followUp: () throws -> FollowUpSearch?) throws -> Transcript {
        try refreshVocabulary()
        guard frontEndChain.admits(samples) else { return Transcript.nothingHeard.emptied(because: .notForeground) }
        // Measured before any enhancer: how noisy the audio was, not how clean it was made.
        let noise = NoiseEstimate(samples: samples)
        var transcript: Transcript
        if let followUp = try followUp() {
            let enhanced = try frontEndChain.enhance(samples)
            let answer = try decode(enhanced, with: followUp, noise: noise)
            let closed: Bool
            if case .answers = followUp.source { closed = true } else { closed = false }
            transcript = try command(insteadOf: closed ? answer : nil, in: enhanced) ?? answer
        } else {
            transcript = try CommandDecode.hear(samples, through: frontEndChain) {
                try recognizer.recognize($0, alternatives: alternatives).rejecting(per: search.recognizer)
            }.transcript
        }
        transcript.noise = noise
        return transcript
    }

    /// The follow-up search for `expectation` over the current definitions, with this
    /// recognizer's cache and the acoustic model's general language model.
    public func followUpSearch(for expectation: FollowUpExpectation) throws -> FollowUpSearch {
        try FollowUpSearch(
            expectation, definitions: search.definitions, cacheDirectory: configuration.cacheDirectory,
            generalLanguageModel: URL(fileURLWithPath: configuration.model.languageModel))
    }

    // MARK: - Following the vocabulary

    /// Reads the user's vocabulary and, when it changed, rebuilds the command search and swaps it
    /// into the decoder. Returns the swap's timing, or nil when nothing changed. If the swap fails,
    /// the decoder is put back as it was and the error is thrown.
    @discardableResult
    public func refreshVocabulary() throws -> VocabularySwap? {
        let fetched = try readVocabulary()
        guard Self.byType(fetched) != vocabulary else { return nil }
        let clock = ContinuousClock()
        let started = clock.now
        var changed = configuration
        changed.userVocabulary = fetched
        let newSearch = try CommandSearch.prepare(changed)
        let newDictionary = try Self.decoderDictionary(
            for: newSearch, changed.mode, pronunciations, answerGarbage: answerGarbage)
        let prepared = clock.now
        if newDictionary != nil || newSearch.recognizer != search.recognizer {
            try swapIntoDecoder(newSearch, newDictionary)
        }
        let swap = VocabularySwap(
            prepareSeconds: (prepared - started).seconds, decoderSeconds: (clock.now - prepared).seconds,
            searchWasCached: newSearch.artifacts.wasCached, dictionaryWords: newDictionary?.entries.count ?? 0)
        search = newSearch
        dictionary = newDictionary
        configuration = changed
        vocabulary = Self.byType(fetched)
        lastVocabularySwap = swap
        return swap
    }

    /// Replaces the command search and the dictionary. The old search goes first: the decoder
    /// re-checks every registered grammar against a new dictionary, and the old grammar may name
    /// the very words being removed.
    private func swapIntoDecoder(_ newSearch: CommandSearch, _ newDictionary: DecoderDictionary?) throws {
        try Self.withDictionaryFile(newDictionary) { path throws(RecognizerError) in
            try recognizer.removeSearch(named: commandSearchName)
            do throws(RecognizerError) {
                try recognizer.loadDictionary(path ?? newSearch.recognizer.dictionary)
                try recognizer.useSearch(newSearch.recognizer.search, name: Self.commandSearchName)
                try recognizer.useCompletionSearch(newSearch.recognizer.completionSearch, for: Self.commandSearchName)
                commandSearchName = Self.commandSearchName
            } catch {
                restoreCommandSearch()
                throw error
            }
        }
    }

    /// After a failed swap: the dictionary and search of before, so the decoder keeps working.
    private func restoreCommandSearch() {
        _ = try? Self.withDictionaryFile(dictionary) { path throws(RecognizerError) in
            try? recognizer.removeSearch(named: Self.commandSearchName)
            try recognizer.loadDictionary(path ?? search.recognizer.dictionary)
            try recognizer.useSearch(search.recognizer.search, name: Self.commandSearchName)
            try recognizer.useCompletionSearch(search.recognizer.completionSearch, for: Self.commandSearchName)
            commandSearchName = Self.commandSearchName
        }
    }

    // MARK: - Follow-ups

    /// Decodes with `followUp` for one utterance: its missing words first, then its search, and
    /// afterwards back to the command search and dictionary whatever happened. `noise` is the
    /// utterance's, for the answer rejection's test of bright audio.
    private func decode(_ samples: [Int16], with followUp: FollowUpSearch, noise: NoiseEstimate?) throws -> Transcript {
        var followUp = try followUp.leavingOut(try addMissingWords(followUp.words))
        var rejectionWords: [String] = []
        if case .answers = followUp.source, let rejection = answerRejection, rejection.rejectionWordCount > 0,
            followUp.openVocabulary == nil
        {
            // The general words come into the dictionary for this turn as a free-text turn's do.
            let open = FollowUpSearch.OpenVocabulary(
                languageModel: URL(fileURLWithPath: configuration.model.languageModel),
                count: rejection.rejectionWordCount)
            followUp.openVocabulary = open
            rejectionWords = RejectionWordFilter.words(
                try generalWords(open), sparing: Set(followUp.words),
                spelledAs: try pronunciations.dictionary(for: followUp.words).entries
            ).map(\.word)
        }
        let widened = try widenDictionary(for: followUp.openVocabulary)
        do {
            switch followUp.source {
            case .answers(let answers):
                try addGarbageWordsToGeneralSearch()
                guard
                    let graph = WordGraphCompiler.fsg(
                        for: answers, name: Self.followUpSearchName,
                        garbage: answerGarbage.map {
                            var garbage = $0
                            garbage.rejectionWords = rejectionWords
                            return garbage
                        })
                else { throw RecognizerError("the answers to '\(followUp.expectation)' do not make a word graph") }
                try recognizer.useFiniteStateGrammar(
                    graph, name: Self.followUpSearchName, silenceProbability: answerRejection?.silenceProbability,
                    fillerProbability: answerRejection?.fillerProbability)
            case .languageModels(let models):
                try recognizer.useInterpolatedLanguageModels(
                    models.map { ($0.file.path, $0.weight) }, name: Self.followUpSearchName)
            }
        } catch {
            try? switchBackToCommands(reloadingDictionary: widened)
            throw error
        }
        let decoded = Result { () throws(RecognizerError) in
            try recognizer.recognize(samples, alternatives: alternatives)
        }
        try switchBackToCommands(reloadingDictionary: widened)
        // The rejection path's words are no answer's words: hearing any of them is hearing none.
        let heard = try decoded.get().rejecting(Set(rejectionWords))
        return isBright(noise, answering: followUp) ? heard.emptied(because: .brightNoise) : heard
    }

    /// The command search's transcript of `samples`, marked ``Transcript/heardAsCommand``, when it
    /// is a whole command of some app rather than `answer` (``AnswerRejection/commandOverAnswer``;
    /// nil for free text, which has no answer length to weigh); nil when the answer stands. The
    /// decoder is back on the command search after a follow-up.
    private func command(insteadOf answer: Transcript?, in samples: [Int16]) throws -> Transcript? {
        guard let rule = answerRejection?.commandOverAnswer else { return nil }
        var command = try recognizer.recognize(samples, alternatives: alternatives).rejecting(per: search.recognizer)
        guard rule.prefers(command, over: answer, parser: search.parser) else { return nil }
        command.heardAsCommand = true
        return command
    }

    /// Whether `noise` is too bright for a voice to answer `followUp`'s closed answers
    /// (``AnswerRejection/minimumLowBandShare``); free text is read back instead, by the assistant.
    private func isBright(_ noise: NoiseEstimate?, answering followUp: FollowUpSearch) -> Bool {
        guard case .answers = followUp.source, let least = answerRejection?.minimumLowBandShare,
            let share = noise?.lowBandShare
        else { return false }
        return share < least
    }

    /// The command search again, the follow-up search freed, and the dictionary of before when it
    /// was widened for the turn.
    private func switchBackToCommands(reloadingDictionary: Bool) throws {
        try recognizer.activateSearch(named: commandSearchName)
        if recognizer.searchNames.contains(Self.followUpSearchName) {
            try recognizer.removeSearch(named: Self.followUpSearchName)
        }
        if reloadingDictionary {
            try Self.withDictionaryFile(dictionary) { path throws(RecognizerError) in
                try recognizer.loadDictionary(path ?? search.recognizer.dictionary)
            }
        }
    }

    /// For one turn, the decoder's dictionary plus the open vocabulary's words; returns whether it
    /// changed. Kept out of the command-time dictionary: it would cost every vocabulary swap a
    /// tenfold larger load, and the decoder should not know more words than the commands need.
    /// The general search's dictionary (CMUdict's) holds them already.
    private func widenDictionary(for open: FollowUpSearch.OpenVocabulary?) throws -> Bool {
        guard let open, let dictionary else { return false }
        var widened = dictionary
        let known = Set(widened.entries.map(\.word))
        widened.entries += try generalWords(open).filter { !known.contains($0.word) }
        try Self.withDictionaryFile(widened) { path throws(RecognizerError) in
            if let path { try recognizer.loadDictionary(path) }
        }
        return true
    }

    /// The general search's dictionary (CMUdict's) lacks the garbage words; the other searches'
    /// dictionaries carry them from the start (`decoderDictionary`).
    private func addGarbageWordsToGeneralSearch() throws {
        guard let answerGarbage, dictionary == nil else { return }
        for (word, phone) in answerGarbage.words where !recognizer.knows(word) {
            try recognizer.addWord(word, phones: [phone])
        }
    }

    /// The open vocabulary's words that have pronunciations, found on first use.
    private func generalWords(_ open: FollowUpSearch.OpenVocabulary) throws -> [DictionaryEntry] {
        if let known = openVocabularies[open] { return known }
        let words = try Recognizer.mostLikelyWords(inLanguageModel: open.languageModel.path, count: open.count)
        let entries = try pronunciations.dictionary(for: words).entries.filter { !$0.pronunciations.isEmpty }
        openVocabularies[open] = entries
        return entries
    }

    /// Gives the decoder pronunciations for those of `words` it lacks (CMUdict, else G2P) and
    /// returns the words none could be found for. The dictionary is reloaded with the extra words
    /// (a superset, so the command search stays valid); only the general search, whose dictionary
    /// is CMUdict's, adds them one by one.
    private func addMissingWords(_ words: [String]) throws -> Set<String> {
        let missing = words.filter { !recognizer.knows($0) }
        guard !missing.isEmpty else { return [] }
        let extra = try pronunciations.dictionary(for: missing)
        if var dictionary {
            dictionary.entries += extra.entries
            try Self.withDictionaryFile(dictionary) { path throws(RecognizerError) in
                if let path { try recognizer.loadDictionary(path) }
            }
            self.dictionary = dictionary
        } else {
            for entry in extra.entries {
                for (word, phones) in entry.decoderWords {
                    try recognizer.addWord(word, phones: phones.split(separator: " ").map(String.init))
                }
            }
        }
        return Set(extra.unpronounceableWords)
    }

    // MARK: - Building

    /// The command search's dictionary plus every follow-up's fixed words, free-text corpora and
    /// garbage words; nil for the general search.
    private static func decoderDictionary(
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
    private static func pronunciationBuilder(for configuration: CommandSearchConfiguration) throws
        -> DecoderDictionaryBuilder
    {
        let model = configuration.model
        let g2p =
            configuration.usesCustomVocabulary
            ? try configuration.g2pModel.map { url throws(G2PModelError) in try GraphemeToPhoneme(contentsOf: url) }
            : nil
        return DecoderDictionaryBuilder(
            cmudict: try IndexedPronouncingDictionary(contentsOf: URL(fileURLWithPath: model.dictionary)), g2p: g2p,
            phoneSet: try AcousticPhoneSet(acousticModelDirectory: URL(fileURLWithPath: model.acousticModel)),
            g2pAlternates: configuration.g2pAlternates, g2pRelativeLikelihood: configuration.g2pRelativeLikelihood)
    }

    /// Runs `body` with `dictionary` written to a temporary file (nil path for a nil dictionary),
    /// removed afterwards: the decoder reads the file once, and the names in it should not stay on
    /// disk after the user removed them.
    private static func withDictionaryFile<T>(
        _ dictionary: DecoderDictionary?, _ body: (String?) throws(RecognizerError) -> T
    ) throws -> T {
        guard let dictionary else { return try body(nil) }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("hark-live-\(UUID().uuidString).dict")
        try dictionary.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        return try body(file.path)
    }

    private static func byType(
        _ vocabulary: [(type: VocabularyStringType, strings: [String])]
    ) -> [VocabularyStringType: [String]] {
        var result: [VocabularyStringType: [String]] = [:]
        for (type, strings) in vocabulary where !strings.isEmpty { result[type, default: []] += strings }
        return result
    }
}
