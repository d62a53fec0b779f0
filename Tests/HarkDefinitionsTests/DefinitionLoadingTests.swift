import Foundation
import HarkDefinitions
import HarkTestSupport
import Testing

@Suite struct DefinitionLoadingTests {
    static let minimal = """
        app:
          name: Zoo
          domain: custom
          spoken: [the zoo, zoo]
        types:
          animal:
            values:
              - lion
              - monkey: [monkey, ape]
              - value: parrot
                synonyms: [parrot, bird]
                pronunciations: {parrot: "P EH R AH T"}
        intents:
          Feed:
            parameters:
              animal: {type: animal, required: true, list: true}
              grams: number
            templates:
              - "feed [the] {animal} [with {grams} grams]"
        """

    func load(_ yaml: String) throws(IntentDefinitionError) -> AppDefinition {
        try IntentDefinitionLoader().parse(yaml: yaml, file: "zoo.yaml")
    }

    @Test func loadsAllForms() throws {
        let app = try load(Self.minimal)
        #expect(app.name == "Zoo")
        #expect(app.domain == IntentDomain(rawValue: "custom"))
        #expect(!app.domain.isSiriKitDomain)
        #expect(app.spokenNames == [["the", "zoo"], ["zoo"]])
        #expect(app.pronunciations == ["parrot": ["P EH R AH T"]])
        let feed = try #require(app.intent(named: "Feed"))
        let animal = try #require(feed.parameter(named: "animal"))
        #expect(animal.isRequired && animal.isList)
        guard case .closedList(let list) = animal.type else {
            Issue.record("animal should be a closed list")
            return
        }
        #expect(list.values.map(\.value) == ["lion", "monkey", "parrot"])
        #expect(list.values[1].synonyms == [["monkey"], ["ape"]])
        #expect(feed.parameter(named: "grams")?.type == .number)
        #expect(feed.templates[0].location == SourceLocation(file: "zoo.yaml", line: 19, column: 10))
    }

    /// Each broken file and where its error must be reported.
    @Test(arguments: [
        // A template error: the column inside the template added to where the string starts.
        (Self.minimal.replacingOccurrences(of: "{grams} grams", with: "{gram} grams"), 19, 36, "unknown parameter"),
        (Self.minimal.replacingOccurrences(of: "templates:", with: "tempaltes:"), 18, 5, "unknown key 'tempaltes'"),
        (
            Self.minimal.replacingOccurrences(of: "type: animal,", with: "type: animals,"), 16, 22,
            "unknown type 'animals'"
        ),
        (
            Self.minimal.replacingOccurrences(of: "\"P EH R AH T\"", with: "\"P EH R AX T\""), 12, 34,
            "'AX' is not an ARPAbet"
        ),
        (Self.minimal.replacingOccurrences(of: "[with {grams} grams]", with: ""), 19, 10, ""),
        (
            Self.minimal.replacingOccurrences(of: "feed [the] {animal}", with: "feed [the] [{animal}]"), 19, 10,
            "required parameter 'animal'"
        ),
        (
            Self.minimal.replacingOccurrences(of: "  spoken: [the zoo, zoo]", with: "  spoken: [the zoo, zoo"), 5, 6,
            "not valid YAML"
        ),
        (Self.minimal.replacingOccurrences(of: "  domain: custom\n", with: ""), 2, 3, "needs 'domain'"),
        (Self.minimal + "\n  Feed:\n    templates: [feed]\n", 20, 3, "appears twice"),
    ])
    func errorsHaveFileLineAndColumn(yaml: String, line: Int, column: Int, message: String) {
        do {
            _ = try load(yaml)
            #expect(message.isEmpty, "expected an error containing '\(message)'")
        } catch {
            #expect(error.location?.file == "zoo.yaml")
            #expect(error.location?.line == line, "\(error)")
            #expect(error.location?.column == column, "\(error)")
            #expect(error.message.contains(message), "\(error)")
            #expect(error.description.hasPrefix("zoo.yaml:\(line):\(column): error: "))
        }
    }

    @Test func phrasesMayNotReferToThemselves() {
        let yaml = """
            app: {name: Zoo, domain: custom}
            phrases:
              a: "x <b>"
              b: "y [<a>]"
            intents:
              Feed:
                templates: ["<a>"]
            """
        #expect {
            _ = try load(yaml)
        } throws: { error in
            (error as? IntentDefinitionError)?.message.contains("refers to itself") == true
        }
    }

    @Test func shippedDefinitionsLoad() throws {
        let definitions = try IntentDefinitionSet.load(from: [Repository.intents])
        let app = try #require(definitions.app(named: "monkeychat"))
        #expect(app.domain == .messaging)
        #expect(
            app.intents.map(\.name) == [
                "INSendMessageIntent", "INSearchForMessagesIntent", "INSetMessageAttributeIntent",
            ])
        let send = try #require(app.intent(named: "INSendMessageIntent"))
        guard case .freeText(let content) = send.parameter(named: "content")?.type else {
            Issue.record("content should be free text")
            return
        }
        #expect(content.samples.count >= 300)
    }

    @Test func missingFilesAndEmptyDirectoriesAreErrors() throws {
        #expect(throws: IntentDefinitionError.self) {
            _ = try IntentDefinitionSet.load(from: [URL(fileURLWithPath: "/nonexistent/intents")])
        }
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("hark-empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        #expect(throws: IntentDefinitionError.self) { _ = try IntentDefinitionSet.load(from: [empty]) }
    }
}
