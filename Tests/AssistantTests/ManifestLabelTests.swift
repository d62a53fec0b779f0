import Foundation
import Testing

@testable import Hark

/// Readings named as an evaluation manifest names them, so that `hark evaluate` and `hark bench
/// baseline` score Home Assistant's templates against hassil's own labels.
@Suite("Readings as manifests label them")
struct ManifestLabelTests {
    static let templates = """
        {"language": "en", "intents": {"HassTurnOn": {"data": [
          {"sentences": ["turn on [the] {name}"]},
          {"sentences": ["turn on [the] {area} lights"], "slots": {"domain": "light"}}
        ]}}}
        """

    @Test func homeAssistantReadingsCarryItsIntentNamesAndValues() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hark-labels-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("en.json")
        try Self.templates.write(to: file, atomically: true, encoding: .utf8)
        let entities = HomeAssistantEntities(
            language: "en", areas: ["kitchen"], floors: [],
            entities: [.init(name: "desk lamp", id: "light.desk_lamp", domain: "light", area: "kitchen")])
        let app = try HomeAssistantApp.load(from: file, entities: entities)
        let understander = Understander(parser: IntentParser(definitions: try IntentDefinitionSet(apps: [app])))

        let lamp = understander.understand("turn on the desk lamp").understanding
        // Hark reads each data block as an intent of its own; the label is Home Assistant's.
        #expect(understander.labelledIntent(of: lamp) == "HassTurnOn")
        #expect(understander.labelledParameters(of: lamp) == ["name": ["light.desk_lamp"]])
        let lights = understander.understand("turn on the kitchen lights").understanding
        #expect(lights.intent != "HassTurnOn")
        #expect(understander.labelledIntent(of: lights) == "HassTurnOn")
        #expect(understander.labelledParameters(of: lights) == ["area": ["kitchen"], "domain": ["light"]])
        #expect(
            understander.labelledIntent(of: understander.understand("open the pod bay doors").understanding) == "none")
    }

    @Test func otherAppsKeepTheirIntentNames() throws {
        let understander = Understander(
            parser: IntentParser(
                definitions: try IntentDefinitionSet.load(from: CommandSearchConfiguration.shippedIntentDefinitions)))
        let order = understander.understand("order tomato soup with soup chef").understanding
        #expect(understander.labelledIntent(of: order) == order.intent && order.intent != "none")
    }
}
