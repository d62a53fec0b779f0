import Foundation
import MonkeyChat
import Testing

/// `messages(matching:)` filters and `setAttribute(_:of:)`.
@Suite struct MessageSearchTests {
    /// Five messages with known senders, dates and states.
    struct Inbox {
        let store: MonkeyChatStore
        let kiki: Contact
        let zuzu: Contact
        /// Oldest first: Kiki read, Zuzu unread flagged, sent by the user, Kiki unread, Zuzu read flagged.
        let messages: [Message]

        init(_ scratch: ScratchState) throws {
            store = try scratch.openStore()
            kiki = try store.saveContact(screenName: "Kiki", fullName: "Kiki Moreau")
            zuzu = try store.saveContact(screenName: "Zuzu", fullName: "Zuzu Petrakis")
            messages = [
                try store.receive(content: "one", from: kiki.id, at: date("2025-06-01T09:00:00Z"), isRead: true),
                try store.receive(content: "two", from: zuzu.id, at: date("2025-06-01T18:00:00Z"), isFlagged: true),
                try store.send(content: "three", to: [kiki.id], at: date("2025-06-02T08:00:00Z")),
                try store.receive(content: "four", from: kiki.id, at: date("2025-06-02T20:00:00Z")),
                try store.receive(
                    content: "five", from: zuzu.id, at: date("2025-06-03T07:00:00Z"), isRead: true, isFlagged: true),
            ]
        }

        func contents(_ query: MessageQuery) throws -> [String] {
            try store.messages(matching: query).map(\.content)
        }
    }

    @Test func filtersBySenderStateDateAndLimitNewestFirst() throws {
        let scratch = try ScratchState()
        defer { scratch.remove() }
        let inbox = try Inbox(scratch)
        #expect(try inbox.contents(MessageQuery()) == ["five", "four", "three", "two", "one"])
        #expect(try inbox.store.allMessages() == inbox.messages.reversed())
        #expect(try inbox.contents(MessageQuery(senderIDs: [inbox.kiki.id])) == ["four", "one"])
        #expect(
            try inbox.contents(MessageQuery(senderIDs: [inbox.kiki.id, inbox.zuzu.id])) == [
                "five", "four", "two", "one",
            ])
        #expect(try inbox.contents(MessageQuery(senderIDs: [])) == [])
        #expect(try inbox.contents(MessageQuery(attributes: [.unread])) == ["four", "two"])
        #expect(try inbox.contents(MessageQuery(attributes: [.read])) == ["five", "three", "one"])
        #expect(try inbox.contents(MessageQuery(attributes: [.flagged])) == ["five", "two"])
        #expect(try inbox.contents(MessageQuery(attributes: [.unflagged, .unread])) == ["four"])
        #expect(try inbox.contents(MessageQuery(attributes: [.read, .unread])) == [])
        let june2 = DateInterval(start: try date("2025-06-02T00:00:00Z"), end: try date("2025-06-03T00:00:00Z"))
        #expect(try inbox.contents(MessageQuery(dates: june2)) == ["four", "three"])
        // Both ends of the interval are included.
        let exact = DateInterval(start: try date("2025-06-01T18:00:00Z"), end: try date("2025-06-02T08:00:00Z"))
        #expect(try inbox.contents(MessageQuery(dates: exact)) == ["three", "two"])
        #expect(
            try inbox.contents(MessageQuery(senderIDs: [inbox.zuzu.id], attributes: [.flagged], dates: june2)) == [])
        #expect(try inbox.contents(MessageQuery(limit: 2)) == ["five", "four"])
        #expect(try inbox.contents(MessageQuery(senderIDs: [inbox.kiki.id], limit: 1)) == ["four"])
        #expect(try inbox.contents(MessageQuery(limit: 0)) == [])
    }

    @Test func setAttributeCountsOnlyTheMessagesItChanges() throws {
        let scratch = try ScratchState()
        defer { scratch.remove() }
        let inbox = try Inbox(scratch)
        let ids = inbox.messages.map(\.id)
        #expect(try inbox.store.setAttribute(.read, of: ids) == 2)
        #expect(try inbox.contents(MessageQuery(attributes: [.unread])) == [])
        #expect(try inbox.store.setAttribute(.read, of: ids) == 0)
        #expect(try inbox.store.setAttribute(.flagged, of: [ids[0], ids[0], ids[1]]) == 1)
        #expect(try inbox.contents(MessageQuery(attributes: [.flagged])) == ["five", "two", "one"])
        #expect(try inbox.store.setAttribute(.unflagged, of: ids) == 3)
        #expect(try inbox.store.setAttribute(.unread, of: [ids[3]]) == 1)
        #expect(try inbox.store.message(id: ids[3])?.isRead == false)
    }

    @Test func anUnknownMessageChangesNothing() throws {
        let scratch = try ScratchState()
        defer { scratch.remove() }
        let inbox = try Inbox(scratch)
        let before = try inbox.store.allMessages()
        let unknown = try #require(inbox.messages.map(\.id).max()) + 1
        #expect(throws: MonkeyChatStoreError(path: inbox.store.url.path, problem: .unknownMessage(id: unknown))) {
            try inbox.store.setAttribute(.read, of: inbox.messages.map(\.id) + [unknown])
        }
        #expect(try inbox.store.allMessages() == before)
    }
}
