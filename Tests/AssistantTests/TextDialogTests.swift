import Foundation
import Hark
import HarkIntents
import MonkeyChat
import Testing

/// The dialogs of the MonkeyChat brief, typed.
@Suite("Dialogs from text")
struct TextDialogTests {
    static let oneBobo = [("Bobo", "Bobo the Great"), ("Kiki", "Kiki Moreau")].map { (screenName: $0, fullName: $1) }
    static let threeBobos = [
        ("Bobo", "Bobo the Great"), ("Bobo", "Bobo Jr."), ("Bobo", "Little Bobo"), ("Kiki", "Kiki Moreau"),
    ]
    .map { (screenName: $0, fullName: $1) }

    @Test func askingForRecipientThenContentThenSending() async throws {
        let fixture = try AssistantFixture(contacts: Self.oneBobo)
        defer { fixture.remove() }
        let replies = await fixture.say(
            ["Send a message on MonkeyChat", "Bobo", "Send more bananas"], to: try fixture.conversation())
        #expect(
            replies.map(\.response.text) == [
                "Who do you want to send it to?", "What do you want to say to Bobo?",
                "OK, I sent 'Send more bananas' to Bobo on MonkeyChat.",
            ])
        #expect(replies.map(\.expecting) == ["value", "value", nil])
        #expect(replies.last?.response.code == "success")
        let stored = try fixture.store.allMessages()
        #expect(stored.map(\.content) == ["Send more bananas"])
        #expect(try fixture.store.screenNamesByRecentUse().first == "Bobo")
    }

    @Test func threeBobosAreTellApartByAskingWhichOne() async throws {
        let fixture = try AssistantFixture(contacts: Self.threeBobos)
        defer { fixture.remove() }
        let replies = await fixture.say(
            ["Send a message to Bobo on MonkeyChat saying send more bananas", "Little Bobo"],
            to: try fixture.conversation())
        #expect(replies[0].response.text == "Which one? Bobo the Great, Bobo Jr., or Little Bobo?")
        #expect(replies[0].resolution["recipients"]?.first?.kind == "disambiguation")
        #expect(replies[0].resolution["recipients"]?.first?.options?.count == 3)
        #expect(replies[1].response.code == "success")
        #expect(replies[1].response.text.contains("Little Bobo"))
        let recipients = try fixture.store.allMessages().first?.recipientIDs ?? []
        let littleBobo = try fixture.store.contacts().first { $0.fullName == "Little Bobo" }?.id
        #expect(recipients == [littleBobo].compactMap { $0 })
    }

    /// A name the vocabulary still knows but the address book lost (a contact deleted since).
    @Test func anUnknownNameIsSaidAndAskedAgain() async throws {
        let fixture = try AssistantFixture(contacts: Self.oneBobo)
        defer { fixture.remove() }
        let replies = await fixture.say(
            ["Send a message to Mowgli on MonkeyChat saying hello", "Kiki"],
            to: try fixture.conversation(staleNames: ["Mowgli"]))
        #expect(
            replies[0].response.text
                == "I couldn't find Mowgli in your MonkeyChat contacts. Who do you want to send it to?")
        #expect(replies[0].response.text.hasPrefix("I couldn't find"))
        #expect(replies[0].response.text.hasSuffix("Who do you want to send it to?"))
        #expect(replies[0].resolution["recipients"]?.first?.kind == "unsupported")
        #expect(replies[1].response.code == "success")
    }

    @Test func lockedDeviceRefusesAndStoresNothing() async throws {
        let fixture = try AssistantFixture(contacts: Self.oneBobo, settings: AssistantSettings(isDeviceLocked: true))
        defer { fixture.remove() }
        let reply = await (try fixture.conversation()).reply(to: "Send a message to Kiki on MonkeyChat saying hello")
        #expect(reply.response.text == "You'll need to unlock your device first.")
        #expect(try fixture.store.allMessages().isEmpty)
    }

    @Test func theSameDialogInFrench() async throws {
        let fixture = try AssistantFixture(contacts: Self.oneBobo, settings: AssistantSettings(languageCode: "fr-FR"))
        defer { fixture.remove() }
        let replies = await fixture.say(
            ["Send a message on MonkeyChat", "Bobo", "Send more bananas"],
            to: try fixture.conversation(language: "fr-FR"))
        #expect(replies.count == 3)
        #expect(replies[0].response.text != "Who do you want to send it to?")
        #expect(replies[2].response.code == "success")
        #expect(replies[2].response.text.contains("Send more bananas"))
        #expect(replies[2].response.text.contains("Bobo"))
    }

    @Test func searchingReadsMessagesOut() async throws {
        let fixture = try AssistantFixture(contacts: Self.oneBobo)
        defer { fixture.remove() }
        let assistant = try fixture.conversation()
        _ = await fixture.say(["Send a message to Kiki on MonkeyChat saying see you at noon"], to: assistant)
        let file = fixture.state.file(named: "messages.json")
        try Data(
            #"[{"from": "Kiki Moreau", "content": "bring the figs", "date": "2026-11-21T14:15:00Z", "read": false}]"#
                .utf8
        ).write(to: file)
        try fixture.store.importMessages(from: file)
        let reply = await assistant.reply(to: "Show my unread messages on MonkeyChat")
        #expect(reply.intent == "INSearchForMessagesIntent")
        #expect(reply.response.code == "success")
        #expect(reply.response.text.contains("one unread message"))
        #expect(reply.response.text.contains("bring the figs"))
        #expect(!reply.response.text.contains("see you at noon"), "an outgoing, read message is not unread")
    }

    @Test func aRequestNoAppServesGetsASpokenAnswer() async throws {
        let fixture = try AssistantFixture(contacts: Self.oneBobo)
        defer { fixture.remove() }
        let reply = await (try fixture.conversation()).reply(to: "what's the weather like tomorrow")
        #expect(reply.intent == "none")
        #expect(reply.response.text == "Sorry, none of your apps can help with that.")
    }

    @Test func aDomainNoAppServesIsNamedInTheAnswer() async throws {
        let fixture = try AssistantFixture(contacts: Self.oneBobo)
        defer { fixture.remove() }
        let reply = await (try fixture.conversation()).reply(to: "book me a ride to the airport")
        #expect(reply.response.text == "Sorry, none of your apps can book rides.")
    }

    @Test func aRequestNamingNoAppIsOfferedToTheAppThatServesIt() async throws {
        let fixture = try AssistantFixture(contacts: Self.oneBobo)
        defer { fixture.remove() }
        let reply = await (try fixture.conversation()).reply(to: "send a message to kiki saying hello")
        #expect(reply.response.text == "Do you want to use MonkeyChat?")
        #expect(try fixture.store.allMessages().isEmpty)
    }

    @Test func aVoiceShortcutRunsItsSavedRequest() async throws {
        let fixture = try AssistantFixture(contacts: Self.oneBobo)
        defer { fixture.remove() }
        let assistant = try fixture.conversation()
        assistant.shortcuts = [
            VoiceShortcut(
                phrase: "Banana alert", app: "MonkeyChat", intent: SendMessageIntent.name,
                parameters: ["recipients": ["Kiki"], "content": ["send more bananas"]])
        ]
        let reply = await assistant.reply(to: "hey siri banana alert")
        #expect(reply.response.text == "OK, I sent 'Send more bananas' to Kiki on MonkeyChat.")
        #expect(try fixture.store.allMessages().map(\.content) == ["Send more bananas"])
    }

    @Test func neverMindWithNothingOpenIsNotRouted() async throws {
        let fixture = try AssistantFixture(contacts: Self.oneBobo)
        defer { fixture.remove() }
        let reply = await (try fixture.conversation()).reply(to: "never mind")
        #expect(reply.response.text == "OK, I won't do that.")
        #expect(reply.intent == "none")
    }

    /// An open question about a vocabulary parameter is heard with a search of that vocabulary
    /// (here the definition's examples: a text conversation has no user strings to offer).
    @Test func aQuestionAboutAVocabularyNarrowsTheNextSearchToItsStrings() async throws {
        let fixture = try AssistantFixture(contacts: Self.oneBobo)
        defer { fixture.remove() }
        let assistant = try fixture.conversation()
        #expect(assistant.followUpExpectation() == nil)
        _ = await assistant.reply(to: "send a message on monkeychat")
        guard case .names(let names)? = assistant.followUpExpectation() else {
            Issue.record("expected a names search, got \(String(describing: assistant.followUpExpectation()))")
            return
        }
        #expect(names.contains("Bobo"))
        _ = await assistant.reply(to: "Bobo")
        #expect(
            assistant.followUpExpectation()
                == .freeText(app: "MonkeyChat", intent: "INSendMessageIntent", parameter: "content"))
    }
}
