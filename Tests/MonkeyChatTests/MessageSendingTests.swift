import Foundation
import MonkeyChat
import Testing

/// Sending and receiving: one transaction for the message, its recipients, its conversation and
/// the recipients' last use, and nothing at all when any part fails.
@Suite struct MessageSendingTests {
    @Test func sendStoresTheMessageItsConversationAndTheUse() throws {
        let scratch = try ScratchState()
        defer { scratch.remove() }
        let store = try scratch.openStore()
        let kiki = try store.saveContact(screenName: "Kiki", fullName: "Kiki Moreau")
        let zuzu = try store.saveContact(screenName: "Zuzu", fullName: "Zuzu Petrakis")
        let coco = try store.saveContact(screenName: "Coco", fullName: "Coco Fairbanks")
        let noon = try date("2025-06-02T12:00:00Z")

        let sent = try store.send(content: "  bananas at noon ", to: [zuzu.id, kiki.id, kiki.id], at: noon)
        #expect(sent.isOutgoing)
        #expect(sent.isRead)
        #expect(!sent.isFlagged)
        #expect(sent.content == "bananas at noon")
        #expect(sent.recipientIDs == [kiki.id, zuzu.id].sorted())
        #expect(sent.date == noon)
        #expect(try store.conversations() == [Conversation(id: sent.conversationID, participantIDs: sent.recipientIDs)])
        #expect(try store.contact(id: kiki.id)?.lastUsed == noon)
        #expect(try store.contact(id: zuzu.id)?.lastUsed == noon)
        #expect(try store.contact(id: coco.id)?.lastUsed == nil)

        // The same participants in another order: the same conversation.
        let again = try store.send(content: "and coconuts", to: [kiki.id, zuzu.id], at: noon.addingTimeInterval(60))
        #expect(again.conversationID == sent.conversationID)
        // Kiki alone is another conversation; a reply from Kiki lands in it.
        let toKiki = try store.send(content: "just you", to: [kiki.id], at: noon.addingTimeInterval(120))
        #expect(toKiki.conversationID != sent.conversationID)
        let reply = try store.receive(content: "ok", from: kiki.id, at: noon.addingTimeInterval(180))
        #expect(reply.conversationID == toKiki.conversationID)
        #expect(try store.conversations().count == 2)
        #expect(try store.allMessages() == [reply, toKiki, again, sent])
    }

    @Test func aSendToAnUnknownRecipientStoresNothing() throws {
        let scratch = try ScratchState()
        defer { scratch.remove() }
        let store = try scratch.openStore()
        let kiki = try store.saveContact(screenName: "Kiki", fullName: "Kiki Moreau")
        let unknown = kiki.id + 1
        #expect(throws: MonkeyChatStoreError(path: store.url.path, problem: .unknownContact(id: unknown))) {
            try store.send(content: "hello", to: [kiki.id, unknown])
        }
        #expect(try store.allMessages().isEmpty)
        #expect(try store.conversations().isEmpty)
        #expect(try store.contact(id: kiki.id)?.lastUsed == nil)

        // Also when the known part of the conversation already exists.
        let first = try store.send(content: "hello", to: [kiki.id], at: date("2025-06-01T08:00:00Z"))
        #expect(throws: MonkeyChatStoreError.self) {
            try store.send(content: "again", to: [kiki.id, unknown], at: date("2025-06-09T08:00:00Z"))
        }
        #expect(try store.allMessages() == [first])
        #expect(try store.conversations().count == 1)
        #expect(try store.contact(id: kiki.id)?.lastUsed == first.date)
        #expect(throws: MonkeyChatStoreError(path: store.url.path, problem: .unknownContact(id: unknown))) {
            try store.receive(content: "who am I", from: unknown)
        }
        #expect(try store.allMessages() == [first])
    }

    @Test func aMessageNeedsContentAndARecipient() throws {
        let scratch = try ScratchState()
        defer { scratch.remove() }
        let store = try scratch.openStore()
        let kiki = try store.saveContact(screenName: "Kiki", fullName: "Kiki Moreau")
        #expect(throws: MonkeyChatStoreError(path: store.url.path, problem: .emptyContent)) {
            try store.send(content: " \n", to: [kiki.id])
        }
        #expect(throws: MonkeyChatStoreError(path: store.url.path, problem: .noRecipients)) {
            try store.send(content: "hello", to: [])
        }
        #expect(try store.allMessages().isEmpty)
    }

    /// A group message from Kiki to the user and Zuzu: Zuzu is its other recipient, it belongs
    /// to the conversation the user has with both, and receiving does not count as the user
    /// addressing anyone.
    @Test func aReceivedGroupMessageJoinsTheGroupConversation() throws {
        let scratch = try ScratchState()
        defer { scratch.remove() }
        let store = try scratch.openStore()
        let kiki = try store.saveContact(screenName: "Kiki", fullName: "Kiki Moreau")
        let zuzu = try store.saveContact(screenName: "Zuzu", fullName: "Zuzu Petrakis")
        let group = try store.send(content: "picnic?", to: [kiki.id, zuzu.id], at: date("2025-06-02T12:00:00Z"))
        let received = try store.receive(
            content: "yes!", from: kiki.id, alsoTo: [zuzu.id, kiki.id], at: date("2025-06-02T12:05:00Z"),
            isFlagged: true)
        #expect(received.senderID == kiki.id)
        #expect(received.recipientIDs == [zuzu.id])
        #expect(received.conversationID == group.conversationID)
        #expect(!received.isRead)
        #expect(received.isFlagged)
        #expect(try store.contact(id: kiki.id)?.lastUsed == group.date)
    }
}
