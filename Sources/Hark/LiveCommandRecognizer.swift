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
/// before) and swaps the new dictionary and search into the **same** decoder
/// (`VocabularyFollower`). So a new name is heard, and a removed one is no longer known, from the
/// next utterance on, without a restart.
///
/// The decoder's dictionary is the command search's plus the words every follow-up can need
/// (`LiveDecoderDictionary`); an utterance goes through the front end and the decode as a
/// `Transcriber`'s does (`UtterancePipeline`), and an answer through its follow-up search
/// (`FollowUpDecoder`). This type puts the four together.
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
    public static let followUpSearchName = FollowUpDecoder.searchName

    /// The one decoder, kept for this object's whole life: vocabulary changes and follow-ups
    /// change its dictionary and search, never replace it. (Its `configuration.dictionary` names a
    /// temporary file that is gone; the dictionary in force is `dictionary`.)
    public var recognizer: Recognizer { pipeline.recognizer }
    /// The command search in force, built from the vocabulary read last. Its parser matches names
    /// against that vocabulary, so read transcripts with this one, not one kept from before.
    public var search: CommandSearch { follower.search }
    /// The parser of ``search``, the command search in force.
    public var parser: IntentParser { search.parser }
    /// The decoder's dictionary: the command search's words and every follow-up's fixed words.
    /// Nil for the general search, which uses the acoustic model's whole dictionary.
    public var dictionary: DecoderDictionary? { decoderDictionary.entries }
    /// How many n-best alternatives each transcript carries (0 for none).
    public var alternatives: Int {
        get { pipeline.alternatives }
        set { pipeline.alternatives = newValue }
    }
    /// The garbage words that let an answer search hear "none of these" (from the configuration's
    /// `answerRejection`); nil when answer searches must always pick an answer.
    public var answerGarbage: EdgeGarbage? { followUps.answerGarbage }
    /// How long the last vocabulary change took to reach the decoder; nil until one happened.
    public var lastVocabularySwap: VocabularySwap? { follower.lastSwap }

    /// The front end and the decode, as `Transcriber` hears; no second opinion (see `hear`).
    private let pipeline: UtterancePipeline
    private let decoderDictionary: LiveDecoderDictionary
    private let follower: VocabularyFollower
    private let followUps: FollowUpDecoder

    /// Builds the command search from `configuration` (its `userVocabulary` is ignored: the
    /// vocabulary comes from `userVocabulary`, now and before every decode) and a decoder for it.
    /// `frontEnd`: enhancers run on each utterance before it is decoded, as `Transcriber` runs them.
    /// `decoderSettings` adjusts the decoder the search asks for (beam, weights, further flags).
    public init(
        configuration: CommandSearchConfiguration, userVocabulary: @escaping VocabularyReader, alternatives: Int = 0,
        frontEnd: FrontEnd = FrontEnd(),
        decoderSettings: (RecognizerConfiguration) -> RecognizerConfiguration = { $0 }
    ) throws {
        let frontEndChain = try frontEnd.makeChain()
        var configuration = configuration
        configuration.userVocabulary = try userVocabulary()
        // The pronunciation sources first: the search's preparation then shares them.
        let pronunciations = try LiveDecoderDictionary.pronunciationBuilder(for: configuration)
        let search = try CommandSearch.prepare(configuration)
        let answerGarbage = configuration.answerRejection.map {
            $0.garbage(phones: Array(pronunciations.phoneSet.speechPhones))
        }
        let dictionary = try LiveDecoderDictionary.building(
            for: search, configuration.mode, pronunciations, answerGarbage: answerGarbage)
        var decoderConfiguration = decoderSettings(search.recognizer)
        let recognizer = try LiveDecoderDictionary.withFile(dictionary) { path throws(RecognizerError) in
            if let path { decoderConfiguration.dictionary = path }
            return try Recognizer(configuration: decoderConfiguration)
        }
        guard let name = recognizer.activeSearchName else {
            throw RecognizerError("the decoder started without a search for \(decoderConfiguration.search)")
        }
        decoderDictionary = LiveDecoderDictionary(dictionary, loadedInto: recognizer, pronunciations: pronunciations)
        follower = VocabularyFollower(
            search: search, configuration: configuration, commandSearchName: name, readVocabulary: userVocabulary,
            recognizer: recognizer, dictionary: decoderDictionary, answerGarbage: answerGarbage)
        followUps = FollowUpDecoder(
            answerRejection: configuration.answerRejection, answerGarbage: answerGarbage, recognizer: recognizer,
            dictionary: decoderDictionary, commands: follower)
        pipeline = UtterancePipeline(recognizer: recognizer, frontEndChain: frontEndChain, alternatives: alternatives)
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

    /// Decodes one utterance of 16 kHz mono samples with the command search, or, when `expectation`
    /// is given, with the follow-up search for it, switching back to the command search afterwards.
    /// The user's vocabulary is checked first (see the type's description).
    public func recognize(_ samples: [Int16], expecting expectation: FollowUpExpectation? = nil) throws -> Transcript {
        try hear(samples, answering: expectation != nil) { try expectation.map { try followUpSearch(for: $0) } }
    }

    /// Decodes one utterance with `followUp` — from `followUpSearch(for:)`, or made by hand to try
    /// another search — then switches back to the command search.
    public func recognize(_ samples: [Int16], using followUp: FollowUpSearch) throws -> Transcript {
        try hear(samples, answering: true) { followUp }
    }

    /// The follow-up search for `expectation` over the current definitions, with this
    /// recognizer's cache and the acoustic model's general language model.
    public func followUpSearch(for expectation: FollowUpExpectation) throws -> FollowUpSearch {
        try followUps.search(for: expectation)
    }

    /// Reads the user's vocabulary and, when it changed, rebuilds the command search and swaps it
    /// into the decoder. Returns the swap's timing, or nil when nothing changed. If the swap fails,
    /// the decoder is put back as it was and the error is thrown.
    @discardableResult
    public func refreshVocabulary() throws -> VocabularySwap? {
        try follower.refresh()
    }

    /// The vocabulary checked; then the utterance through the pipeline, with the follow-up search
    /// `followUp` gives (made only once the vocabulary is current and the gate admitted the
    /// utterance), or the command search when it gives none. The command search gets no second
    /// opinion here: a second-opinion search is not followed across vocabulary swaps, and
    /// `Assistant` and the server never asked this recognizer for one.
    private func hear(_ samples: [Int16], answering: Bool, followUp: () throws -> FollowUpSearch?) throws
        -> Transcript
    {
        try refreshVocabulary()
        let heard = try pipeline.hear(samples, answering: answering) {
            guard let followUp = try followUp() else { return .command(rejectingPer: search.recognizer) }
            return .answer { [self] enhanced, noise in
                try followUps.hear(enhanced, with: followUp, noise: noise, alternatives: alternatives)
            }
        }
        return heard?.transcript ?? Transcript.nothingHeard.emptied(because: .notForeground)
    }
}
