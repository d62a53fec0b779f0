import ArgumentParser
import Foundation
import Hark
import HarkIntents
import HarkResponses
import HarkUnderstanding
import HarkVocabulary

/// Everything a conversation needs, opened from the command's options: the installed apps, the
/// engine with the device settings, the response catalog, and — when audio may come — one live
/// decoder whose command search follows the user's vocabulary.
struct ConversationSetup {
    var assistant: Assistant
    var apps: [InstalledApp]
    var settingsStore: AssistantSettingsStore
    var vocabulary: UserVocabulary

    init(
        state: StateOptions, user: UserOptions, search: SearchOptions, recognizer: RecognizerOptions,
        language: String?, confirmations: ConfirmationOptions, frontEnd: FrontEnd = FrontEnd(),
        audio: Bool
    ) throws {
        let directory = state.directory
        try directory.create()
        settingsStore = AssistantSettingsStore(stateDirectory: directory)
        var settings = try settingsStore.load()
        if let language { settings.languageCode = language }
        apps = try InstalledApp.all(in: directory).filter { !settings.removedApps.contains($0.registration.name) }
        vocabulary = try UserVocabularyStore(stateDirectory: directory).vocabulary(for: user.user)
        try Self.registerVocabulary(of: apps, into: vocabulary, under: settings)
        guard let responses = ModelsDirectory.locate(ResponseCatalog.modelsSubdirectory) else {
            throw ValidationError("no Models/responses folder found: set \(ModelsDirectory.environmentVariable)")
        }
        let catalog = try ResponseCatalog.load(language: settings.languageCode, from: responses)
        let engine = IntentEngine(apps: apps.map(\.registration), settings: settings) { _, _ in [] }
        let classifier =
            try search.noDomainClassifier ? nil : DomainClassifier.defaultModelURL.map(DomainClassifier.init)
        let mode = search.effectiveMode(fallback: SearchOptions.commandDefault)
        let shortcuts = try apps.flatMap { try $0.voiceShortcuts() }
        var configuration = try search.configuration(
            mode: mode, model: recognizer.modelLocation, state: directory, user: user.user)
        configuration.shortcutPhrases = shortcuts.map(\.phrase)
        configuration.userPronunciations = try apps.flatMap { try $0.pronunciations() }
        if audio {
            configuration.userVocabulary = []
            let vocabulary = vocabulary
            let live = try LiveCommandRecognizer(
                configuration: configuration, userVocabulary: vocabulary, frontEnd: frontEnd)
            assistant = Assistant(
                engine: engine, recognizer: live, classifier: classifier,
                composer: SpokenReplyComposer(catalog: try catalog.adding(appTemplatesFrom: live.search.definitions)),
                vocabularyStrings: { name in
                    VocabularyStringType(rawValue: name).flatMap { try? vocabulary.vocabularyStrings(of: $0) } ?? []
                })
        } else {
            let prepared = try CommandSearch.prepare(configuration)
            assistant = Assistant(
                engine: engine, parser: prepared.parser, classifier: classifier,
                composer: SpokenReplyComposer(catalog: try catalog.adding(appTemplatesFrom: prepared.definitions)))
        }
        assistant.shortcuts = shortcuts
        assistant.calibrator = try search.calibrator()
        assistant.minimumConfidence = search.minimumConfidence
        confirmations.apply(to: assistant)
    }

    /// After a turn: the apps' data may have changed (a message sent changes who was contacted
    /// last), so they register their vocabulary again; the live decoder picks it up next turn.
    /// The settings are read again: another process may have changed an app's authorization.
    func afterTurn() throws {
        try Self.registerVocabulary(of: apps, into: vocabulary, under: try settingsStore.load())
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
