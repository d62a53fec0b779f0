import Foundation
import Hark
import HarkDefinitions
import HarkIntents
import HarkUnderstanding
import MonkeyChat
import Testing

/// Requests that name no app: offered to the one installed app that reads them, or to a choice
/// of apps, and carried on with the app the answer picks.
@Suite("Asking which app")
struct AppQuestionDialogTests {
    static let contacts = TextDialogTests.oneBobo

    @Test func theOneAppThatReadsARequestIsOfferedAndYesSends() async throws {
        let fixture = try AssistantFixture(contacts: Self.contacts)
        defer { fixture.remove() }
        let assistant = try fixture.conversation()
        let offer = await assistant.reply(to: "send a message to kiki saying hello")
        #expect(offer.response.text == "Do you want to use MonkeyChat?")
        #expect(offer.expecting == "confirmation")
        #expect(offer.app == "MonkeyChat")
        #expect(offer.intent == "INSendMessageIntent")
        #expect(assistant.followUpExpectation() == .yesNo)
        #expect(try fixture.store.allMessages().isEmpty, "nothing is sent before the user agrees")

        let sent = await assistant.reply(to: "yes")
        #expect(sent.response.code == "success")
        #expect(sent.expecting == nil)
        #expect(assistant.appQuestion == nil)
        #expect(try fixture.store.allMessages().map(\.content) == ["Hello"])
    }

    @Test func namingTheAppAnswersTheOffer() async throws {
        let fixture = try AssistantFixture(contacts: Self.contacts)
        defer { fixture.remove() }
        let replies = await fixture.say(
            ["send a message to kiki saying hello", "use MonkeyChat"], to: try fixture.conversation())
        #expect(replies[1].response.code == "success")
        #expect(try fixture.store.allMessages().map(\.content) == ["Hello"])
    }

    @Test func noEndsTheOfferPolitely() async throws {
        let fixture = try AssistantFixture(contacts: Self.contacts)
        defer { fixture.remove() }
        let assistant = try fixture.conversation()
        let replies = await fixture.say(["send a message to kiki saying hello", "no"], to: assistant)
        #expect(replies[1].response.text == "OK, I won't do that.")
        #expect(replies[1].expecting == nil)
        #expect(assistant.appQuestion == nil)
        #expect(try fixture.store.allMessages().isEmpty)
    }

    @Test func theOfferIsMadeInTheResponseLanguage() async throws {
        let fixture = try AssistantFixture(contacts: Self.contacts, settings: AssistantSettings(languageCode: "fr-FR"))
        defer { fixture.remove() }
        let reply = await (try fixture.conversation(language: "fr-FR")).reply(to: "send a message to kiki saying hello")
        #expect(reply.response.text.hasPrefix("Voulez-vous utiliser MonkeyChat"))
    }

    @Test func aShortMessageGoesToTheMessagingAppNotToPayments() async throws {
        let fixture = try AssistantFixture(contacts: Self.contacts)
        defer { fixture.remove() }
        let reply = await (try fixture.conversation()).reply(to: "send hi to Kiki")
        #expect(reply.response.text == "Do you want to use MonkeyChat?")
    }

    @Test func aRequestFirmlyInADomainNoAppServesIsStillRefused() async throws {
        let fixture = try AssistantFixture(contacts: Self.contacts)
        defer { fixture.remove() }
        let reply = await (try fixture.conversation()).reply(to: "send ten dollars to Kiki")
        #expect(reply.response.text == "Sorry, none of your apps can send payments.")
        #expect(reply.expecting == nil)
    }

