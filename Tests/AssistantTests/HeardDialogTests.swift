import Foundation
import Hark
import HarkIntents
import MonkeyChat
import Testing

/// MonkeyChat dialogs heard through `TextRecognizer`: each turn is text, heard as an audio turn is
/// (`reply(toAudioFile:)`), with its words' posteriors and the follow-up search narrowed to the
/// question asked, so what depends on hearing rather than reading runs without audio.
@Suite("Dialogs heard through the text recognizer")
struct HeardDialogTests {
    /// A conversation that hears through a text recognizer, reading with the address book's names
    /// as the live recognizer's parser would.
    func heardConversation(_ fixture: AssistantFixture) throws -> (Assistant, TextRecognizer) {
        let store = fixture.store
        let recognizer = TextRecognizer(
            parser: IntentParser(
                definitions: AssistantFixture.definitions,
                vocabulary: ["contactName": try store.contactNameVocabulary()]))
        let assistant = Assistant(
            engine: fixture.engine(), recognizer: recognizer, classifier: AssistantFixture.classifier,
            composer: SpokenReplyComposer(catalog: try fixture.catalog("en-US")),
            vocabularyStrings: { $0 == "contactName" ? (try? store.contactNameVocabulary()) ?? [] : [] })
        assistant.now = { AssistantFixture.now }
        return (assistant, recognizer)
    }

    /// Hears `text` as the next audio turn.
    func say(
        _ text: String, to assistant: Assistant, through recognizer: TextRecognizer,
        wordConfidences: [String: Double] = [:]
    ) async throws -> AssistantReply {
        recognizer.hear(text, wordConfidences: wordConfidences)
        return try await assistant.reply(toAudioFile: "turn-\(recognizer.hearings.count + 1).wav")
    }

    func kiki(_ fixture: AssistantFixture) throws -> Int64? {
        try fixture.store.contacts().first { $0.screenName == "Kiki" }?.id
    }

    @Test func aDoubtfulNameIsConfirmedBeforeTheMessageIsSent() async throws {
        let fixture = try AssistantFixture(contacts: TextDialogTests.oneBobo)
        defer { fixture.remove() }
        let (assistant, recognizer) = try heardConversation(fixture)
        let request = "send a message to kiki on monkeychat saying see you soon"

        let asked = try await say(request, to: assistant, through: recognizer, wordConfidences: ["kiki": 0.4])
        #expect(asked.response.text == "Did you mean Kiki?")
        #expect(asked.expecting == "confirmation")
        #expect(asked.parameterConfidences["recipients"] == [0.4])
        #expect(try fixture.store.allMessages().isEmpty, "nothing is sent to a name heard with doubt")

        let sent = try await say("yes", to: assistant, through: recognizer)
        #expect(recognizer.hearings.map(\.expectation) == [nil, .yesNo])
        #expect(sent.response.code == "success")
        let messages = try fixture.store.allMessages()
        #expect(messages.map(\.content) == ["See you soon"])
        #expect(messages.first?.recipientIDs == [try kiki(fixture)].compactMap { $0 })
    }

    @Test func aNameHeardWithConfidenceIsNotConfirmed() async throws {
        let fixture = try AssistantFixture(contacts: TextDialogTests.oneBobo)
        defer { fixture.remove() }
        let (assistant, recognizer) = try heardConversation(fixture)
        let reply = try await say(
            "send a message to kiki on monkeychat saying see you soon", to: assistant, through: recognizer,
            wordConfidences: ["kiki": 0.9])
        #expect(reply.response.code == "success")
        #expect(reply.expecting == nil)
        #expect(try fixture.store.allMessages().count == 1)
    }

