import Foundation
import HarkDefinitions
import HarkSearch
import HarkUnderstanding
import Testing

@Suite struct RhinoContextTests {
    static let lights = """
        context:
          expressions:
            changeColor:
              - "[turn, make] (all, the) lights $color:color (please)"
              - "@paint the $room:room lights $color:color"
            dim:
              - "dim [the] $room:room lights to $pv.TwoDigitInteger:level percent"
          slots:
            color:
              - "red"
              - "light blue"
            room:
              - "kitchen"
              - "living room"
          macros:
            paint:
              - "paint"
              - "color"
        """

    func load(_ yaml: String, file: String = "smart_lights.yaml") throws(IntentDefinitionError) -> AppDefinition {
        try IntentDefinitionLoader().parse(yaml: yaml, file: file)
    }

    @Test func readsAContextAsAnAppThatNeedsNoName() throws {
        let app = try load(Self.lights)
        #expect(app.name == "smart_lights")
        #expect(app.displayName == "smart lights")
        #expect(!app.requiresName)
        #expect(app.intents.map(\.name) == ["changeColor", "dim"])
        let change = try #require(app.intent(named: "changeColor"))
        #expect(change.parameters.map(\.name) == ["color", "room"])
        guard case .closedList(let colors) = change.parameter(named: "color")?.type else {
            Issue.record("color should be a closed list")
            return
        }
        #expect(colors.values.map(\.value) == ["red", "light blue"])
        #expect(app.intent(named: "dim")?.parameter(named: "level")?.type == .number)
        #expect(change.templates[0].location == SourceLocation(file: "smart_lights.yaml", line: 4, column: 10))
    }

    @Test func understandsWithoutTheAppsName() throws {
        let parser = IntentParser(definitions: try IntentDefinitionSet(apps: [try load(Self.lights)]))
        let turn = parser.understand("turn the lights light blue please")
        #expect(turn.intent == "changeColor")
        #expect(turn.canonicalParameters == ["color": ["light blue"]])
        let paint = parser.understand("color the living room lights red")
        #expect(paint.intent == "changeColor")
        #expect(paint.canonicalParameters == ["color": ["red"], "room": ["living room"]])
        let dim = parser.understand("dim the kitchen lights to forty percent")
        #expect(dim.canonicalParameters == ["level": ["40"], "room": ["kitchen"]])
        #expect(parser.understand("what time is it").isNone)
    }

    /// Each broken context and where its error must be reported.
    @Test(arguments: [
        (
            Self.lights.replacingOccurrences(of: "$color:color (please)", with: "$colour:color"), 4, 41,
            "not listed under 'slots'"
        ),
        (Self.lights.replacingOccurrences(of: "(please)", with: "(please"), 4, 54, "never closed"),
        (Self.lights.replacingOccurrences(of: "[turn, make]", with: "[turn, ]"), 4, 16, "an empty choice"),
        (Self.lights.replacingOccurrences(of: "@paint", with: "@brush"), 5, 10, "macro '@brush' is not listed"),
        (Self.lights.replacingOccurrences(of: "$pv.TwoDigitInteger", with: "$pv.Alphabetic"), 7, 41, "not supported"),
        (
            Self.lights.replacingOccurrences(of: "lights $color:color (please)", with: "lights! $color:color"), 4, 40,
            "'!' cannot"
        ),
        (Self.lights.replacingOccurrences(of: "expressions:", with: "expresions:"), 2, 3, "unknown key 'expresions'"),
        (
            Self.lights.replacingOccurrences(of: "- \"kitchen\"", with: "- \"red\"\n      - \"red\""), 14, 9,
            "listed twice"
        ),
    ])
    func reportsErrorsWithLineAndColumn(yaml: String, line: Int, column: Int, message: String) {
        #expect {
            try load(yaml)
        } throws: { error in
            guard let error = error as? IntentDefinitionError else { return false }
            return error.location == SourceLocation(file: "smart_lights.yaml", line: line, column: column)
                && error.message.contains(message)
        }
    }

    @Test func refusesNestingBeyondTheLimit() {
        let deep = String(repeating: "[", count: 40) + "a" + String(repeating: "]", count: 40)
        let yaml = "context:\n  expressions:\n    x:\n      - \"\(deep)\"\n"
        #expect(throws: IntentDefinitionError.self) { try load(yaml) }
    }

    @Test func theBenchmarkContextLoads() throws {
        let url = RepositoryFiles.root.appendingPathComponent("Models/coffee-maker/coffee_maker.yaml")
        let app = try IntentDefinitionLoader().load(contentsOf: url)
        #expect(app.name == "coffee_maker")
        let order = try #require(app.intent(named: "orderDrink"))
        #expect(
            Set(order.parameters.map(\.name)) == [
                "coffeeDrink", "milkAmount", "numberOfShots", "roast", "size", "sugarAmount",
            ])
        let parser = IntentParser(definitions: try IntentDefinitionSet(apps: [app]))
        let heard = parser.understand("can i have a light roast twelve ounce coffee")
        #expect(
            heard.canonicalParameters == [
                "coffeeDrink": ["coffee"], "roast": ["light roast"], "size": ["twelve ounce"],
            ])
    }

    /// A dedicated-device app beside SiriKit apps: requests without a name reach it, the SiriKit
    /// apps still need theirs, and a request naming one goes to that app.
    @Test func aNameFreeAppBesideNamedOnes() throws {
        var apps = try RepositoryFiles.monkeyChat().apps
        apps.append(try load(Self.lights))
        let parser = IntentParser(definitions: try IntentDefinitionSet(apps: apps))
        let lights = parser.understand("make the lights red")
        #expect(lights.app == "smart_lights")
        #expect(parser.understand("send a message to bobo saying hi").isNone)
        let message = parser.understand("send a message to bobo on monkeychat saying hi")
        #expect(message.app == "MonkeyChat")
        #expect(message.intent == "INSendMessageIntent")
    }

    /// `nameRequired: false` in Hark's own format does the same, and the search no longer puts the
    /// app's name between the template's words.
    @Test func harkDefinitionsCanDeclareNoNameNeeded() throws {
        let yaml = """
            app:
              name: Kiosk
              domain: tickets
              nameRequired: false
            intents:
              Buy:
                parameters:
                  count: number
                templates:
                  - "buy {count} tickets"
            """
        let app = try IntentDefinitionLoader().parse(yaml: yaml, file: "kiosk.yaml")
        #expect(!app.requiresName)
        let definitions = try IntentDefinitionSet(apps: [app])
        #expect(
            IntentParser(definitions: definitions).understand("buy two tickets").canonicalParameters == ["count": ["2"]]
        )
        let grammar = JSGFGrammarBuilder(definitions: definitions).grammar()
        #expect(
            grammar.contains("<kiosk_Buy> = buy <number> tickets;") || !grammar.contains("[<kiosk_app_mention>] buy"))
        let sentences = SearchCompiler(definitions: definitions).trainingSentences()
        #expect(!sentences.contains { $0.contains("kiosk") })
    }
}

extension RhinoContextTests {
    @Test func refusesMacrosThatReferToThemselves() {
        let yaml = Self.lights.replacingOccurrences(
            of: "      - \"color\"", with: "      - \"@tint\"\n    tint:\n      - \"@paint\"")
        #expect {
            try load(yaml)
        } throws: { error in
            (error as? IntentDefinitionError)?.message == "macro '@paint' refers to itself: @paint → @tint → @paint"
        }
    }
}
