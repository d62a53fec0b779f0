import Foundation
import Hark
import HarkApps
import HarkDefinitions
import HarkIntents
import HarkResponses
import HarkTestSupport
import HarkUnderstanding

/// A declared app run through a text-only assistant, as `hark ask --text` runs it: its data in a
/// scratch folder, the reasons of failed calls collected.
final class DeclaredAppFixture: @unchecked Sendable {
    let app: DeclaredApp
    let scratch: ScratchDirectory
    let assistant: Assistant
    private let collected = Collected()

    var dataDirectory: URL { scratch.file("data") }
    var logs: [String] { collected.lines }

    /// `hearing`: the assistant also hears audio, through Hark's pipeline with its defaults and the
    /// app's intents as the command search (as `hark ask --intents … FILE` hears it).
    init(folder: URL, hearing: Bool = false) throws {
        app = try DeclaredApp(folder: folder)
        scratch = try ScratchDirectory("hark-apps")
        let definitions = try IntentDefinitionSet(apps: [app.definition])
        let catalog = try ResponseCatalog.load(language: "en-US", from: Repository.file("Models/responses"))
            .adding(appTemplatesFrom: definitions)
        let collected = collected
        let registration = app.registration(dataDirectory: scratch.file("data")) { collected.append($0) }
        let engine = IntentEngine(apps: [registration], valueReader: { _, _ in [] })
        if hearing {
            let pipeline = try HarkPipeline()
            let search = try pipeline.searchConfiguration(
                intents: [app.intentsFile], appVocabularies: [], cacheDirectory: scratch.file("cache"))
            assistant = try pipeline.assistant(
                engine: engine, recognizer: try pipeline.commandRecognizer(search), catalog: catalog)
        } else {
            assistant = Assistant(
                engine: engine, parser: IntentParser(definitions: definitions),
                composer: SpokenReplyComposer(catalog: catalog))
        }
    }

    private final class Collected: @unchecked Sendable {
        private let lock = NSLock()
        private var logged: [String] = []
        func append(_ line: String) { lock.withLock { logged.append(line) } }
        var lines: [String] { lock.withLock { logged } }
    }

    func say(_ text: String) async -> AssistantReply { await assistant.reply(to: text) }

    /// Says `text` with flite and replies to the recording.
    func speak(_ text: String) async throws -> AssistantReply {
        try await assistant.reply(toAudioFile: try scratch.speak(text, as: "request"))
    }

    /// The files the handler left in its data folder.
    func dataFiles() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: dataDirectory.path)) ?? []).sorted()
    }

    /// The coffee maker's orders, one JSON object a line.
    func orders() -> [[String: Any]] {
        guard let text = try? String(contentsOf: dataDirectory.appendingPathComponent("orders.jsonl"), encoding: .utf8)
        else { return [] }
        return text.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
    }

    deinit { scratch.remove() }

    /// A one-intent app ("ring the bell") in a scratch folder with `handler` as its manifest's
    /// handler lines; its failure reply is "Sorry, the bell is stuck."
    static func bell(handler: String, in scratch: ScratchDirectory) throws -> URL {
        let folder = scratch.file("bell")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("context:\n  expressions:\n    ring:\n      - \"ring the bell\"\n".utf8)
            .write(to: folder.appendingPathComponent("bell.yaml"))
        try Data(
            """
            ring:
              responses:
                en-US:
                  success: Ding dong.
                  failure: Sorry, the bell is stuck.

            """.utf8
        ).write(to: folder.appendingPathComponent("bell.responses.yaml"))
        try Data("intents: bell.yaml\n\(handler)\n".utf8).write(to: folder.appendingPathComponent("app.yaml"))
        return folder
    }
}
