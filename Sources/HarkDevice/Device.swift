import Foundation
import Hark
import HarkApps
import HarkDefinitions
import HarkIntents
import HarkResponses
import HarkStorage
import HarkSupport
import HarkUnderstanding
import HarkUserVocabulary
import HarkVocabulary

/// Where a device says what goes wrong outside a turn: a handler's failure, an app's warning.
public typealias DeviceLog = @Sendable (String) -> Void

/// The device a conversation runs on: the installed apps on one state directory and one user, the
/// user's vocabulary, the response catalogs, and the pipeline every decoder and assistant is built
/// through. `hark ask`, `converse`, `listen`, `serve` and `wyoming` all open one, and so can any
/// program: the same turn gets the same reply from each.
///
/// The apps' stores are opened once and shared (SQLite through GRDB, safe across threads). The
/// device settings are read again for every new assistant, so `hark device lock` from another
/// shell takes effect on a server's next conversation.
public struct Device: Sendable {
    /// The factory every decoder, understander and assistant of this device is built by.
    public let pipeline: HarkPipeline
    /// What the command search is built from: the definitions, app vocabularies, the apps' voice
    /// shortcuts and pronunciations. The user's vocabulary is read by each decoder as it runs.
    public let search: CommandSearchConfiguration
    private let settingsStore: AssistantSettingsStore
    private let allApps: [InstalledApp]
    /// The apps whose folder the intents paths name: each stands in for the installed app of its
    /// name, whether or not that one was removed (docs/apps.md).
    private let appsGiven: Set<String>
    private let vocabulary: UserVocabulary
    private let language: String?
    private let catalogs: ResponseCatalogs

    /// The user a device serves unless told otherwise.
    public static let defaultUser = "default"

    /// Writes a line to standard error, prefixed with the program's name, as Unix tools do.
    public static let standardError: DeviceLog = { line in
        FileHandle.standardError.write(Data(("hark: " + line + "\n").utf8))
    }

    /// Opens the device on `state` (created when missing).
    /// - Parameters:
    ///   - pipeline: the factory, with its configuration (`HarkPipeline(configuration:)`).
    ///   - intents: intent definition files or folders to hear instead of the shipped and installed
    ///     apps'; an app folder among them brings its handler (it stands in for an installed app of
    ///     the same name). Nil: the shipped apps and the apps installed in `state`.
    ///   - appVocabularies: AppIntentVocabulary files instead of the shipped and installed ones.
    ///   - user: whose vocabulary the search follows.
    ///   - language: the reply language instead of the device setting.
    ///   - log: where handler failures and app warnings are said.
    public init(
        pipeline: HarkPipeline, intents: [URL]? = nil, appVocabularies: [URL]? = nil, state: StateDirectory,
        user: String = Device.defaultUser, language: String? = nil, log: @escaping DeviceLog = Device.standardError
    ) throws {
        self.pipeline = pipeline
        self.language = language
        try state.create()
        settingsStore = AssistantSettingsStore(stateDirectory: state)
        allApps = try InstalledApp.all(in: state, alongside: intents ?? [], log: log)
        appsGiven = Set(
            try InstalledApp.appFolders(in: intents ?? []).map { try DeclaredApp(folder: $0).name })
        vocabulary = try UserVocabularyStore(stateDirectory: state).vocabulary(for: user)
        guard let responses = ModelsDirectory.locate(ResponseCatalog.modelsSubdirectory) else {
            throw ConfigurationError("no Models/responses folder found: set \(ModelsDirectory.environmentVariable)")
        }
        catalogs = ResponseCatalogs(directory: responses)
        let settings = try Self.settings(settingsStore, language: language)
        try Self.registerVocabulary(of: allApps, into: vocabulary, under: settings)
        let installed = Self.installed(allApps, under: settings, given: appsGiven)
        var search = try Self.searchConfiguration(
            pipeline, for: .commands, intents: intents, appVocabularies: appVocabularies, state: state, user: user)
        search.shortcutPhrases = try installed.flatMap { try $0.voiceShortcuts() }.map(\.phrase)
        search.userPronunciations = try installed.flatMap { try $0.pronunciations() }
        search.userVocabulary = []
        self.search = search
    }

    /// What a search of `pipeline` for `purpose` is built from: `intents` (nil: the shipped apps'
    /// and those installed in `state`, less the removed ones), the app vocabularies, and `user`'s
    /// vocabulary in `state`. Reading creates no state: without a database there is no user
    /// vocabulary.
    public static func searchConfiguration(
        _ pipeline: HarkPipeline, for purpose: HarkPipeline.Purpose, intents: [URL]?, appVocabularies: [URL]?,
        state: StateDirectory, user: String = Device.defaultUser
    ) throws -> CommandSearchConfiguration {
        var configuration = try pipeline.searchConfiguration(
            for: purpose, intents: intents, appVocabularies: appVocabularies,
            userVocabulary: try userVocabulary(in: state, for: user))
        // Apps installed from folders (docs/apps.md) are heard beside the shipped ones.
        let declared = try InstalledApp.declaredSearchFiles(in: state)
        if intents == nil { configuration.intentDefinitions += declared.intents }
        if appVocabularies == nil { configuration.appVocabularies += declared.vocabularies }
        return configuration
    }

