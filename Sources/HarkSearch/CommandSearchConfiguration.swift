import Foundation
import HarkRecognition
import HarkSupport
import HarkUnderstanding
import HarkVocabulary

/// What decides what the decoder listens for: the apps' intent definitions, their vocabularies,
/// the user's vocabulary, and how the definitions become a search.
public struct CommandSearchConfiguration: Sendable {
    /// How the intent definitions constrain recognition.
    public enum Mode: String, Sendable, CaseIterable {
        /// A JSGF grammar of the templates: only sentences the templates allow. Free-text slots are
        /// limited to the words of their corpus.
        case grammar
        /// A trigram model trained on sentences expanded from the templates: prefers the apps'
        /// phrasings but can produce word sequences the templates never wrote.
        case languageModel
        /// PocketSphinx's general English trigram model and full dictionary; the definitions are
        /// used only to understand the transcript.
        case general
        /// The language model hears first; a transcript the parser cannot read exactly (every word a
        /// template word or slot value) is heard again with the grammar, whose reading is kept
        /// when it parses exactly. Fast where the language model is right, strict where it strays.
        case languageModelThenGrammar
        /// The grammar hears first; when it finds no complete path (an empty transcript) or a
        /// reading the parser cannot take, the language model hears the same audio again and its
        /// reading is kept when it parses exactly. The grammar's strictness, without its dead end.
        case grammarThenLanguageModel
    }

    /// The acoustic model, its dictionary and general language model.
    public var model: AcousticModelLocation
    /// Intent definition files or folders of them.
    public var intentDefinitions: [URL]
    /// `AppIntentVocabulary.plist` files.
    public var appVocabularies: [URL]
    /// The user's vocabulary, most important first within each type.
    public var userVocabulary: [(type: VocabularyStringType, strings: [String])]
    /// How the definitions constrain recognition.
    public var mode: Mode
    /// Where compiled grammars, language models and dictionaries are kept between runs.
    public var cacheDirectory: URL
    /// The grapheme-to-phoneme model for words no dictionary knows; nil to leave them out.
    public var g2pModel: URL?
    /// Most G2P guesses kept for a word no dictionary knows (`DecoderDictionaryBuilder`).
    public var g2pAlternates = DecoderDictionaryBuilder.defaultG2PAlternates
    /// G2P guesses less likely than the best by more than this factor are dropped.
    public var g2pRelativeLikelihood = DecoderDictionaryBuilder.defaultG2PRelativeLikelihood
    /// Pronunciations the user's data gives for their own words (a contact's "sounds like"), used
    /// like the app vocabularies' hints.
    public var userPronunciations: [CustomPronunciation] = []
    /// The user's voice shortcut phrases, heard as whole utterances.
    public var shortcutPhrases: [String] = []
    /// False keeps the JSGF grammar even where the definitions compile to a minimal word graph
    /// (`WordGraphCompiler`), to measure what the graph changes.
    public var usesWordGraph = true
    /// The per-phone probability of the garbage loops a word graph gets before and after each
    /// sentence (`EdgeGarbage`), or nil for none. Only word graphs take it; JSGF grammars do not.
    /// The defaults are ``SearchSettings``' (the search's part of `HarkConfiguration`), where each is said why.
    public var edgeGarbageProbability: Double? = SearchSettings().edgeGarbage
    /// The probability of entering a garbage stretch at an edge (with `edgeGarbageProbability`).
    public var edgeGarbageEntryProbability: Double = SearchSettings().edgeGarbageEntry
    /// The probability of hearing garbage alone (no sentence) in a word graph with garbage
    /// loops, or nil for no such path (`EdgeGarbage.rejectionProbability`).
    public var garbageRejectionProbability: Double? = SearchSettings().garbageRejection
    /// How many of the general language model's most likely words the rejection path may also
    /// take, as `AnswerRejection` gives answers (`EdgeGarbage.rejectionWords`); 0 for phones alone.
    /// A background voice reading English is made of such words; a command is cheaper as itself.
    /// Words of the commands, and words whose phones lie inside a command word's, are left out.
    public var garbageRejectionWordCount = SearchSettings().garbageRejectionWords
    /// The FSG probability of each of those words on the rejection path.
    public var garbageRejectionWordProbability = SearchSettings().garbageRejectionWordProbability
    /// The probability of entering the rejection path's words at all (`EdgeGarbage.wordLoopEntryProbability`).
    public var garbageRejectionWordEntryProbability = SearchSettings().garbageRejectionWordEntry
    /// Whether a word graph with garbage after its sentences gets a completion pass: an utterance
    /// whose best path ends in garbage is decoded again without that loop, and the reading that
    /// scores better is kept (`RecognizerConfiguration.completionSearch`). False to measure what
    /// it changes.
    public var checksCompletion = SearchSettings().completionPass
    /// How much better per second of trailing garbage the completion pass's path must score to be
    /// kept (`RecognizerConfiguration.completionMarginPerSecond`).
    public var completionMarginPerSecond = SearchSettings().completionMargin
    /// The least acoustic fit per frame a command search's transcript may have
    /// (`RecognizerConfiguration.minimumAcousticFit`), or nil for no such test. A background
    /// voice the grammar forced into a command fits its words worse than the person who said them.
    public var minimumAcousticFit: Double?
    /// How a dialog's yes/no and names searches hear that what was said is no answer, or nil for
    /// answer searches that must pick an answer whatever was said.
    public var answerRejection: AnswerRejection? = .standard
    /// False builds the dictionary from CMUdict alone — no app or user vocabulary, no
    /// pronunciations from definitions, hints or G2P — to measure what custom vocabulary adds.
    public var usesCustomVocabulary = true

    /// A configuration with Debian's en-US model, the shipped G2P model and the grammar search by default.
    /// `cacheDirectory` keeps compiled searches between runs.
    public init(
        model: AcousticModelLocation = .standard(), intentDefinitions: [URL], appVocabularies: [URL] = [],
        userVocabulary: [(type: VocabularyStringType, strings: [String])] = [], mode: Mode = .grammar,
        cacheDirectory: URL, g2pModel: URL? = G2PModel.defaultURL
    ) {
        self.model = model
        self.intentDefinitions = intentDefinitions
        self.appVocabularies = appVocabularies
        self.userVocabulary = userVocabulary
        self.mode = mode
        self.cacheDirectory = cacheDirectory
        self.g2pModel = g2pModel
    }

    /// Where compiled searches are kept unless a caller says: they are derived data, so
    /// `$HARK_CACHE_DIR`, else `$XDG_CACHE_HOME/hark`, else `~/.cache/hark`.
    public static var defaultCacheDirectory: URL {
        let environment = ProcessInfo.processInfo.environment
        if let explicit = environment["HARK_CACHE_DIR"], !explicit.isEmpty { return URL(fileURLWithPath: explicit) }
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg).appendingPathComponent("hark")
        }
        return FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache/hark")
    }

    /// The shipped MonkeyChat (and other apps') definitions and vocabularies under `Models/`.
    public static var shippedIntentDefinitions: [URL] { ModelsDirectory.locate("intents").map { [$0] } ?? [] }
    /// Every `AppIntentVocabulary.plist` one folder below `Models/`, sorted by folder.
    public static var shippedAppVocabularies: [URL] {
        guard let models = ModelsDirectory.locate("") else { return [] }
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: models.path)) ?? []
        return folders.sorted().map {
            models.appendingPathComponent($0).appendingPathComponent("AppIntentVocabulary.plist")
        }
        .filter { FileManager.default.fileExists(atPath: $0.path) }
    }
}