    /// "No" to "Did you mean Kiki?" asks for the name, and the answer is heard with the names search.
    @Test func aDoubtfulNameDeniedIsAskedFor() async throws {
        let fixture = try AssistantFixture(contacts: TextDialogTests.oneBobo)
        defer { fixture.remove() }
        let (assistant, recognizer) = try heardConversation(fixture)
        _ = try await say(
            "send a message to kiki on monkeychat saying see you soon", to: assistant, through: recognizer,
            wordConfidences: ["kiki": 0.4])
        let who = try await say("no", to: assistant, through: recognizer)
        #expect(who.response.text == "Who do you want to send it to?")
        #expect(try fixture.store.allMessages().isEmpty)
        let sent = try await say("bobo", to: assistant, through: recognizer)
        guard case .names(let names)? = recognizer.hearings.last?.expectation else {
            Issue.record("the answer was heard with \(String(describing: recognizer.hearings.last?.expectation))")
            return
        }
        #expect(names.contains("Bobo") && names.contains("Kiki"))
        #expect(sent.response.code == "success")
        let bobo = try fixture.store.contacts().first { $0.screenName == "Bobo" }?.id
        #expect(try fixture.store.allMessages().map(\.recipientIDs) == [[bobo].compactMap { $0 }])
    }

    /// Each follow-up is heard with the search for its question: the names, then the message's
    /// free text, which comes as the decoder writes words (lower case, no punctuation) and is
    /// stored as the app writes a message.
    @Test func followUpsAreHeardWithTheirQuestionsSearch() async throws {
        let fixture = try AssistantFixture(contacts: TextDialogTests.oneBobo)
        defer { fixture.remove() }
        let (assistant, recognizer) = try heardConversation(fixture)
        var replies: [AssistantReply] = []
        for turn in ["send a message on monkeychat", "bobo", "Send more bananas!"] {
            replies.append(try await say(turn, to: assistant, through: recognizer))
        }
        #expect(
            replies.map(\.response.text) == [
                "Who do you want to send it to?", "What do you want to say to Bobo?",
                "OK, I sent 'Send more bananas' to Bobo on MonkeyChat.",
            ])
        let expectations = recognizer.hearings.map(\.expectation)
        #expect(expectations.count == 3)
        #expect(expectations.first == .some(nil))
        if case .names(let names)? = expectations[1] {
            #expect(Set(names) == ["Bobo", "Kiki", "Bobo the Great", "Kiki Moreau"])
        } else {
            Issue.record("the recipient was heard with \(String(describing: expectations[1]))")
        }
        if case .freeText(let app, _, let parameter)? = expectations[2] {
            #expect(app == "MonkeyChat" && parameter == "content")
        } else {
            Issue.record("the content was heard with \(String(describing: expectations[2]))")
        }
        #expect(recognizer.hearings.last?.transcript.text == "send more bananas")
        #expect(try fixture.store.allMessages().map(\.content) == ["Send more bananas"])
    }

    /// A message heard with little confidence (a television's words, a clatter heard as "and") is
    /// read back before it is sent; "yes" sends it, and the words are not doubted a second time.
    @Test func aMessageHeardWithDoubtIsReadBackBeforeItIsSent() async throws {
        let fixture = try AssistantFixture(contacts: TextDialogTests.oneBobo)
        defer { fixture.remove() }
        let (assistant, recognizer) = try heardConversation(fixture)
        _ = try await say("send a message to kiki on monkeychat", to: assistant, through: recognizer)
        recognizer.hear("to north on thursday", confidence: 0.3)
        let readBack = try await assistant.reply(toAudioFile: "turn-2.wav")
        #expect(readBack.response.text == "Did you say 'To north on thursday'?")
        #expect(readBack.expecting == "confirmation")
        #expect(try fixture.store.allMessages().isEmpty, "nothing is sent before the yes")
        let sent = try await say("yes", to: assistant, through: recognizer)
        #expect(recognizer.hearings.last?.expectation == .yesNo)
        #expect(sent.response.text == "OK, I sent 'To north on thursday' to Kiki on MonkeyChat.")
        #expect(try fixture.store.allMessages().map(\.content) == ["To north on thursday"])
    }

    /// Sure words from audio whose loud frames stand little above its quiet ones (a television's
    /// voice never falls silent) are read back too; the same words from audio with pauses are sent.
    @Test func aMessageFromNoisyAudioIsReadBackHoweverSure() async throws {
        let fixture = try AssistantFixture(contacts: TextDialogTests.oneBobo)
        defer { fixture.remove() }
        let (assistant, recognizer) = try heardConversation(fixture)
        let floor = Assistant.defaultFreeTextConfirmationNoiseFloor
        _ = try await say("send a message to kiki on monkeychat", to: assistant, through: recognizer)
        recognizer.hear("the store is open", noise: NoiseEstimate(overQuietFrames: floor - 2, overMedianFrame: 8))
        let readBack = try await assistant.reply(toAudioFile: "turn-2.wav")
        #expect(readBack.response.text == "Did you say 'The store is open'?")
        #expect(try fixture.store.allMessages().isEmpty)
        _ = try await say("no", to: assistant, through: recognizer)
        recognizer.hear("the store is open", noise: NoiseEstimate(overQuietFrames: floor + 20, overMedianFrame: 8))
        let sent = try await assistant.reply(toAudioFile: "turn-4.wav")
        #expect(sent.response.code == "success")
        #expect(try fixture.store.allMessages().map(\.content) == ["The store is open"])

        assistant.confirmation.freeTextNoisierThanDB = 0
        _ = try await say("send a message to kiki on monkeychat", to: assistant, through: recognizer)
        recognizer.hear("see you", noise: NoiseEstimate(overQuietFrames: floor - 2, overMedianFrame: 8))
        let unasked = try await assistant.reply(toAudioFile: "turn-6.wav")
        #expect(unasked.response.code == "success", "with no floor only the confidence reads back")
    }

    /// A sure word from bright audio (a kitchen's clatter: its loudest energy above 1 kHz, with a
    /// quiet floor between the bangs) is read back; the same word from audio loudest where a voice
    /// is, or with the test turned off, is sent.
    @Test func aMessageFromBrightAudioIsReadBackHoweverSure() async throws {
        let fixture = try AssistantFixture(contacts: TextDialogTests.oneBobo)
        defer { fixture.remove() }
        let (assistant, recognizer) = try heardConversation(fixture)
        let least = Assistant.defaultFreeTextConfirmationLowBandShare
        let clean = Assistant.defaultFreeTextConfirmationNoiseFloor + 10
        _ = try await say("send a message to kiki on monkeychat", to: assistant, through: recognizer)
        recognizer.hear(
            "nothing", noise: NoiseEstimate(overQuietFrames: clean, overMedianFrame: 30, lowBandShare: least / 10))
        let readBack = try await assistant.reply(toAudioFile: "turn-2.wav")
        #expect(readBack.response.text == "Did you say 'Nothing'?")
        _ = try await say("no", to: assistant, through: recognizer)
        recognizer.hear(
            "nothing", noise: NoiseEstimate(overQuietFrames: clean, overMedianFrame: 30, lowBandShare: least + 0.5))
        let sent = try await assistant.reply(toAudioFile: "turn-4.wav")
        #expect(sent.response.code == "success")
        #expect(try fixture.store.allMessages().map(\.content) == ["Nothing"])

        assistant.confirmation.freeTextLowBandUnder = 0
        _ = try await say("send a message to kiki on monkeychat", to: assistant, through: recognizer)
        recognizer.hear(
            "see you", noise: NoiseEstimate(overQuietFrames: clean, overMedianFrame: 30, lowBandShare: least / 10))
        let unasked = try await assistant.reply(toAudioFile: "turn-6.wav")
        #expect(unasked.response.code == "success", "with the test off a bright answer is sent")
    }

    /// "No" to the read-back asks for the message again; a confident answer is then sent as heard.
    /// The same words at a confidence over the threshold, or typed, are never read back.
    @Test func aMessageReadBackAndDeniedIsAskedForAgain() async throws {
        let fixture = try AssistantFixture(contacts: TextDialogTests.oneBobo)
        defer { fixture.remove() }
        let (assistant, recognizer) = try heardConversation(fixture)
        _ = try await say("send a message to kiki on monkeychat", to: assistant, through: recognizer)
        recognizer.hear("and", confidence: 0.09)
        _ = try await assistant.reply(toAudioFile: "turn-2.wav")
        let again = try await say("no", to: assistant, through: recognizer)
        #expect(again.response.text == "What do you want to say to Kiki?")
        #expect(try fixture.store.allMessages().isEmpty)
        recognizer.hear("see you soon", confidence: Assistant.defaultFreeTextConfirmationThreshold + 0.01)
        let sent = try await assistant.reply(toAudioFile: "turn-4.wav")
        #expect(sent.response.code == "success")
        #expect(try fixture.store.allMessages().map(\.content) == ["See you soon"])

        assistant.confirmation.freeTextBelow = 0
        _ = try await say("send a message to kiki on monkeychat", to: assistant, through: recognizer)
        recognizer.hear("and", confidence: 0.09)
        let unasked = try await assistant.reply(toAudioFile: "turn-6.wav")
        #expect(unasked.response.code == "success", "with no threshold nothing is read back")
    }

    /// Words that answer none of the question are heard as nothing: the question is asked again,
    /// and the request waits for a real answer.
    @Test func anUnrelatedAnswerIsHeardAsNothing() async throws {
        let fixture = try AssistantFixture(contacts: TextDialogTests.oneBobo)
        defer { fixture.remove() }
        let (assistant, recognizer) = try heardConversation(fixture)
        _ = try await say("send a message on monkeychat", to: assistant, through: recognizer)
        let again = try await say("what's the weather like tomorrow", to: assistant, through: recognizer)
        #expect(recognizer.hearings.last?.transcript == .nothingHeard)
        #expect(again.transcript == "")
        #expect(again.understood == false)
        #expect(again.expecting == "value")
        #expect(again.response.text.hasSuffix("Who do you want to send it to?"))
        let sent = try await say("to kiki please", to: assistant, through: recognizer)
        #expect(sent.response.text == "What do you want to say to Kiki?")
    }

    @Test func oneOfThreeBobosIsPickedByItsPlace() async throws {
        let fixture = try AssistantFixture(contacts: TextDialogTests.threeBobos)
        defer { fixture.remove() }
        let (assistant, recognizer) = try heardConversation(fixture)
        let which = try await say(
            "send a message to bobo on monkeychat saying send more bananas", to: assistant, through: recognizer)
        #expect(which.response.text == "Which one? Bobo the Great, Bobo Jr., or Little Bobo?")
        let sent = try await say("the second one", to: assistant, through: recognizer)
        #expect(recognizer.hearings.last?.expectation == .choice(["Bobo the Great", "Bobo Jr.", "Little Bobo"]))
        #expect(sent.response.code == "success")
        let junior = try fixture.store.contacts().first { $0.fullName == "Bobo Jr." }?.id
        #expect(try fixture.store.allMessages().first?.recipientIDs == [junior].compactMap { $0 })
    }

    /// An utterance in which nothing was heard is a turn not understood, and starts nothing.
    @Test func nothingHeardIsNotUnderstood() async throws {
        let fixture = try AssistantFixture(contacts: TextDialogTests.oneBobo)
        defer { fixture.remove() }
        let (assistant, recognizer) = try heardConversation(fixture)
        let reply = try await say("", to: assistant, through: recognizer)
        #expect(reply.understood == false)
        #expect(reply.response.text == "Sorry, I didn't understand that.")
        #expect(reply.expecting == nil)
        #expect(assistant.pending == nil)
        #expect(try fixture.store.allMessages().isEmpty)
    }

    /// The stream's path (`hark listen`): samples heard, then answered.
    @Test func anUtteranceOfAStreamIsHeardWithTheOpenQuestion() async throws {
        let fixture = try AssistantFixture(contacts: TextDialogTests.oneBobo)
        defer { fixture.remove() }
        let (assistant, recognizer) = try heardConversation(fixture)
        recognizer.hear("send a message on monkeychat")
        _ = await assistant.reply(toHeard: try assistant.transcribe(speech: [0, 0]))
        recognizer.hear("kiki")
        let heard = try assistant.transcribe(speech: [0, 0])
        #expect(heard.text == "kiki")
        #expect(recognizer.hearings.last?.expectation == .names(try fixture.store.contactNameVocabulary()))
        #expect(await assistant.reply(toHeard: heard).response.text == "What do you want to say to Kiki?")
    }

    @Test func hearingWithNothingQueuedIsAnError() async throws {
        let fixture = try AssistantFixture(contacts: TextDialogTests.oneBobo)
        defer { fixture.remove() }
        let (assistant, _) = try heardConversation(fixture)
        await #expect(throws: RecognizerError.self) { try await assistant.reply(toAudioFile: "turn.wav") }
    }
}
