import Foundation
import HarkIntents
import MonkeyChat
import Testing

/// Searching by voice through the real engine: the sender resolved like a recipient, the store
/// queried by sender, attributes and dates, and the messages reported newest first.
@Suite struct HandlerSearchTests {
    /// The fixture's received messages as the store has them, newest first: what every expected
    /// list below is filtered from.
    func inbox(_ fixture: HandlerFixture) throws -> [Message] {
        try fixture.store.allMessages().filter { !$0.isOutgoing }
    }

    func found(_ turn: DialogTurn) -> [IntentMessage] {
        turn.response?.properties["messages"].compactMap(\.message) ?? []
    }

    @Test func withoutASenderEveryReceivedMessageIsFoundNewestFirst() async throws {
        let fixture = try HandlerFixture()
        defer { fixture.remove() }
        // Something the user sent, which "read my messages" must not read back.
        try fixture.store.send(content: "On my way", to: [fixture.contact("Kiki Moreau").id], at: HandlerFixture.now)
        let turn = await fixture.engine().start(HandlerRequest.search())
        #expect(turn.resolutions["sender"]?.map(\.kind) == ["notRequired"])
        #expect(turn.response?.code == .success)
        let messages = found(turn)
        #expect(messages.map(\.content) == (try inbox(fixture).map(\.content)))
        #expect(messages.count == 6)
        #expect(messages.map(\.dateSent) == messages.map(\.dateSent).sorted(by: >))
        // Senders named as the user calls them: full names only where a screen name is shared.
        let names = Dictionary(messages.map { ($0.content, $0.sender?.displayName) }) { first, _ in first }
        #expect(names["Save me a mango"] == "Kiki")
        #expect(names["Dad says hi"] == "Bobo Jr.")
        #expect(names["Help with my homework"] == "Little Bobo")
    }

    @Test func bySenderAndUnread() async throws {
        let fixture = try HandlerFixture()
        defer { fixture.remove() }
        let kiki = try fixture.contact("Kiki Moreau")
        let turn = await fixture.engine().start(HandlerRequest.search(sender: "kiki", attributes: [.unread]))
        #expect(turn.resolutions["sender"]?.map(\.kind) == ["success"])
        let expected = try inbox(fixture).filter { $0.senderID == kiki.id && !$0.isRead }
        #expect(!expected.isEmpty)
        #expect(found(turn).map(\.identifier) == expected.map { "\($0.id)" })
        #expect(found(turn).allSatisfy { !$0.isRead && $0.sender?.displayName == "Kiki" })
        #expect(found(turn).first?.sender?.identifier == "\(kiki.id)")
    }

    @Test func anAmbiguousSenderIsAskedAboutThenSearched() async throws {
        let fixture = try HandlerFixture()
        defer { fixture.remove() }
        let engine = fixture.engine()
        let turn = await engine.start(HandlerRequest.search(sender: "Bobo"))
        guard case .askChoice(parameter: "sender", let options)? = turn.acts.first else {
            Issue.record("expected a choice of sender, got \(turn.acts)")
            return
        }
        #expect(options.map(\.displayText) == ["Bobo the Great", "Bobo Jr.", "Little Bobo"])
        let done = await engine.answer("the great one", to: try #require(turn.pending))
        let great = try fixture.contact("Bobo the Great")
        #expect(
            found(done).map(\.identifier) == (try inbox(fixture).filter { $0.senderID == great.id }.map { "\($0.id)" }))
        #expect(
            found(done).map(\.sender?.displayName) == [String?](repeating: "Bobo the Great", count: found(done).count))
    }

    @Test func byDayAndAttributes() async throws {
        let fixture = try HandlerFixture()
        defer { fixture.remove() }
        let start = try date("2025-06-02T00:00:00Z")
        let june2 = DateInterval(start: start, duration: 86_400)
        let onTheDay = await fixture.engine().start(HandlerRequest.search(dates: june2))
        let expected = try inbox(fixture).filter { june2.contains($0.date) }
        #expect(expected.count == 3)
        #expect(found(onTheDay).map(\.content) == expected.map(\.content))

        // A message at midnight belongs to the day it starts, not to the one before.
        let midnight = try fixture.store.receive(
            content: "Midnight snack", from: fixture.contact("Zuzu Petrakis").id, at: june2.end)
        let june3 = DateInterval(start: june2.end, duration: 86_400)
        #expect(found(await fixture.engine().start(HandlerRequest.search(dates: june2))).count == 3)
        let nextDay = found(await fixture.engine().start(HandlerRequest.search(dates: june3)))
        #expect(nextDay.last?.identifier == "\(midnight.id)")
        #expect(nextDay.count == (try inbox(fixture).filter { june3.contains($0.date) && $0.date < june3.end }.count))

        let flagged = await fixture.engine().start(HandlerRequest.search(attributes: [.flagged]))
        #expect(found(flagged).map(\.content) == (try inbox(fixture).filter(\.isFlagged).map(\.content)))
        #expect(found(flagged).allSatisfy { $0.isFlagged })

        let contradictory = await fixture.engine().start(HandlerRequest.search(attributes: [.read, .unread]))
        #expect(contradictory.response?.code == .success)
        #expect(found(contradictory).isEmpty)
    }

    @Test func anUnknownSenderIsUnsupported() async throws {
        let fixture = try HandlerFixture()
        defer { fixture.remove() }
        let turn = await fixture.engine().start(HandlerRequest.search(sender: "Mowgli"))
        #expect(
            turn.acts == [
                .unsupported(parameter: "sender", reason: "noSuchContact", value: .person(.unresolved(name: "Mowgli"))),
                .askValue(parameter: "sender"),
            ])
    }

    @Test func searchingIsRefusedWhileLocked() async throws {
        let fixture = try HandlerFixture()
        defer { fixture.remove() }
        let turn = await fixture.engine(locked: true).start(HandlerRequest.search())
        #expect(turn.acts == [.refuse(.deviceLocked)])
        #expect(turn.response == nil)
    }
}
