/// Everything a decoder is built from, as Swift values. One configuration can build many decoders
/// (one per worker thread): it is plain `Sendable` data.
public struct RecognizerConfiguration: Sendable, Equatable {
    /// What the decoder searches: exactly one per decoder, as PocketSphinx's `-lm`, `-jsgf`, `-fsg`.
    public enum Search: Sendable, Equatable {
        /// An ARPA or binary n-gram language model file.
        case languageModel(path: String)
        /// A JSGF grammar file.
        case jsgfGrammar(path: String)
        /// A Sphinx FSG grammar file.
        case finiteStateGrammar(path: String)
    }

    /// The acoustic model folder (`-hmm`).
    public var acousticModel: String
    /// The pronouncing dictionary (`-dict`): every word the search can produce must be in it.
    public var dictionary: String
    /// The search the decoder runs by default.
    public var search: Search
    /// Main pruning beam (`-beam`); nil keeps PocketSphinx's default (1e-48).
    public var beam: Double?
    /// Word-exit beam (`-wbeam`); nil keeps the default (7e-29).
    public var wordBeam: Double?
    /// Language-model weight (`-lw`); nil keeps the default (6.5).
    public var languageWeight: Double?
    /// Any further PocketSphinx flag, e.g. `["-pl_window": "5"]`, passed through unchecked.
    public var extraArguments: [String: String]
    /// A second search the decoder keeps ready (registered as ``Recognizer/secondOpinionSearchName``)
    /// for a second hearing of an utterance the first search heard doubtfully; nil for none.
    public var secondOpinion: Search?
    /// A general language model the decoder keeps ready (registered as
    /// ``Recognizer/generalReadingSearchName``) to hear what an utterance says beyond the
    /// primary search's sentences: a closed search can only hear its own words, so "don't feed
    /// the koi tank" comes out of it as "feed the koi tank"; nil for none.
    public var generalReading: Search?
    /// How far below the primary reading's words, in dB of their median level, a general-reading
    /// word may be said and still count as the speaker's; nil counts every word. Quieter words are
    /// the room's: another talker behind the speaker. The decoder itself does not read it.
    public var generalReadingRangeDB: Double?
    /// The primary search's sentences without the garbage loop after them, or nil: decoded again
    /// with when the primary search's best path ends in garbage, its reading kept when it scores
    /// better (``Recognizer/recognize(_:alternatives:)``). A word graph's `CommandSearch` gives one.
    public var completionSearch: Search?
    /// The least trailing garbage, in seconds, that sends an utterance to ``completionSearch``.
    public var completionCheckSeconds = RecognizerConfiguration.defaultCompletionCheckSeconds
    /// The default ``completionCheckSeconds``: any garbage at all after the last word.
    public static let defaultCompletionCheckSeconds = 0.0
    /// How much better, per second of the first reading's trailing garbage, the completion
    /// search's path must score for its reading to be kept (in the decoder's log-score units);
    /// nil keeps any whole sentence it found. The two searches' scores share a reference only
    /// when every senone is scored (``scoresEverySenone``); otherwise each is relative to the
    /// best senone it scored itself.
    public var completionMarginPerSecond: Double?
    /// Words only the search's rejection path holds (a word graph's `EdgeGarbage.rejectionWords`):
    /// a transcript holding any of them heard something that is none of the commands, and
    /// `Transcript.rejecting(_:)` empties it. The decoder itself does not read them.
    public var rejectionWords: Set<String> = []
    /// The least ``Transcript/acousticFit`` a transcript may have, or nil for no such test; a
    /// transcript that fits worse heard something that is none of the commands, and
    /// `Transcript.rejecting(_:minimumFit:)` empties it. Setting it decodes with `-compallsen yes`:
    /// each frame's best senone must be scored for the fit to mean the same in every utterance.
    public var minimumAcousticFit: Double?
    /// How much worse per frame than the reading's median word a word may fit the audio
    /// (``WordSegment/acousticFit``), or nil for no such test. A grammar forces a word it does
    /// not know into its nearest sentence ("is the kitchen light on" as "turn the kitchen light
    /// on", "the bathroom" as "the bedroom"); the forced word fits far worse than the words
    /// really said. The recognizer names it (``Transcript/unfitWord``) and understanding refuses
    /// the reading; the reading is not emptied, so no other hearing of the audio (an enhancer's)
    /// stands in for it. Words shorter than ``unfitWordShortestSeconds`` are not judged. Setting
    /// it decodes with `-compallsen yes`.
    public var unfitWordMargin: Double?
    /// The shortest word ``unfitWordMargin`` judges: a word of a few frames ("a", "of" said
    /// quickly) fits badly in real speech whatever was said. Chosen with the margin (SearchSettings).
    public static let unfitWordShortestSeconds = 0.15

    /// Whether the decoder scores every senone in every frame (`-compallsen`), so that an acoustic
    /// fit relative to each frame's best senone means the same in every utterance.
    public var scoresEverySenone: Bool { minimumAcousticFit != nil || unfitWordMargin != nil }

    /// A configuration of the given files and search; every tuning value left nil keeps PocketSphinx's default, and
    /// ``secondOpinion`` and ``rejectionWords`` start empty.
    public init(
        acousticModel: String, dictionary: String, search: Search, beam: Double? = nil,
        wordBeam: Double? = nil, languageWeight: Double? = nil, extraArguments: [String: String] = [:]
    ) {
        self.acousticModel = acousticModel
        self.dictionary = dictionary
        self.search = search
        self.beam = beam
        self.wordBeam = wordBeam
        self.languageWeight = languageWeight
        self.extraArguments = extraArguments
    }

    /// General English dictation: the model's own dictionary and trigram language model.
    public static func generalEnglish(_ location: AcousticModelLocation = .standard())
        -> RecognizerConfiguration
    {
        RecognizerConfiguration(
            acousticModel: location.acousticModel, dictionary: location.dictionary,
            search: .languageModel(path: location.languageModel))
    }

    /// The PocketSphinx command-line arguments this configuration stands for, in the order
    /// `pocketsphinx_batch` would take them; the benchmark passes the same list to both.
    public var commandLineArguments: [String] {
        var arguments = ["-hmm", acousticModel, "-dict", dictionary]
        switch search {
        case .languageModel(let path): arguments += ["-lm", path]
        case .jsgfGrammar(let path): arguments += ["-jsgf", path]
        case .finiteStateGrammar(let path): arguments += ["-fsg", path]
        }
        if let beam { arguments += ["-beam", String(beam)] }
        if let wordBeam { arguments += ["-wbeam", String(wordBeam)] }
        if let languageWeight { arguments += ["-lw", String(languageWeight)] }
        for (flag, value) in furtherFlags.sorted(by: { $0.key < $1.key }) { arguments += [flag, value] }
        return arguments
    }

    /// The flags beyond files, search, beams and weight, as the decoder gets them: ``extraArguments``
    /// with one spelling of each flag (with its dash), and what a setting here implies.
    var furtherFlags: [String: String] {
        // Extra arguments may name a flag with or without its dash; one spelling of each.
        var flags = Dictionary(
            extraArguments.map { ($0.key.hasPrefix("-") ? $0.key : "-" + $0.key, $0.value) }, uniquingKeysWith: { $1 })
        if scoresEverySenone, flags["-compallsen"] == nil { flags["-compallsen"] = "yes" }
        return flags
    }
}
