import Foundation
import HarkDefinitions
import HarkUnderstanding
import SoupChef
import Testing

/// The custom-intent keys of a definition file — category, confirmation, background execution,
/// response properties, per-language responses — in the shipped Soup Chef file and in broken ones.
@Suite struct DefinitionTests {
    static let shop = """
        app: {name: Shop, domain: shopping}
        types:
          fruit:
            values: [apple, pear]
        intents:
          Buy:
            category: order
            confirmationRequired: true
            supportsBackgroundExecution: true
            parameters:
              fruit: {type: fruit, required: true}
              count: number
            responseProperties:
              fruit: fruit
              eta: {type: duration}
            templates: ["buy [{count}] {fruit}"]
            responses:
              en-US:
                success:
                  count: count
                  one: Your {fruit} arrives in {eta}.
                  other: Your {count} {fruit} arrive in {eta}.
                failureOutOfStock: "{app} has no {fruit}."
                confirm: Buy {fruit}?
                prompts:
                  fruit: Which fruit?
                unsupported:
                  fruit:
                    unknown: I don't know {value}.
                values:
                  fruit:
                    apple: {count: count, one: apple, other: apples}
              fr-FR:
                success:
                  count: count
                  one: Votre {fruit} arrive dans {eta}.
                  other: Vos {count} {fruit} arrivent dans {eta}.
                failureOutOfStock: "{app} n'a pas de {fruit}."
                confirm: Acheter {fruit} ?
                prompts:
                  fruit: Quel fruit ?
                unsupported:
                  fruit:
                    unknown: Je ne connais pas {value}.
                values:
                  fruit:
                    apple: {count: count, one: pomme, other: pommes}
        """

    func load(_ yaml: String) throws(IntentDefinitionError) -> AppDefinition {
        try IntentDefinitionLoader().parse(yaml: yaml, file: "shop.yaml")
    }

