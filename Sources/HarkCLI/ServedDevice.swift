import ArgumentParser
import Foundation
import Hark
import HarkIntents
import HarkResponses
import HarkServer
import HarkUnderstanding
import HarkVocabulary
import Synchronization

/// The "device" `hark serve` runs: the installed apps on one state directory and one user, and
/// what its conversations and decoders are made from — the same as `ConversationSetup` gives
/// `hark ask` and `converse`, but shared by every request.
///
/// The apps' stores are opened once and shared (they are SQLite through GRDB, safe across
/// threads); the device settings are read again for every new conversation, as each `hark ask`
/// reads them, so `hark device lock` from another shell takes effect on the next one.
struct ServedDevice: Sendable {
    let pipeline: ServerPipeline

    init(
        state: StateOptions, user: UserOptions, search: SearchOptions, recognizer: RecognizerOptions, language: String?,
        frontEnd: FrontEnd
    )
        throws
    {
        let directory = state.directory
        try directory.create()
        let settingsStore = AssistantSettingsStore(stateDirectory: directory)
        let allApps = try InstalledApp.all(in: directory)
        let vocabulary = try UserVocabularyStore(stateDirectory: directory).vocabulary(for: user.user)
        let settings = try Self.settings(settingsStore, language: language)
        try Self.registerVocabulary(of: allApps, into: vocabulary, under: settings)
        guard let responses = ModelsDirectory.locate(ResponseCatalog.modelsSubdirectory) else {
            throw ValidationError("no Models/responses folder found: set \(ModelsDirectory.environmentVariable)")
        }
        let catalogs = ResponseCatalogs(directory: responses)
        let classifier = try search.classifier()
        let calibrator = try search.calibrator()
        let minimumConfidence = search.minimumConfidence

        var configuration = try search.configuration(
            mode: search.effectiveMode(fallback: .languageModel), model: recognizer.modelLocation, state: directory,
            user: user.user)
        let installed = allApps.filter { !settings.removedApps.contains($0.registration.name) }
        configuration.shortcutPhrases = try installed.flatMap { try $0.voiceShortcuts() }.map(\.phrase)
        configuration.userPronunciations = try installed.flatMap { try $0.pronunciations() }
        configuration.userVocabulary = []
        let commandConfiguration = configuration
        let transcriberConfiguration = recognizer.configuration
        let vocabularyStrings: @Sendable (String) -> [String] = { name in
            VocabularyStringType(rawValue: name).flatMap { try? vocabulary.vocabularyStrings(of: $0) } ?? []
        }

        pipeline = ServerPipeline(
            makeTranscriber: { try Transcriber(configuration: transcriberConfiguration) },
            makeCommandDecoder: {
                try LiveCommandRecognizer(
                    configuration: commandConfiguration, userVocabulary: vocabulary, frontEnd: frontEnd)
            },
            makeUnderstander: {
                Understander(
                    parser: $0, classifier: classifier, calibrator: calibrator, minimumConfidence: minimumConfidence)
            },
            makeAssistant: { parser in
                let settings = try Self.settings(settingsStore, language: language)
                let apps = allApps.filter { !settings.removedApps.contains($0.registration.name) }
                let engine = IntentEngine(apps: apps.map(\.registration), settings: settings) { _, _ in [] }
                let catalog = try catalogs.catalog(settings.languageCode, definitions: parser.definitions)
                let assistant = Assistant(
                    engine: engine, parser: parser, classifier: classifier,
                    composer: SpokenReplyComposer(catalog: catalog), vocabularyStrings: vocabularyStrings)
                assistant.shortcuts = try apps.flatMap { try $0.voiceShortcuts() }
                return assistant
            },
            afterTurn: {
                try Self.registerVocabulary(
                    of: allApps, into: vocabulary, under: try Self.settings(settingsStore, language: language))
            })
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

/// Response catalogs by language with the apps' own templates added, each read once: a language
/// set on the device while the server runs is read when a conversation first needs it.
private final class ResponseCatalogs: Sendable {
    let directory: URL
    private let loaded = Mutex<[String: ResponseCatalog]>([:])

    init(directory: URL) {
        self.directory = directory
    }

    func catalog(_ language: String, definitions: IntentDefinitionSet) throws -> ResponseCatalog {
        if let known = loaded.withLock({ $0[language] }) { return known }
        let catalog = try ResponseCatalog.load(language: language, from: directory)
            .adding(appTemplatesFrom: definitions)
        loaded.withLock { $0[language] = catalog }
        return catalog
    }
}