    @Test func anAnswerThatFitsNothingIsAskedAgainThenDropped() async throws {
        let fixture = try AssistantFixture(contacts: Self.contacts)
        defer { fixture.remove() }
        let assistant = try fixture.conversation()
        let replies = await fixture.say(
            ["send a message to kiki saying hello", "what time is it", "banana", "the weather"], to: assistant)
        #expect(replies[1].response.text == "Sorry, I didn't catch that. Do you want to use MonkeyChat?")
        #expect(replies[2].expecting == "confirmation")
        #expect(
            replies[3].response.text
                == "Sorry, I didn't catch that. I'll stop there for now. You can try again any time.")
        #expect(replies[3].understood == false)
        #expect(replies[3].expecting == nil)
        #expect(assistant.appQuestion == nil)
        #expect(try fixture.store.allMessages().isEmpty)
    }

    @Test func aNewRequestReplacesTheOffer() async throws {
        let fixture = try AssistantFixture(contacts: Self.contacts)
        defer { fixture.remove() }
        let replies = await fixture.say(
            ["send a message to kiki saying hello", "send a message to bobo on monkeychat saying bye"],
            to: try fixture.conversation())
        #expect(replies[1].response.code == "success")
        #expect(try fixture.store.allMessages().map(\.content) == ["Bye"])
    }

    @Test func aServedDomainNoAppReadsIsAnsweredByThatApp() async throws {
        let fixture = try AssistantFixture(contacts: Self.contacts)
        defer { fixture.remove() }
        let reply = await (try fixture.conversation()).reply(to: "did kiki write back")
        #expect(reply.response.text == "MonkeyChat can't do that yet.")
        #expect(reply.expecting == nil)
    }

    @Test func severalAppsThatReadARequestAreAChoiceAndTheAnswerCarriesItOn() async throws {
        let fixture = try AssistantFixture(contacts: Self.contacts)
        defer { fixture.remove() }
        let folder = fixture.state.url.appendingPathComponent("intents")
        let assistant = try Self.twoMessagingApps(fixture, definitionsIn: folder)
        let question = await assistant.reply(to: "send a message to kiki saying hello")
        #expect(question.response.text == "Which app do you want to use? You can say MonkeyChat or BananaChat.")
        #expect(question.expecting == "choice")
        #expect(question.app == nil)
        #expect(assistant.followUpExpectation() == .names(["MonkeyChat", "BananaChat"]))

        let sent = await assistant.reply(to: "BananaChat")
        #expect(sent.app == "BananaChat")
        #expect(sent.response.text == "OK, I sent 'Hello' to Kiki on BananaChat.")

        let again = await assistant.reply(to: "send a message to bobo saying bye")
        #expect(again.expecting == "choice")
        let second = await assistant.reply(to: "the first one")
        #expect(second.app == "MonkeyChat", "\(second.response.text)")
        #expect(Set(try fixture.store.allMessages().map(\.content)) == ["Hello", "Bye"])
    }

    /// MonkeyChat and a renamed copy of it, BananaChat, both installed with MonkeyChat's handlers.
    static func twoMessagingApps(_ fixture: AssistantFixture, definitionsIn folder: URL) throws -> Assistant {
        let shipped = try #require(CommandSearchConfiguration.shippedIntentDefinitions.first)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for file in ["monkeychat.yaml", "message-content.txt"] {
            try FileManager.default.copyItem(
                at: shipped.appendingPathComponent(file), to: folder.appendingPathComponent(file))
        }
        let copy = try String(contentsOf: shipped.appendingPathComponent("monkeychat.yaml"), encoding: .utf8)
            .replacingOccurrences(of: "name: MonkeyChat", with: "name: BananaChat")
            .replacingOccurrences(of: "spoken: [monkeychat, monkey chats]", with: "spoken: [bananachat, banana chat]")
        try copy.write(to: folder.appendingPathComponent("bananachat.yaml"), atomically: true, encoding: .utf8)
        let definitions = try IntentDefinitionSet.load(from: [folder])
        let monkeyChat = MonkeyChatApp.registration(store: fixture.store, now: { AssistantFixture.now })
        var bananaChat = monkeyChat
        bananaChat.name = "BananaChat"
        let parser = IntentParser(
            definitions: definitions, vocabulary: ["contactName": try fixture.store.contactNameVocabulary()])
        let assistant = Assistant(
            engine: IntentEngine(apps: [monkeyChat, bananaChat], settings: fixture.settings) { _, _ in [] },
            parser: parser, classifier: AssistantFixture.classifier,
            composer: SpokenReplyComposer(catalog: try fixture.catalog("en-US")))
        assistant.now = { AssistantFixture.now }
        return assistant
    }
}
