import Foundation
import HarkUnderstanding
import Testing

@testable import HarkDefinitions

/// Templates and entities made into one app that needs no name, read back as Home Assistant's intents.
@Suite struct HomeAssistantAppTests {
    static let templates = """
        {
          "language": "en",
          "skip_words": ["please"],
          "expansion_rules": {"the": "(the|my)", "turn": "(turn|switch)"},
          "lists": {
            "brightness": {"range": {"type": "percentage", "from": 0, "to": 100}},
            "temperature": {"range": {"type": "temperature", "from": 0, "to": 100, "fractions": "halves"}},
            "brightness_level": {"values": [{"in": "(max|maximum)", "out": 100}, {"in": "(min|minimum)", "out": 1}]},
            "message": {"wildcard": true}
          },
          "intents": {
            "HassTurnOn": {"data": [
              {"sentences": ["<turn> on [<the>] {name}"], "requires_context": {"domain": ["light", "switch"]}},
              {"sentences": ["<turn> on [<the>] {area} lights"], "slots": {"domain": "light"}},
              {"sentences": ["<turn> on [<the>] lights [in] here"], "requires_context": {"area": {"slot": true}}}
            ]},
            "HassLightSet": {"data": [
              {"sentences": ["set [<the>] {area} brightness to {brightness}[%| percent]",
                             "set [<the>] {area} brightness to {brightness_level:brightness}"],
               "slots": {"domain": "light"}}
            ]},
            "HassBroadcast": {"data": [{"sentences": ["broadcast {message}"]}]},
            "HassClimateSetTemperature": {"data": [{"sentences": ["set [<the>] {area} to {temperature} degrees"]}]}
          }
        }
        """

    static let entities = HomeAssistantEntities(
        areas: ["kitchen", "living room"],
        entities: [
            .init(name: "desk lamp", id: "light.desk_lamp", domain: "light", area: "kitchen"),
            .init(name: "front door", id: "lock.front_door", domain: "lock"),
        ])

    static func app() throws -> AppDefinition {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hark-ha-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("en.json")
        try templates.write(to: file, atomically: true, encoding: .utf8)
        #expect(HomeAssistantApp.holdsTemplates(file))
        return try HomeAssistantApp.load(from: file, entities: entities)
    }

    static func read(_ text: String) throws -> HomeAssistantIntent? {
        let parser = IntentParser(definitions: try IntentDefinitionSet(apps: [try app()]))
        return HomeAssistantIntent(parser.understand(text))
    }

    @Test func theIntentsAreHomeAssistantsWithTheirSlots() throws {
        let lamp = try #require(try Self.read("please turn on my desk lamp"))
        #expect(lamp.name == "HassTurnOn")
        #expect(lamp.slots == ["name": .init(value: .string("light.desk_lamp"), text: "desk lamp")])
        let area = try #require(try Self.read("switch on the kitchen lights"))
        #expect(area.name == "HassTurnOn")
        #expect(area.slots["area"]?.value == .string("kitchen") && area.slots["domain"]?.value == .string("light"))
        let brightness = try #require(try Self.read("set the living room brightness to forty percent"))
        #expect(brightness.name == "HassLightSet" && brightness.slots["brightness"]?.value == .number(40))
        // One slot filled by two lists: each reading keeps its own.
        let maximum = try #require(try Self.read("set kitchen brightness to maximum"))
        #expect(maximum.slots["brightness"]?.value == .number(100))
        // A value of 1 is the number 1, though Foundation lets it pass for true.
        let minimum = try #require(try Self.read("set kitchen brightness to minimum"))
        #expect(minimum.slots["brightness"]?.value == .number(1))
        #expect(try Self.read("broadcast dinner is ready")?.slots["message"]?.value == .string("dinner is ready"))
    }

    /// A number outside its list's range is no value of it, as hassil hears it: brightness is 0 to
    /// 100 in whole numbers, and a temperature may end in a half.
    @Test func numbersOutsideTheirRangeAreRefused() throws {
        for said in ["0", "100", "forty", "one hundred"] {
            let reading = try Self.read("set the kitchen brightness to \(said) percent")
            #expect(reading?.name == "HassLightSet", "\(said)")
        }
        for said in ["150", "101", "1000000", "55.5", "one hundred fifty", "fifty five point five"] {
            #expect(try Self.read("set the kitchen brightness to \(said) percent") == nil, "\(said) was heard")
        }
        let half = try Self.read("set the kitchen to twenty one point five degrees")
        #expect(half?.slots["temperature"]?.value == .number(21.5))
        #expect(try Self.read("set the kitchen to twenty one point three degrees") == nil)
        #expect(try Self.read("set the kitchen to one hundred one degrees") == nil)
    }

