import Foundation
import Hark
import HarkDefinitions
import Testing

/// The README's dialog through `TextRecognizer`: the README program's Beanstalk app, tested without
/// audio; the comments' claims are checked after it.
@Suite("README example: a dialog heard through the text recognizer")
struct TextRecognizerDocExample {
    /// The handler of `Examples/HandleAnIntent/main.swift` (an executable's, so not importable).
    struct OrderCoffeeHandler: IntentHandler {
        let intentName = "OrderCoffee"
        let resolutionOrder = ["drink", "size"]
        let requiresUserConfirmation = false

        func resolve(_ parameter: String, of intent: IntentParameters) async -> [ParameterResolution] {
            switch (parameter, intent.first(parameter)) {
            case ("drink", nil): [.needsValue]
            case (_, nil): [.notRequired]
            case (_, let value?): [.success(value)]
            }
        }

        func confirm(_ intent: IntentParameters) async -> IntentResponse { IntentResponse(code: .ready) }

        func handle(_ intent: IntentParameters) async -> IntentResponse {
            IntentResponse(code: .success, properties: IntentParameters(["waitTime": [.duration(5 * 60)]]))
        }
    }

    @Test func aDrinkAskedForIsHeardWithTheDrinksSearch() async throws {
        let definitions = try IntentDefinitionSet.load(
            from: [DocSources.root.appendingPathComponent("Examples/HandleAnIntent/beanstalk.yaml")])
        let catalog = try ResponseCatalog.load(
            language: "en-US", from: try #require(ModelsDirectory.locate("responses"))
        ).adding(appTemplatesFrom: definitions)
        let app = AppRegistration(name: "Beanstalk", handlers: [OrderCoffeeHandler()])

        // doc-example: README.md
        let heard = TextRecognizer(parser: IntentParser(definitions: definitions))
        let assistant = Assistant(
            engine: IntentEngine(apps: [app], valueReader: { _, _ in [] }), recognizer: heard,
            composer: SpokenReplyComposer(catalog: catalog), vocabularyStrings: { _ in [] })
        heard.hear("order a large on beanstalk")
        let question = try await assistant.reply(toAudioFile: "turn1.wav")  // "What would you like to drink?"
        heard.hear("what time is it")  // no drink: heard as nothing, as the drinks search hears it
        let again = try await assistant.reply(toAudioFile: "turn2.wav")  // not understood, asked again
        heard.hear("latte please", wordConfidences: ["latte": 0.8])
        let answer = try await assistant.reply(toAudioFile: "turn3.wav")  // "Your large latte will be ready …"
        // doc-example: end

        #expect(question.response.text == "What would you like to drink?")
        let drinks = FollowUpExpectation.names(["latte", "cappuccino", "espresso", "americano", "tea"])
        #expect(heard.hearings.map(\.expectation) == [nil, drinks, drinks])
        #expect(again.transcript == "" && !again.understood)
        #expect(again.response.text.hasSuffix("What would you like to drink?"))
        #expect(answer.response.text == "Your large latte will be ready in five minutes.")
    }
}
