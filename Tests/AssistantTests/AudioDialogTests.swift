import Foundation
import Hark
import HarkIntents
import HarkTestSupport
import HarkVocabulary
import MonkeyChat
import Testing

/// The brief's MonkeyChat dialogs spoken: every turn synthesized by flite and decoded by one live
/// decoder, the follow-up turns with the search narrowed to the question asked.
@Suite("Dialogs from audio", .serialized, .tags(.audio))
struct AudioDialogTests {
    func audioConversation(_ fixture: AssistantFixture) throws -> Assistant {
        let vocabulary = try UserVocabularyStore(stateDirectory: fixture.state).vocabulary(for: "default")
        try fixture.store.syncVocabulary(into: vocabulary)
        let configuration = CommandSearchConfiguration(
            intentDefinitions: CommandSearchConfiguration.shippedIntentDefinitions,
            appVocabularies: CommandSearchConfiguration.shippedAppVocabularies, mode: .languageModel,
            cacheDirectory: fixture.state.file(named: "cache"))
        let recognizer = try LiveCommandRecognizer(configuration: configuration, userVocabulary: vocabulary)
        let store = fixture.store
        let assistant = Assistant(
            engine: fixture.engine(), recognizer: recognizer, classifier: AssistantFixture.classifier,
            composer: SpokenReplyComposer(catalog: try fixture.catalog("en-US")),
            vocabularyStrings: { $0 == "contactName" ? (try? store.contactNameVocabulary()) ?? [] : [] })
        assistant.now = { AssistantFixture.now }
        return assistant
    }

    func speak(_ turns: [String], in fixture: AssistantFixture) throws -> [String] {
        try turns.enumerated().map { index, text in
            let file = fixture.state.file(named: "turn\(index).wav").path
            try Flite.speak(text, to: file)
            return file
        }
    }

    @Test(.tags(.slow), .skippedInQuickRuns, .timeLimit(.minutes(20))) func recipientAndContentAskedForBySpeech()
        async throws
    {
        let fixture = try AssistantFixture(contacts: TextDialogTests.oneBobo)
        defer { fixture.remove() }
        let assistant = try audioConversation(fixture)
        let files = try speak(["send a message on monkeychat", "bobo", "send more bananas"], in: fixture)
        var replies: [AssistantReply] = []
        for file in files { replies.append(try await assistant.reply(toAudioFile: file)) }
        #expect(
            replies.map(\.response.text).prefix(2) == [
                "Who do you want to send it to?", "What do you want to say to Bobo?",
            ], "heard: \(replies.map(\.transcript))")
        #expect(replies.last?.response.code == "success", "heard: \(replies.map(\.transcript))")
        // How well free text is heard is a benchmark figure (docs/benchmarks.md), not a test's:
        // here the words heard must be what was stored for Bobo and what the answer quotes.
        let sent = try fixture.store.allMessages()
        let bobo = try fixture.store.contacts().first { $0.screenName == "Bobo" }?.id
        #expect(sent.count == 1)
        #expect(sent.first?.recipientIDs == [bobo].compactMap { $0 })
        let content = try #require(sent.first?.content)
        #expect(content.lowercased() == replies[2].transcript.lowercased())
        #expect(replies.last?.response.text == "OK, I sent '\(content)' to Bobo on MonkeyChat.")
    }

    @Test func whichBoboAnsweredBySpeech() async throws {
        let fixture = try AssistantFixture(contacts: TextDialogTests.threeBobos)
        defer { fixture.remove() }
        let assistant = try audioConversation(fixture)
        let files = try speak(
            ["send a message to bobo on monkeychat saying send more bananas", "little bobo"], in: fixture)
        let first = try await assistant.reply(toAudioFile: files[0])
        #expect(
            first.response.text == "Which one? Bobo the Great, Bobo Jr., or Little Bobo?", "heard: \(first.transcript)")
        #expect(assistant.followUpExpectation() == .choice(["Bobo the Great", "Bobo Jr.", "Little Bobo"]))
        let second = try await assistant.reply(toAudioFile: files[1])
        #expect(second.transcript.contains("little"), "heard: \(second.transcript)")
        #expect(second.response.code == "success")
        let littleBobo = try fixture.store.contacts().first { $0.fullName == "Little Bobo" }?.id
        #expect(try fixture.store.allMessages().first?.recipientIDs == [littleBobo].compactMap { $0 })
    }

    /// The same dialog said into one stream, as `hark listen` hears it: each utterance a turn, the
    /// second heard as the answer to the question the first asked.
    @Test func aStreamHoldsTheDialogTurnByTurn() async throws {
        let fixture = try AssistantFixture(contacts: TextDialogTests.threeBobos)
        defer { fixture.remove() }
        let assistant = try audioConversation(fixture)
        let turns =
            try speak(["send a message to bobo on monkeychat saying send more bananas"], in: fixture)
            + [fixture.state.file(named: "answer.wav").path]
        // slt says "little bobo" too evenly for the endpointer to take it for a voice (dropped as
        // steady, as `hark listen --verbose` tells); rms does not.
        try Flite.speak("little bobo", to: turns[1], voice: "rms")
        let gap = fixture.state.file(named: "gap.wav").path
        try Tool.run("sox", ["-n", "-r", "16000", "-c", "1", "-b", "16", gap, "trim", "0", "1.5"])
        let stream = fixture.state.file(named: "stream.wav").path
        try Tool.run("sox", [gap, turns[0], gap, turns[1], gap, "-r", "16000", "-c", "1", "-b", "16", stream])
        var registered = 0
        let conversation = StreamConversation(
            listener: try StreamListener(path: stream), assistant: assistant, gate: nil, afterTurn: { registered += 1 })
        var answered: [StreamConversation.Turn] = []
        while let event = try await conversation.next() {
            switch event {
            case .answered(let turn): answered.append(turn)
            case .failed(_, let error): Issue.record("a turn failed: \(error)")
            case .dropped, .gated, .heardNothing: continue
            }
        }
        try #require(answered.count == 2, "heard: \(answered.map(\.reply.transcript))")
        #expect(answered.map(\.number) == [1, 2])
        #expect(registered == 2)
        #expect(answered[0].expecting == nil)
        #expect(answered[0].reply.response.text == "Which one? Bobo the Great, Bobo Jr., or Little Bobo?")
        #expect(answered[1].expecting == .choice(["Bobo the Great", "Bobo Jr.", "Little Bobo"]))
        #expect(answered[1].reply.response.code == "success", "heard: \(answered[1].reply.transcript)")
        #expect(answered[0].utterance.endSeconds < answered[1].utterance.startSeconds)
        let littleBobo = try fixture.store.contacts().first { $0.fullName == "Little Bobo" }?.id
        #expect(try fixture.store.allMessages().first?.recipientIDs == [littleBobo].compactMap { $0 })
    }
}
