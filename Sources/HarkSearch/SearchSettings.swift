import HarkVocabulary

/// What the decoder listens for and how garbage competes with the sentences: the search's part of
/// `HarkConfiguration`, kept here so that `CommandSearchConfiguration`'s defaults are these.
public struct SearchSettings: Sendable, Equatable {
    /// The product's defaults.
    public init() {}

    /// The search for every purpose, or nil for the purpose's own default below.
    public var mode: CommandSearchConfiguration.Mode?
    /// The search when intent definitions are given explicitly: their grammar.
    public var definitionsMode = CommandSearchConfiguration.Mode.grammar
    /// The search of commands and answers with the shipped definitions.
    public var commandMode = CommandSearchConfiguration.Mode.languageModel
    /// The search of plain transcription with the shipped definitions.
    public var transcriptionMode = CommandSearchConfiguration.Mode.general
    /// Per-phone probability of the garbage loops before and after each sentence of a word
    /// graph (`EdgeGarbage`); nil for none. Chosen on the coffee-maker tune half mixed with
    /// noise: no loss on its clean speech, most of the loss to a background voice won back.
    public var edgeGarbage: Double? = 3e-2
    /// Probability of entering a garbage stretch at a sentence's edge.
    public var edgeGarbageEntry = 3e-5
    /// Probability of a word graph hearing garbage alone, no sentence (its rejection path); nil
    /// for no such path.
    public var garbageRejection: Double? = 1
    /// How many common English words the rejection path may also take; 0 for phones alone.
    public var garbageRejectionWords = 0
    /// Probability of each such word on the rejection path.
    public var garbageRejectionWordProbability = 1e-6
    /// Probability of entering those words on the rejection path at all.
    public var garbageRejectionWordEntry = 1e-6
    /// How many common English words the rejection path of a word graph of sentences said word
    /// for word (Home Assistant's) takes, entered freely; 0 for phones alone. Such a language
    /// takes most speech for one of its sentences: on the coffee maker's real tune half (orders,
    /// no sentence of it) phones alone let 28 of 154 act, 500 words at 3e-3 each 7, and Home
    /// Assistant's tune sentences lost 1 of 179 (docs/benchmarks.md, "Home Assistant's templates").
    public var wordForWordRejectionWords = 500
    /// Probability of each such word on that rejection path.
    public var wordForWordRejectionWordProbability = 3e-3
    /// Probability of each of the language's harmless and meaning-changing words before a word
    /// graph's sentences (`EdgeGarbage.edgeWords`), beside the garbage phones; nil for none.
    public var edgeWords: Double?
    /// The same after a word graph's sentences; nil for none.
    public var trailingEdgeWords: Double?
    /// How many of the general language model's most likely words a second, general reading of
    /// each command hears, beside every meaning-changing and harmless word; 0 for no such reading.
    /// A grammar hears only its sentences ("don't feed the koi tank" as "feed the koi tank"); the
    /// general reading hears what was said around and inside them, and a meaning-changing word
    /// it hears that the grammar's reading lacks keeps the request from being acted on
    /// (docs/benchmarks.md, "Wrong actions": it costs a few real commands in loud rooms).
    public var generalReadingWords = 2000
    /// How far below the command's words (dB of their median level) a general-reading word may be
    /// said and still count as the speaker's; nil counts every word. A talker behind the speaker
    /// is heard too, and counting only words said near the command's level leaves most of them out.
    public var generalReadingRangeDB: Double? = 6
    /// Per-phone probability of a word graph's way out of each closed slot's list
    /// (`UnknownValuePath`): a value the list lacks is heard as unknown, not as the nearest listed
    /// one; nil for none.
    public var unknownValue: Double?
    /// Probability of taking that way out instead of a listed value.
    public var unknownValueEntry = 1e-4
    /// An utterance whose best path ends in garbage is decoded again without the loop after the
    /// sentences, and that reading kept when it found a whole sentence (the completion pass). For
    /// sentences said word for word, ``wordForWordCompletionPass`` decides.
    public var completionPass = true
    /// The completion pass for a word graph of sentences said word for word (Home Assistant's).
    /// Off: on its tune set it understood no sentence more (179 of 206 either way) and its second
    /// search of a 1,500-state graph held 48 MB per decoder.
    public var wordForWordCompletionPass = false
    /// How a word graph of sentences said word for word weighs its words: each of a state's n
    /// words gets n^-this (`WordGraphCompiler.branchingExponent`; 1 for uniform). Chosen on
    /// Home Assistant's templates spoken by five synthesized voices (a tune set of its own,
    /// hassil's seed 2) and 100 stretches of the five real rooms' noise: 1 lost 9 sentences of
    /// 206, 0 gave 4 stretches an intent; 0.3 heard the most sentences, with 2.
    public var wordForWordBranchingExponent = 0.3
    /// The word-exit beam (`-wbeam`) of a word graph of sentences said word for word. There a
    /// sentence's last word ends beside hundreds of others; at PocketSphinx's default (7e-29) its
    /// exit was sometimes pruned and nothing was heard.
    public var wordForWordBeam = 1e-40
    /// How much better, per second of the first reading's trailing garbage, the completion
    /// pass's path must score for its reading to be kept (decoder log-score units); nil keeps
    /// any whole sentence it found. Scored on one reference (every senone scored, as
    /// ``unfitWordMargin`` does), garbage phones fit a tail better than the words really said
    /// there, so a margin of 0 cut real commands' last words in loud rooms. Scored without, each
    /// search is relative to the best senone it scored, and the completion's path read better
    /// every time (the tune half's party room at 6 dB: 17 of 17), so 0 kept what nil keeps
    /// (docs/dead-ends.md, "Wrong actions spoken"). 2,000 had cut the tails it was built to keep
    /// (tune half at 6 dB: 456 → 440 of 770 whole commands).
    public var completionMargin: Double?
    /// The file of the names Home Assistant exposes (`HomeAssistantEntities`: entities, areas,
    /// floors) that fill its sentence templates' lists; nil for none.
    public var homeAssistantEntities: String?
    /// Hear nothing when a command's words fit the audio worse than this acoustic score per
    /// frame; nil for no such test.
    public var minimumAcousticFit: Double?
    /// Refuse a grammar's reading when a word of it fits the audio worse than the reading's
    /// median word by more than this, per frame (`RecognizerConfiguration.unfitWordMargin`): the
    /// grammar forced it where another word was said ("is the kitchen light on" heard as "turn the
    /// kitchen light on"); nil for no such test. Grammar searches only, not sentences said word for
    /// word. Chosen on the tune sets (the coffee maker's tune half, clean and in three loud rooms,
    /// and `APP=lights scripts/wrong-actions.sh`): 70 stops the most forced words and refuses no
    /// real command (docs/benchmarks.md, "Wrong actions").
    public var unfitWordMargin: Double? = 70
    /// Most G2P pronunciations of a word no dictionary knows.
    public var g2pAlternates = DecoderDictionaryBuilder.defaultG2PAlternates
    /// G2P pronunciations less likely than the best by more than this factor are dropped.
    public var g2pRelativeLikelihood = DecoderDictionaryBuilder.defaultG2PRelativeLikelihood
    /// False builds the dictionary from CMUdict alone, to measure what custom vocabulary adds.
    public var customVocabulary = true
}
