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
    /// Pronunciations the user's data gives for their own words (a contact's "sounds like"), used
    /// like the app vocabularies' hints.
    public var userPronunciations: [CustomPronunciation] = []
    /// The user's voice shortcut phrases, heard as whole utterances.
    public var shortcutPhrases: [String] = []
    /// False keeps the JSGF grammar even where the definitions compile to a minimal word graph
    /// (`WordGraphCompiler`), to measure what the graph changes.
    public var usesWordGraph = true
    /// The search's settings, as `HarkConfiguration` holds them (where each default is said why):
    /// the garbage loops and rejection path of a word graph, the completion pass, the least
    /// acoustic fit, G2P and custom vocabulary. Their modes are not read here: ``mode`` is the one
    /// already chosen for this search.
    public var settings = SearchSettings()
    /// How a dialog's yes/no and names searches hear that what was said is no answer, or nil for
    /// answer searches that must pick an answer whatever was said.
    public var answerRejection: AnswerRejection? = .standard
    /// A configuration with Debian's en-US model, the shipped G2P model and the grammar search by default.
    /// `cacheDirectory` keeps compiled searches between runs.
    public init(
        model: AcousticModelLocation = .standard(), intentDefinitions: [URL], appVocabularies: [URL] = [],
        userVocabulary: [(type: VocabularyStringType, strings: [String])] = [], mode: Mode = .grammar,
        cacheDirectory: URL, g2pModel: URL? = G2PModel.defaultURL, settings: SearchSettings = SearchSettings()
    ) {
        self.model = model
        self.intentDefinitions = intentDefinitions
        self.appVocabularies = appVocabularies
        self.userVocabulary = userVocabulary
        self.mode = mode
        self.cacheDirectory = cacheDirectory
        self.g2pModel = g2pModel
        self.settings = settings
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
