import ArgumentParser
import Foundation
import Hark
import HarkIntents
import HarkResponses
import HarkServer
import HarkUnderstanding
import HarkVocabulary
import Synchronization

/// The device a conversation runs on: the installed apps on one state directory and one user, the
/// user's vocabulary, the response catalogs, and the pipeline every decoder and assistant is built
/// through. `hark ask`, `converse`, `listen` and `serve` all open one, so the same turn gets the
/// same reply from each.
///
/// The apps' stores are opened once and shared (SQLite through GRDB, safe across threads). The
/// device settings are read again for every new assistant, so `hark device lock` from another
/// shell takes effect on a server's next conversation.
struct Device: Sendable {
    let pipeline: HarkPipeline
    /// What the command search is built from: the definitions, app vocabularies, the apps' voice
    /// shortcuts and pronunciations. The user's vocabulary is read by each decoder as it runs.
    let search: CommandSearchConfiguration
    private let settingsStore: AssistantSettingsStore
    private let allApps: [InstalledApp]
    private let vocabulary: UserVocabulary
    private let language: String?
    private let catalogs: ResponseCatalogs

    init(
        pipeline: HarkPipeline, search options: SearchOptions, state: StateOptions, user: UserOptions, language: String?
    )
        throws
    {
        self.pipeline = pipeline
        self.language = language
        let directory = state.directory
        try directory.create()
        settingsStore = AssistantSettingsStore(stateDirectory: directory)
        allApps = try InstalledApp.all(in: directory, alongside: options.intentPaths)
        vocabulary = try UserVocabularyStore(stateDirectory: directory).vocabulary(for: user.user)
        guard let responses = ModelsDirectory.locate(ResponseCatalog.modelsSubdirectory) else {
            throw ValidationError("no Models/responses folder found: set \(ModelsDirectory.environmentVariable)")
        }
        catalogs = ResponseCatalogs(directory: responses)
        let settings = try Self.settings(settingsStore, language: language)
        try Self.registerVocabulary(of: allApps, into: vocabulary, under: settings)
        let installed = Self.installed(allApps, under: settings)
        var search = try options.configuration(pipeline, for: .commands, state: directory, user: user.user)
        search.shortcutPhrases = try installed.flatMap { try $0.voiceShortcuts() }.map(\.phrase)
        search.userPronunciations = try installed.flatMap { try $0.pronunciations() }
        search.userVocabulary = []
        self.search = search
    }

    /// A command decoder that follows the user's vocabulary, as every conversation hears audio.
    func commandRecognizer() throws -> LiveCommandRecognizer {
        let vocabulary = vocabulary
        return try pipeline.commandRecognizer(search, userVocabulary: { try vocabulary.allVocabularyStrings() })
    }

    /// A conversation hearing audio through its own decoder (`ask`, `converse`, `listen`).
    func assistant(hearing recognizer: LiveCommandRecognizer) throws -> Assistant {
        let settings = try settings()
        let assistant = try pipeline.assistant(
            engine: engine(settings), recognizer: recognizer, catalog: try catalogs.catalog(settings.languageCode),
            vocabularyStrings: vocabularyStrings)
        assistant.shortcuts = try Self.installed(allApps, under: settings).flatMap { try $0.voiceShortcuts() }
        return assistant
    }

    /// A conversation reading requests with `parser`: typed text, or audio a pooled decoder heard.
    func assistant(reading parser: IntentParser) throws -> Assistant {
        let settings = try settings()
        let assistant = try pipeline.assistant(
            engine: engine(settings), parser: parser, catalog: try catalogs.catalog(settings.languageCode),
            vocabularyStrings: vocabularyStrings)
        assistant.shortcuts = try Self.installed(allApps, under: settings).flatMap { try $0.voiceShortcuts() }
        return assistant
    }

    /// The parser of the command search with the user's vocabulary as it is now, for a typed
    /// conversation (no decoder is started).
    func parser() throws -> IntentParser {
        var search = search
        search.userVocabulary = try vocabulary.allVocabularyStrings()
        return try CommandSearch.prepare(search).parser
    }

    /// After a turn: the apps' data may have changed (a message sent changes who was contacted
    /// last), so they register their vocabulary again; the decoders pick it up on their next
    /// utterance. The settings are read again: another process may have changed an authorization.
    func afterTurn() throws {
        try Self.registerVocabulary(of: allApps, into: vocabulary, under: try settings())
    }

    /// The engine `hark serve` runs: pooled transcribers (`plain`, the general search) and
    /// command decoders, the understander and a new assistant per conversation, all from this
    /// device's pipeline.
    func serverPipeline(transcription plain: RecognizerConfiguration) -> ServerPipeline {
        let device = self
        return ServerPipeline(
            makeTranscriber: { try device.pipeline.transcriber(plain, for: .transcription) },
            makeCommandDecoder: { try device.commandRecognizer() },
            makeUnderstander: { device.pipeline.understander($0) },
            makeAssistant: { try device.assistant(reading: $0) },
            afterTurn: { try device.afterTurn() })
    }

    private var vocabularyStrings: @Sendable (String) -> [String] {
        let vocabulary = vocabulary
        return { name in
            VocabularyStringType(rawValue: name).flatMap { try? vocabulary.vocabularyStrings(of: $0) } ?? []
        }
    }

    private func settings() throws -> AssistantSettings { try Self.settings(settingsStore, language: language) }

    private func engine(_ settings: AssistantSettings) -> IntentEngine {
        IntentEngine(apps: Self.installed(allApps, under: settings).map(\.registration), settings: settings) { _, _ in
            []
        }
    }

    private static func installed(_ apps: [InstalledApp], under settings: AssistantSettings) -> [InstalledApp] {
        apps.filter { !settings.removedApps.contains($0.registration.name) }
    }

    private static func settings(_ store: AssistantSettingsStore, language: String?) throws -> AssistantSettings {
        var settings = try store.load()
        if let language { settings.languageCode = language }
        return settings
    }

    /// Every authorized app registers its user vocabulary from its data.
    private static func registerVocabulary(
        of apps: [InstalledApp], into vocabulary: UserVocabulary, under settings: AssistantSettings
    ) throws {
        for app in apps where settings.mayRegisterVocabulary(for: app.registration.name) {
            try app.registerVocabulary(vocabulary)
        }
    }
}

/// Response catalogs by language, each read once: a language set on the device while a server
/// runs is read when a conversation first needs it.
private final class ResponseCatalogs: Sendable {
    let directory: URL
    private let loaded = Mutex<[String: ResponseCatalog]>([:])

    init(directory: URL) {
        self.directory = directory
    }

    func catalog(_ language: String) throws -> ResponseCatalog {
        if let known = loaded.withLock({ $0[language] }) { return known }
        let catalog = try ResponseCatalog.load(language: language, from: directory)
        loaded.withLock { $0[language] = catalog }
        return catalog
    }
}