    /// An entity outside the block's domains is no value of its `{name}`: the lock is not a light.
    @Test func requiredDomainsKeepOtherEntitiesOut() throws {
        let app = try Self.app()
        let turnOn = try #require(app.intent(named: "HassTurnOn"))
        guard case .closedList(let names) = try #require(turnOn.parameter(named: "name")).type else {
            Issue.record("name is a closed list")
            return
        }
        #expect(names.values.map(\.value) == ["light.desk_lamp"])
    }

    /// What needs the request's context is named, not dropped in silence.
    @Test func whatHarkCannotServeIsNamed() throws {
        let app = try Self.app()
        #expect(app.warnings == ["HassTurnOn, data 3 left out: it needs the request's context 'area'"])
        #expect(app.requiresName == false && app.name == HomeAssistantApp.appName)
    }

    @Test func entitiesFileErrorsNameTheFileAndTheEntry() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hark-ha-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("entities.yaml")
        try "entities:\n  - {name: desk lamp, domain: light}\n".write(to: file, atomically: true, encoding: .utf8)
        #expect {
            try HomeAssistantEntities(contentsOf: file)
        } throws: { error in
            "\(error)".contains(file.path) && "\(error)".contains("entity 'desk lamp' needs an id")
        }
        try "areas: [kitchen]\nrooms: [x]\n".write(to: file, atomically: true, encoding: .utf8)
        #expect(throws: IntentDefinitionError.self) { try HomeAssistantEntities(contentsOf: file) }
        try "areas: [kitchen]\nentities:\n  - {name: tv, id: media_player.tv}\n".write(
            to: file, atomically: true, encoding: .utf8)
        let read = try HomeAssistantEntities(contentsOf: file)
        #expect(
            read.areas == ["kitchen"]
                && read.entities == [.init(name: "tv", id: "media_player.tv", domain: "media_player")])
    }
}

/// The intents repository's layout: `sentences/<lang>/` with `_common.yaml` beside one file per
/// domain, read as the package's JSON is.
@Suite struct HomeAssistantRepositoryLayoutTests {
    @Test func aSentencesFolderIsOneApp() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hark-ha-\(UUID())/sentences/en")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer {
            try? FileManager.default.removeItem(at: folder.deletingLastPathComponent().deletingLastPathComponent())
        }
        try """
        language: en
        skip_words: [please]
        expansion_rules:
          the: "(the|my)"
        lists:
          brightness:
            range: {type: percentage, from: 0, to: 100}
        """.write(to: folder.appendingPathComponent("_common.yaml"), atomically: true, encoding: .utf8)
        try """
        language: en
        intents:
          HassTurnOn:
            data:
              - sentences: ["turn on [<the>] {name}"]
                requires_context: {domain: light}
        """.write(to: folder.appendingPathComponent("light_HassTurnOn.yaml"), atomically: true, encoding: .utf8)
        try """
        language: en
        intents:
          HassLightSet:
            data:
              - sentences: ["set [<the>] {area} brightness to {brightness} percent"]
                slots: {domain: light}
        """.write(to: folder.appendingPathComponent("light_HassLightSet.yaml"), atomically: true, encoding: .utf8)
        #expect(HomeAssistantApp.holdsTemplates(folder))
        let definitions = try IntentDefinitionSet.load(
            from: [folder], homeAssistantEntities: HomeAssistantAppTests.entities)
        #expect(definitions.apps.map(\.name) == [HomeAssistantApp.appName])
        let parser = IntentParser(definitions: definitions)
        let lamp = try #require(HomeAssistantIntent(parser.understand("please turn on the desk lamp")))
        #expect(lamp.name == "HassTurnOn" && lamp.slots["name"]?.value == .string("light.desk_lamp"))
        let set = try #require(HomeAssistantIntent(parser.understand("set the kitchen brightness to ten percent")))
        #expect(set.name == "HassLightSet" && set.slots["brightness"]?.value == .number(10))
    }

    /// A template hassil could not read stops the load, naming the file, intent and template.
    @Test func aBrokenTemplateIsNamed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hark-ha-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("en.json")
        try #"{"language": "en", "intents": {"HassTurnOn": {"data": [{"sentences": ["turn on (the light"]}]}}}"#
            .write(to: file, atomically: true, encoding: .utf8)
        #expect {
            try HomeAssistantApp.load(from: file, entities: HomeAssistantEntities())
        } throws: { error in
            let text = "\(error)"
            return text.contains(file.path) && text.contains("HassTurnOn, data 1")
                && text.contains("turn on (the light")
        }
    }
}
