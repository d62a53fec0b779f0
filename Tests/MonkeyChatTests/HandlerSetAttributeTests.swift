import Foundation
import HarkIntents
import MonkeyChat
import Testing

/// Marking by voice through the real engine: the attribute goes on the received messages it
/// changes, from one sender or from anyone, and the answer counts them.
@Suite struct HandlerSetAttributeTests {
    func changedCount(_ turn: DialogTurn) -> Int? {
        turn.response?.properties.first("changedCount")?.number.map { Int($0) }
    }

    @Test func markingEverythingReadChangesTheUnreadOnesOnce() async throws {
        let fixture = try HandlerFixture()
        defer { fixture.remove() }
        let unread = try fixture.store.allMessages().filter { !$0.isRead }
        #expect(unread.count == 4)
        let turn = await fixture.engine().start(HandlerRequest.setAttribute(.read))
        #expect(turn.resolutions["attribute"]?.map(\.kind) == ["success"])
        #expect(turn.resolutions["sender"]?.map(\.kind) == ["notRequired"])
        #expect(turn.response?.code == .success)
        #expect(changedCount(turn) == unread.count)
        #expect(try fixture.store.allMessages().allSatisfy { $0.isRead })
        let again = await fixture.engine().start(HandlerRequest.setAttribute(.read))
        #expect(changedCount(again) == 0)
    }

    @Test func flaggingOneSendersMessagesLeavesTheOthersAlone() async throws {
        let fixture = try HandlerFixture()
        defer { fixture.remove() }
        let kiki = try fixture.contact("Kiki Moreau")
        let before = try fixture.store.allMessages()
        let turn = await fixture.engine().start(HandlerRequest.setAttribute(.flagged, sender: "Kiki"))
        #expect(turn.resolutions["sender"]?.map(\.kind) == ["success"])
        #expect(changedCount(turn) == before.filter { $0.senderID == kiki.id && !$0.isFlagged }.count)
        let after = try fixture.store.allMessages()
        #expect(after.filter { $0.senderID == kiki.id }.allSatisfy { $0.isFlagged })
        #expect(after.filter { $0.senderID != kiki.id } == before.filter { $0.senderID != kiki.id })
    }

    @Test func aMissingAttributeIsAskedFor() async throws {
        let fixture = try HandlerFixture()
        defer { fixture.remove() }
        let engine = fixture.engine()
        let turn = await engine.start(HandlerRequest.setAttribute(nil, sender: "Little Bobo"))
        #expect(turn.acts == [.askValue(parameter: "attribute")])
        #expect(turn.resolutions["attribute"]?.map(\.kind) == ["needsValue"])
        let littleBobo = try fixture.contact("Little Bobo")
        let unread = try fixture.store.allMessages().filter { $0.senderID == littleBobo.id && !$0.isRead }
        let done = await engine.answer("read", to: try #require(turn.pending))
        #expect(changedCount(done) == unread.count)
        #expect(try unread.allSatisfy { try fixture.store.message(id: $0.id)?.isRead == true })
    }

    @Test func unflaggingAnAmbiguousSenderAsksWhichOne() async throws {
        let fixture = try HandlerFixture()
        defer { fixture.remove() }
        let engine = fixture.engine()
        let turn = await engine.start(HandlerRequest.setAttribute(.unflagged, sender: "bobo"))
        #expect(turn.resolutions["sender"]?.map(\.kind) == ["disambiguation"])
        let done = await engine.answer("bobo junior", to: try #require(turn.pending))
        let junior = try fixture.contact("Bobo Jr.")
        #expect(changedCount(done) == 1)
        #expect(try fixture.store.allMessages().filter { $0.senderID == junior.id }.allSatisfy { !$0.isFlagged })
        #expect(try fixture.store.allMessages().contains { $0.isFlagged }, "Kiki's flag stays")
    }

    @Test func markingIsRefusedWhileLockedAndChangesNothing() async throws {
        let fixture = try HandlerFixture()
        defer { fixture.remove() }
        let before = try fixture.store.allMessages()
        let turn = await fixture.engine(locked: true).start(HandlerRequest.setAttribute(.read))
        #expect(turn.acts == [.refuse(.deviceLocked)])
        #expect(try fixture.store.allMessages() == before)
    }
}
