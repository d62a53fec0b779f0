import Foundation
import Hark
import HarkIntents
import MonkeyChat
import Testing

/// A whole command said where an answer was expected replaces the question, as Siri takes it: the
/// question is dropped with nothing it would have done, and the command runs (issue 31). Heard
/// through `TextRecognizer`, which marks such a command as the live recognizer's command search does.
@Suite("Commands heard where an answer was expected")
struct CommandOverAnswerDialogTests {
    let heard = HeardDialogTests()

    /// A command said where the message was asked for runs instead, and so does one misheard past
    /// parsing that still addresses its app ("… from soup chef" goes to Soup Chef, which reads an
    /// order in it): neither is sent to Kiki.
    @Test(arguments: [
        ("show my unread messages in monkeychat", "INSearchForMessagesIntent"),
        ("i'd like a minor stroke from soup chef", "OrderSoup"),
    ])
    func aCommandToAFreeTextQuestionRunsAndNoMessageIsSent(command: String, intent: String) async throws {
        let fixture = try AssistantFixture(contacts: TextDialogTests.oneBobo)
        defer { fixture.remove() }
        let (assistant, recognizer) = try heard.heardConversation(fixture)
        let asked = try await heard.say("send a message to kiki on monkeychat", to: assistant, through: recognizer)
        #expect(asked.response.text == "What do you want to say to Kiki?")
        let reply = try await heard.say(command, to: assistant, through: recognizer)
        #expect(recognizer.hearings.last?.transcript.heardAsCommand == true)
        #expect(reply.intent == intent)
        #expect(reply.expecting == nil, "the question is dropped, not asked again")
        #expect(try fixture.store.allMessages().isEmpty, "the command is not sent as the message")
    }

    @Test func aCommandToAConfirmationRunsInsteadOfTheConfirmedRequest() async throws {
        let fixture = try AssistantFixture(contacts: TextDialogTests.oneBobo)
        defer { fixture.remove() }
        let (assistant, recognizer) = try heard.heardConversation(fixture)
        let asked = try await heard.say(
            "send a message to kiki on monkeychat saying see you soon", to: assistant, through: recognizer,
            wordConfidences: ["kiki": 0.4])
        #expect(asked.response.text == "Did you mean Kiki?")
        let sent = try await heard.say(
            "send a message to bobo on monkeychat saying bring bananas", to: assistant, through: recognizer)
        #expect(recognizer.hearings.last?.expectation == .yesNo)
        #expect(sent.response.code == "success")
        let messages = try fixture.store.allMessages()
        #expect(messages.map(\.content) == ["Bring bananas"], "nothing goes to Kiki")
    }

    /// An answer stays an answer: a name to "Who?" and a yes to "Did you mean Kiki?" are not
    /// commands, and neither is a message that no template reads.
    @Test func answersAreNotHeardAsCommands() async throws {
        let fixture = try AssistantFixture(contacts: TextDialogTests.oneBobo)
        defer { fixture.remove() }
        let (assistant, recognizer) = try heard.heardConversation(fixture)
        _ = try await heard.say("send a message on monkeychat", to: assistant, through: recognizer)
        _ = try await heard.say("kiki", to: assistant, through: recognizer)
        let sent = try await heard.say("tell him to check monkeychat", to: assistant, through: recognizer)
        #expect(recognizer.hearings.allSatisfy { !$0.transcript.heardAsCommand })
        #expect(sent.response.code == "success")
        #expect(try fixture.store.allMessages().map(\.content) == ["Tell him to check monkeychat"])
    }

    /// Without the narrowing (every text heard as said, as typed words are) nothing is marked.
    @Test func aTextRecognizerThatDoesNotNarrowMarksNothing() async throws {
        let fixture = try AssistantFixture(contacts: TextDialogTests.oneBobo)
        defer { fixture.remove() }
        let (assistant, recognizer) = try heard.heardConversation(fixture)
        recognizer.narrowsToAnswers = false
        _ = try await heard.say("send a message to kiki on monkeychat", to: assistant, through: recognizer)
        _ = try await heard.say("show my unread messages in monkeychat", to: assistant, through: recognizer)
        #expect(recognizer.hearings.allSatisfy { !$0.transcript.heardAsCommand })
        #expect(try fixture.store.allMessages().count == 1, "free text takes any words when not narrowed")
    }
}
