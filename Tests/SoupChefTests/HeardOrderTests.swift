import Foundation
import Hark
import HarkIntents
import HarkResponses
import HarkUnderstanding
import SoupChef
import Testing

/// A Soup Chef order confirmed by voice, heard through `TextRecognizer`: the confirmation is heard
/// with the yes/no search, so what is no answer to it is heard as nothing and places nothing.
@Suite("Soup Chef orders heard through the text recognizer")
struct HeardOrderTests {
    static let usual = OrderedSoup(soup: "tomatoSoup", quantity: 3, options: ["croutons"])

    func heardAssistant(_ fixture: SoupChefFixture) throws -> (Assistant, TextRecognizer) {
        let recognizer = TextRecognizer(parser: SoupChefFixture.parser)
        let catalog = try ResponseCatalog.load(
            language: "en-US", from: RepositoryFiles.root.appendingPathComponent("Models/responses"))
        let assistant = Assistant(
            engine: fixture.engine(), recognizer: recognizer, composer: SpokenReplyComposer(catalog: catalog),
            vocabularyStrings: { _ in [] })
        return (assistant, recognizer)
    }

    func say(_ text: String, to assistant: Assistant, through recognizer: TextRecognizer) async throws
        -> AssistantReply
    {
        recognizer.hear(text)
        return try await assistant.reply(toAudioFile: "turn-\(recognizer.hearings.count + 1).wav")
    }

    /// Another order said while the first waits for its yes is a command, not an answer to "yes
    /// or no": as Siri does, the pending order is dropped without being placed and the new one is
    /// asked about instead; the yes then places the new order only. Typed, the same words start the
    /// other order over the same way.
    @Test func anotherRequestDuringTheConfirmationReplacesTheOrder() async throws {
        let fixture = try SoupChefFixture()
        defer { fixture.remove() }
        let (assistant, recognizer) = try heardAssistant(fixture)

        let order = "order three tomato soups with croutons on soup chef"
        let asked = try await say(order, to: assistant, through: recognizer)
        #expect(asked.expecting == "confirmation")
        #expect(asked.response.code == "ready")

        let other = "order two clam chowders on soup chef"
        let replaced = try await say(other, to: assistant, through: recognizer)
        #expect(recognizer.hearings.last?.expectation == .yesNo)
        #expect(replaced.transcript == other)
        #expect(replaced.understood)
        #expect(replaced.expecting == "confirmation")
        #expect(replaced.parameters["soup"] == ["clam chowder"])
        #expect(try fixture.store.orders().isEmpty)

        let placed = try await say("yes please", to: assistant, through: recognizer)
        #expect(placed.response.code == "success")
        let orders = try fixture.store.orders().map(\.order)
        #expect(orders.map(\.soup) == ["clamChowder"] && orders.first?.quantity == 2, "only the new order is placed")

        let typed = try heardAssistant(fixture).0
        _ = await typed.reply(to: order)
        let startedOver = await typed.reply(to: other)
        #expect(startedOver.expecting == "confirmation")
        #expect(startedOver.parameters["soup"] == ["clam chowder"])
    }

    @Test func noCancelsTheOrder() async throws {
        let fixture = try SoupChefFixture()
        defer { fixture.remove() }
        let (assistant, recognizer) = try heardAssistant(fixture)
        _ = try await say("order three tomato soups with croutons on soup chef", to: assistant, through: recognizer)
        let cancelled = try await say("no thanks", to: assistant, through: recognizer)
        #expect(recognizer.hearings.last?.transcript.text == "no thanks")
        #expect(cancelled.expecting == nil)
        #expect(assistant.pending == nil)
        #expect(try fixture.store.orders().isEmpty)
    }
}
