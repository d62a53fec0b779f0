import Foundation
import Hark
import HarkDefinitions
import HarkIntents
import HarkResponses
import HarkUnderstanding
import HarkVocabulary
import MonkeyChat

/// A MonkeyChat "device" in a temporary state directory: an address book, the engine with the
/// app registered, and a text conversation reading requests with the shipped definitions.
struct AssistantFixture {
    let state: StateDirectory
    let store: MonkeyChatStore
    let settings: AssistantSettings
    /// Saturday 2026-11-21 15:00 UTC.
    static let now = Date(timeIntervalSince1970: 1_795_273_200)

    init(contacts: [(screenName: String, fullName: String)], settings: AssistantSettings = AssistantSettings()) throws {
        state = StateDirectory(
            url: FileManager.default.temporaryDirectory.appendingPathComponent("hark-assistant-\(UUID())"))
        try state.create()
        store = try MonkeyChatStore(stateDirectory: state)
        let file = state.file(named: "contacts.json")
        let entries = contacts.map { ["screenName": $0.screenName, "fullName": $0.fullName] }
        try JSONSerialization.data(withJSONObject: entries).write(to: file)
        try store.importContacts(from: file)
        self.settings = settings
    }

    func remove() {
        try? FileManager.default.removeItem(at: state.url)
    }

    static let classifier = try! DomainClassifier(contentsOf: DomainClassifier.defaultModelURL!)
    static let definitions = try! IntentDefinitionSet.load(from: CommandSearchConfiguration.shippedIntentDefinitions)

    func catalog(_ language: String) throws -> ResponseCatalog {
        try ResponseCatalog.load(
            language: language, from: ModelsDirectory.locate(ResponseCatalog.modelsSubdirectory)!,
            timeZone: TimeZone(identifier: "UTC")!)
    }

    func engine() -> IntentEngine {
        IntentEngine(
            apps: [MonkeyChatApp.registration(store: store, now: { Self.now })], settings: settings
        ) { _, _ in [] }
    }

    /// A text conversation whose parser knows the address book's names.
    /// `staleNames`: names the vocabulary still holds though the address book no longer does.
    func conversation(language: String = "en-US", staleNames: [String] = []) throws -> Assistant {
        let parser = IntentParser(
            definitions: Self.definitions, vocabulary: ["contactName": try store.contactNameVocabulary() + staleNames])
        let assistant = Assistant(
            engine: engine(), parser: parser, classifier: Self.classifier,
            composer: SpokenReplyComposer(catalog: try catalog(language)))
        assistant.now = { Self.now }
        return assistant
    }

    /// Plays the turns and returns what the assistant said to each.
    func say(_ turns: [String], to assistant: Assistant) async -> [AssistantReply] {
        var replies: [AssistantReply] = []
        for turn in turns { replies.append(await assistant.reply(to: turn)) }
        return replies
    }
}
