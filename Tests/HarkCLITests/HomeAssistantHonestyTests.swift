import Foundation
import Hark
import HarkDefinitions
import HarkIntents
import HarkResponses
import HarkSupport
import HarkTestSupport
import HarkUnderstanding
import HarkWyomingService
import Testing

/// Hark reads Home Assistant's templates but does not run its intents: what it says of them names
/// Home Assistant's intent, and never claims a request was handled that nothing handled.
@Suite struct HomeAssistantHonestyTests {
    static let templates = """
        {
          "language": "en",
          "lists": {"brightness": {"range": {"type": "percentage", "from": 0, "to": 100}}},
          "intents": {
            "HassTurnOn": {"data": [
              {"sentences": ["turn on the {area} fan"], "slots": {"domain": "fan"}},
              {"sentences": ["turn on [the] {name}"], "requires_context": {"domain": ["light"]}}
            ]},
            "HassLightSet": {"data": [
              {"sentences": ["set [the] {name} to {brightness} percent"], "requires_context": {"domain": ["light"]}}
            ]}
          }
        }
        """
    static let entities = """
        language: en
        areas: [kitchen]
        entities:
          - {name: desk lamp, id: light.desk_lamp, domain: light, area: kitchen}
        """

    /// The templates and the home, written to `workspace`.
    static func files(in workspace: Workspace) throws -> (templates: String, entities: String) {
        let templates = workspace.path("en.json"), entities = workspace.path("entities.yaml")
        try Self.templates.write(toFile: templates, atomically: true, encoding: .utf8)
        try Self.entities.write(toFile: entities, atomically: true, encoding: .utf8)
        return (templates, entities)
    }

    /// `intent` is Home Assistant's name, not the data block's (`HassTurnOn__2`).
    @Test func understandNamesHomeAssistantsIntent() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let (templates, entities) = try Self.files(in: workspace)
        let result = try HarkProcess.run(
            [
                "understand", "--state", workspace.path("state"), "--intents", templates, "--entities", entities,
                "--json", "--text", "turn on the desk lamp", "--text", "set the desk lamp to 150 percent",
            ],
            environment: ["HARK_CACHE_DIR": workspace.path("cache")])
        #expect(result.outputLines.count == 2, Comment(rawValue: result.standardError))
        let lines = try result.outputLines.map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        #expect(lines[0]["intent"] as? String == "HassTurnOn")
        #expect((lines[0]["homeAssistant"] as? [String: Any])?["name"] as? String == "HassTurnOn")
        // 150 is no brightness of 0–100.
        #expect(lines[1]["intent"] as? String == "none")
    }

    /// Over Wyoming, a request read with Home Assistant's templates is `not-handled`, with a plain
    /// reason and Home Assistant's intent in the context.
    @Test func wyomingSaysNotHandledForHomeAssistantsIntents() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let (templates, entities) = try Self.files(in: workspace)
        let app = try HomeAssistantApp.load(
            from: URL(fileURLWithPath: templates),
            entities: try HomeAssistantEntities(contentsOf: URL(fileURLWithPath: entities)))
        let parser = IntentParser(definitions: try IntentDefinitionSet(apps: [app]))
        let catalog = try ResponseCatalog.load(
            language: "en-US", from: ModelsDirectory.locate(ResponseCatalog.modelsSubdirectory)!)
        let assistant = Assistant(
            engine: IntentEngine(apps: [], settings: AssistantSettings()) { _, _ in [] }, parser: parser,
            composer: SpokenReplyComposer(catalog: catalog))
        for request in ["turn on the desk lamp", "turn on the kitchen fan"] {
            let reply = ServiceWyomingEngine.wyomingReply(await assistant.reply(to: request))
            #expect(!reply.handled, "\(request): \(reply.text)")
            #expect(reply.context["intent"] == .string("HassTurnOn"), "\(request)")
            #expect(reply.text.contains("Home Assistant"), "\(reply.text)")
        }
        let nothing = ServiceWyomingEngine.wyomingReply(await assistant.reply(to: "what is the weather"))
        #expect(!nothing.handled)
    }
}
