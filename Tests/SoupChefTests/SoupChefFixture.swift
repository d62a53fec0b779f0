import Foundation
import Hark
import HarkDefinitions
import HarkIntents
import HarkUnderstanding
import SoupChef

/// A Soup Chef "device" in a temporary state directory: the store seeded with the shipped menu,
/// the real intent engine with the app registered, and the shipped definitions to read requests
/// and answers with.
struct SoupChefFixture {
    let scratch: ScratchState
    let store: SoupChefStore

    static let definitions = try! IntentDefinitionSet.load(from: [RepositoryFiles.intents])
    static let parser = IntentParser(definitions: definitions)

    init() throws {
        scratch = try ScratchState()
        store = try scratch.openStore()
    }

    func remove() { scratch.remove() }

    /// The engine with Soup Chef registered; orders are placed at `saturday`.
    func engine(settings: AssistantSettings = AssistantSettings()) -> IntentEngine {
        IntentEngine(apps: [SoupChefApp.registration(store: store, now: { saturday })], settings: settings) {
            question, text in
            Self.values(of: text, for: question)
        }
    }

    /// What the parser makes of a typed or transcribed request, as the engine receives it.
    static func request(_ text: String) -> IntentRequest? {
        let understanding = parser.understand(text)
        guard let app = understanding.app,
            let definition = definitions.app(named: app)?.intent(named: understanding.intent)
        else { return nil }
        return IntentRequest(
            app: app, intent: understanding.intent,
            parameters: UnderstoodParameters().parameters(of: understanding, definition: definition))
    }

    /// An answer to "Which soup would you like?" and the like, read as values of the parameter.
    static func values(of text: String, for question: ValueQuestion) -> [IntentValue] {
        guard
            let type = definitions.app(named: question.app)?.intent(named: question.intent)?
                .parameter(named: question.parameter)?.type
        else { return [] }
        return parser.readAnswer(text, app: question.app, intent: question.intent, parameter: question.parameter)
            .compactMap { UnderstoodParameters().value(of: $0, type: type) }
    }

    func menuItem(_ identifier: String) throws -> MenuItem {
        guard let item = try store.menuItem(identifier) else { throw FixtureError.noMenuItem(identifier) }
        return item
    }

    enum FixtureError: Error {
        case noMenuItem(String)
        case notUnderstood(String)
    }
}