    @Test func readsTheCustomIntentKeys() throws {
        let buy = try #require(try load(Self.shop).intent(named: "Buy"))
        #expect(buy.category == .order)
        #expect(buy.isConfirmationRequired)
        #expect(buy.supportsBackgroundExecution)
        #expect(buy.responseProperties.map(\.name) == ["fruit", "eta"])
        #expect(buy.responseProperty(named: "eta")?.type == .duration)
        guard case .closedList(let list) = buy.responseProperty(named: "fruit")?.type else {
            Issue.record("fruit should be the closed list")
            return
        }
        #expect(list.values.map(\.value) == ["apple", "pear"])
        #expect(buy.responses.keys.sorted() == ["en-US", "fr-FR"])
        let english = try #require(buy.responses["en-US"])
        guard case .counted(let count, let zero, let one, let other) = english.codes["success"] else {
            Issue.record("success should have count variants")
            return
        }
        #expect(count == "count" && zero == nil)
        #expect(one.text == "Your {fruit} arrives in {eta}.")
        #expect(other.placeholderNames == ["count", "fruit", "eta"])
        #expect(one.location == SourceLocation(file: "shop.yaml", line: 21, column: 16))
        #expect(english.codes["failureOutOfStock"]?.argumentNames == ["app", "fruit"])
        let entries = english.catalogEntries(intent: "Buy")
        #expect(
            entries.keys.sorted() == [
                "fragment.Buy.fruit.apple", "prompt.Buy.fruit", "prompt.confirm.Buy", "response.Buy.failureOutOfStock",
                "response.Buy.success", "unsupported.Buy.fruit.unknown",
            ])
        #expect(entries["prompt.confirm.Buy"] == english.confirmation)
        #expect(buy.responses["fr-FR"]?.valueNames["fruit"]?["apple"]?.templates.map(\.text) == ["pomme", "pommes"])
    }

    @Test func theNewKeysAreOptional() throws {
        let yaml = """
            app: {name: Shop, domain: shopping}
            intents:
              Buy:
                templates: [buy apples]
            """
        let buy = try #require(try load(yaml).intent(named: "Buy"))
        #expect(buy.category == nil && !buy.isConfirmationRequired && !buy.supportsBackgroundExecution)
        #expect(buy.responseProperties.isEmpty && buy.responses.isEmpty)
    }

    /// A broken variant of ``shop``: `replacing` → `with`, and where and why its error is reported.
    struct Broken: Sendable, CustomTestStringConvertible {
        var replacing: String
        var with: String
        var line: Int
        var column: Int
        var message: String

        var yaml: String { DefinitionTests.shop.replacingOccurrences(of: replacing, with: with) }
        var testDescription: String { message }
    }

    static let broken: [Broken] = [
        Broken(
            replacing: "category: order", with: "category: shop", line: 7, column: 15,
            message: "unknown category 'shop'"),
        Broken(
            replacing: "confirmationRequired: true", with: "confirmationRequired: maybe", line: 8, column: 27,
            message: "must be true or false"),
        Broken(
            replacing: "eta: {type: duration}", with: "eta: {type: time}", line: 15, column: 19,
            message: "unknown type 'time'"),
        Broken(
            replacing: "eta: {type: duration}", with: "eta: {kind: duration}", line: 15, column: 13,
            message: "unknown key 'kind'"),
        // A placeholder naming nothing the intent has: the column of its brace inside the template.
        Broken(
            replacing: "one: Your {fruit} arrives", with: "one: Your {fruits} arrives", line: 21, column: 21,
            message: "'{fruits}' is not a parameter or response property"),
        Broken(
            replacing: "Buy {fruit}?", with: "Buy {fruit?", line: 24, column: 22,
            message: "'{' is never closed with '}'"),
        Broken(
            replacing: "count: count\n          one: Your", with: "count: eta\n          one: Your", line: 20,
            column: 18, message: "'eta' is not a number"),
        Broken(
            replacing: "          one: Your {fruit} arrives in {eta}.\n", with: "", line: 20, column: 11,
            message: "needs 'one'"),
        Broken(
            replacing: "apple: {count: count, one: apple", with: "banana: {count: count, one: apple", line: 32,
            column: 13, message: "'banana' is not a value of 'fruit'"),
        Broken(
            replacing: "fruit: Which fruit?", with: "fruits: Which fruit?", line: 26, column: 11,
            message: "'fruits' is not a parameter"),
        Broken(replacing: "fr-FR:", with: "french:", line: 33, column: 7, message: "'french' is not a language code"),
        // Every language says the same things.
        Broken(
            replacing: "\n        confirm: Acheter {fruit} ?", with: "", line: 33, column: 7,
            message: "has no 'prompt.confirm.Buy'"),
        Broken(
            replacing: "fruit: Quel fruit ?", with: "fruit: Quel fruit ?\n          count: Combien ?", line: 33,
            column: 7, message: "has 'prompt.Buy.count', which 'en-US' has not"),
        Broken(
            replacing: "failureOutOfStock: \"{app} has", with: "failure.outOfStock: \"{app} has", line: 23,
            column: 9, message: "unknown key 'failure.outOfStock'"),
    ]

    @Test(arguments: broken)
    func errorsHaveFileLineAndColumn(_ broken: Broken) {
        #expect(broken.yaml != Self.shop, "the replaced text must be in the file")
        do {
            _ = try load(broken.yaml)
            Issue.record("expected an error containing '\(broken.message)'")
        } catch {
            #expect(error.location?.line == broken.line, "\(error)")
            #expect(error.location?.column == broken.column, "\(error)")
            #expect(error.message.contains(broken.message), "\(error)")
            #expect(error.description.hasPrefix("shop.yaml:\(broken.line):\(broken.column): error: "))
        }
    }

    @Test func theShippedFileDescribesOrderSoup() throws {
        let app = try IntentDefinitionLoader().load(contentsOf: RepositoryFiles.definition)
        #expect(app.name == SoupChefApp.name)
        let order = try #require(app.intent(named: OrderSoupIntent.name))
        #expect(order.category == .order)
        #expect(order.supportsBackgroundExecution)
        // The handler asks for a yes because the definition says so.
        #expect(order.isConfirmationRequired)
        let scratch = try ScratchState()
        defer { scratch.remove() }
        let registration = SoupChefApp.registration(store: try scratch.openStore())
        #expect(registration.handler(for: OrderSoupIntent.name)?.requiresUserConfirmation == true)
        #expect(order.responseProperties.map(\.name) == ["soup", "waitTime"])
        #expect(order.responseProperty(named: "waitTime")?.type == .duration)
        #expect(order.parameter(named: "quantity")?.type == .number)
        #expect(order.parameter(named: "options")?.isList == true)
        for language in ["en-US", "fr-FR"] {
            let responses = try #require(order.responses[language])
            #expect(Set(responses.codes.keys).isSuperset(of: ["success", "failure", "failureSoupUnavailable"]))
            #expect(responses.confirmation != nil)
        }
        // Every reason the handler gives has words.
        let unsupported = try #require(order.responses["en-US"]?.unsupported)
        #expect(unsupported["soup"]?[OrderSoupHandler.notOnMenu] != nil)
        #expect(unsupported["options"]?[OrderSoupHandler.notOnMenu] != nil)
        #expect(unsupported["quantity"]?[OrderSoupHandler.quantityOutOfRange] != nil)
    }

    /// The menu and the definition name the same soups and toppings: a soup the parser cannot hear
    /// could never be ordered, and one the menu lacks would always be refused.
    @Test func theMenuAndTheDefinitionAgree() throws {
        let app = try IntentDefinitionLoader().load(contentsOf: RepositoryFiles.definition)
        let order = try #require(app.intent(named: OrderSoupIntent.name))
        let scratch = try ScratchState()
        defer { scratch.remove() }
        let store = try scratch.openStore()
        func values(_ parameter: String) -> [String] {
            guard case .closedList(let list) = order.parameter(named: parameter)?.type else { return [] }
            return list.values.map(\.value)
        }
        let items = try store.menuItems()
        let options = try store.menuOptions()
        #expect(values("soup") == items.map(\.identifier))
        #expect(values("options") == options.map(\.identifier))
        #expect(items.contains { !$0.isAvailable }, "the sample menu has a sold-out soup")
        // Every soup and topping has a name in every language.
        for (_, responses) in order.responses {
            #expect(Set(responses.valueNames["soup"]?.keys ?? [:].keys) == Set(values("soup")))
            #expect(Set(responses.valueNames["options"]?.keys ?? [:].keys) == Set(values("options")))
        }
    }

    /// Plural synonyms let a quantity come before the name, and toppings are a list.
    @Test(arguments: [
        ("order two tomato soups with croutons on soup chef", "tomatoSoup", ["2"], ["croutons"]),
        ("i'd like a clam chowder from soupchef", "clamChowder", [], []),
        (
            "get me a chicken noodle soup with cheese and croutons using soup chef", "chickenNoodleSoup", [],
            ["cheese", "croutons"]
        ),
        ("order three clam chowders on soup chef", "clamChowder", ["3"], []),
        ("soup chef four lentil soups with red pepper please", "lentilSoup", ["4"], ["redPepper"]),
        ("use soup chef to order a minestrone", "minestrone", [], []),
    ])
    func templatesAreUnderstood(text: String, soup: String, quantity: [String], options: [String]) throws {
        let parser = IntentParser(definitions: try IntentDefinitionSet.load(from: [RepositoryFiles.intents]))
        let understood = parser.understand(text)
        #expect(understood.app == SoupChefApp.name, "\(text)")
        #expect(understood.intent == OrderSoupIntent.name, "\(text)")
        #expect(understood.parameters["soup"]?.map(\.value) == [soup], "\(text)")
        #expect((understood.parameters["quantity"] ?? []).map(\.value) == quantity, "\(text)")
        #expect((understood.parameters["options"] ?? []).map(\.value) == options, "\(text)")
    }
}
