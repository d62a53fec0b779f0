import Foundation
import HarkDefinitions
import HarkIntents
import HarkUnderstanding
import MonkeyChat
import Testing

/// The registration matches the intent definitions the parser routes by.
@Suite struct HandlerRegistrationTests {
    @Test func nameAndIntentsAreThoseOfTheDefinitionFile() throws {
        let definition = try IntentDefinitionLoader().load(contentsOf: SampleData.intents)
        let scratch = try ScratchState()
        defer { scratch.remove() }
        let registration = MonkeyChatApp.registration(store: try scratch.openStore())
        #expect(registration.name == definition.name)
        #expect(Set(registration.supportedIntents) == Set(definition.intents.map(\.name)))
        #expect(registration.restrictedWhileLocked == Set(registration.supportedIntents))
    }

    @Test func handlersResolveTheParametersTheDefinitionsDeclare() throws {
        let definition = try IntentDefinitionLoader().load(contentsOf: SampleData.intents)
        let scratch = try ScratchState()
        defer { scratch.remove() }
        let registration = MonkeyChatApp.registration(store: try scratch.openStore())
        for handler in registration.handlers {
            let intent = try #require(definition.intent(named: handler.intentName))
            let declared = Set(intent.parameters.map(\.name))
            #expect(Set(handler.resolutionOrder).isSubset(of: declared), "\(handler.intentName)")
        }
    }
}