    /// `user`'s vocabulary strings in `state`, by type; none when nothing was ever stored there.
    public static func userVocabulary(in state: StateDirectory, for user: String) throws
        -> [(type: VocabularyStringType, strings: [String])]
    {
        guard FileManager.default.fileExists(atPath: state.file(named: UserVocabularyStore.fileName).path) else {
            return []
        }
        return try UserVocabularyStore(stateDirectory: state).vocabulary(for: user).allVocabularyStrings()
    }

    /// A command decoder that follows the user's vocabulary, as every conversation hears audio.
    public func commandRecognizer() throws -> LiveCommandRecognizer {
        let vocabulary = vocabulary
        return try pipeline.commandRecognizer(search, userVocabulary: { try vocabulary.allVocabularyStrings() })
    }

    /// A conversation hearing audio through its own decoder (`ask`, `converse`, `listen`).
    public func assistant(hearing recognizer: LiveCommandRecognizer) throws -> Assistant {
        let settings = try settings()
        let assistant = pipeline.assistant(
            engine: engine(settings), recognizer: recognizer,
            catalogWithAppTemplates: try catalogs.catalog(settings.languageCode, adding: recognizer.parser.definitions),
            vocabularyStrings: vocabularyStrings)
        assistant.shortcuts = try Self.installed(allApps, under: settings, given: appsGiven).flatMap {
            try $0.voiceShortcuts()
        }
        return assistant
    }

    /// A conversation reading requests with `parser`: typed text, or audio a pooled decoder heard;
    /// it replies in `language` when given (a Wyoming client's request names one), else the device's.
    public func assistant(reading parser: IntentParser, language: String? = nil) throws -> Assistant {
        var settings = try settings()
        if let language { settings.languageCode = language }
        let assistant = pipeline.assistant(
            engine: engine(settings), parser: parser,
            catalogWithAppTemplates: try catalogs.catalog(settings.languageCode, adding: parser.definitions),
            vocabularyStrings: vocabularyStrings)
        assistant.shortcuts = try Self.installed(allApps, under: settings, given: appsGiven).flatMap {
            try $0.voiceShortcuts()
        }
        return assistant
    }

    /// The parser of the command search with the user's vocabulary as it is now, for a typed
    /// conversation (no decoder is started).
    public func parser() throws -> IntentParser {
        var search = search
        search.userVocabulary = try vocabulary.allVocabularyStrings()
        return try CommandSearch.prepare(search).parser
    }

    /// After a turn: the apps' data may have changed (a message sent changes who was contacted
    /// last), so they register their vocabulary again; the decoders pick it up on their next
    /// utterance. The settings are read again: another process may have changed an authorization.
    public func afterTurn() throws {
        try Self.registerVocabulary(of: allApps, into: vocabulary, under: try settings())
    }

    /// The engine `hark serve` and `hark wyoming` run on this device, transcribing with the
    /// pipeline's general search.
    public func served() -> ServedDevice { ServedDevice(device: self) }

    private var vocabularyStrings: @Sendable (String) -> [String] {
        let vocabulary = vocabulary
        return { name in
            VocabularyStringType(rawValue: name).flatMap { try? vocabulary.vocabularyStrings(of: $0) } ?? []
        }
    }

    private func settings() throws -> AssistantSettings { try Self.settings(settingsStore, language: language) }

    private func engine(_ settings: AssistantSettings) -> IntentEngine {
        IntentEngine(
            apps: Self.installed(allApps, under: settings, given: appsGiven).map(\.registration), settings: settings
        ) { _, _ in
            []
        }
    }

    private static func installed(_ apps: [InstalledApp], under settings: AssistantSettings, given: Set<String>)
        -> [InstalledApp]
    {
        apps.filter { !settings.removedApps.contains($0.registration.name) || given.contains($0.registration.name) }
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

/// Response catalogs by language with the apps' response templates, each read and parsed once: a
/// language set on the device while a server runs is read when a conversation first needs it.
/// Every parser of one device reads the same definitions (only the user's vocabulary changes), so
/// one catalog per language serves them all.
private final class ResponseCatalogs: Sendable {
    let directory: URL
    private let loaded = LoadedOnce<String, ResponseCatalog>()

    init(directory: URL) {
        self.directory = directory
    }

    func catalog(_ language: String, adding definitions: IntentDefinitionSet) throws -> ResponseCatalog {
        try loaded.value(for: language) {
            try ResponseCatalog.load(language: language, from: directory).adding(appTemplatesFrom: definitions)
        }
    }
}
