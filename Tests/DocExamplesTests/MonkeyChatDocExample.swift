import Foundation
import Hark
import MonkeyChat
import Testing

/// docs/monkeychat.md's tour of the store, run on the shipped address book and messages in a
/// temporary state folder; the comments' claims are checked after it.
@Suite("docs/monkeychat.md example")
struct MonkeyChatDocExample {
    @Test func theStoresAPI() throws {
        let state = StateDirectory(
            url: FileManager.default.temporaryDirectory.appendingPathComponent("hark-monkeychat-doc-\(UUID())"))
        try state.create()
        defer { try? FileManager.default.removeItem(at: state.url) }
        let contactsFile = try #require(ModelsDirectory.locate("monkeychat/contacts.json"))
        let messagesFile = try #require(ModelsDirectory.locate("monkeychat/messages.json"))
        let userVocabulary = try UserVocabularyStore(stateDirectory: state).vocabulary(for: "default")
        let date = Date(timeIntervalSince1970: 1_780_000_000)
        let interval = DateInterval(start: date.addingTimeInterval(-3600), end: date)

        // doc-example: docs/monkeychat.md
        let store = try MonkeyChatStore(stateDirectory: state)

        // Address book
        let imported = try store.importContacts(from: contactsFile)  // ContactImportResult(added:, updated:)
        try store.saveContact(screenName: "Kiki", fullName: "Kiki Moreau", pronunciation: nil)
        let everyone = try store.contacts()  // by full name
        let third = try store.contact(id: 3)  // Contact?
        let two = try store.contacts(ids: [3, 1])  // in that order; unknown id throws
        let bobos = try store.contacts(named: "Bobo")  // what a spoken name can mean
        try store.markUsed(contactIDs: [3], at: Date())
        let recent = try store.screenNamesByRecentUse()  // ["Bobo", "Kiki", "Coco", …]: Little Bobo just now
        let kept = try store.syncVocabulary(into: userVocabulary)  // number of names kept

        // Messages
        let sent = try store.send(content: "bananas at noon", to: [3, 5])  // Message, outgoing and read
        try store.receive(content: "ok", from: 3, alsoTo: [5], at: date, isRead: false, isFlagged: false)
        let stored = try store.importMessages(from: messagesFile)  // MessageImportResult(added:, alreadyStored:)
        let query = MessageQuery(senderIDs: [3], attributes: [.unread], dates: interval, limit: 5)
        let unread = try store.messages(matching: query)  // newest first
        let changed = try store.setAttribute(.read, of: unread.map(\.id))  // how many changed
        let all = try store.allMessages()  // newest first
        let conversations = try store.conversations()
        let status = try store.status()  // journal mode, synchronous, integrity_check, migrations
        // doc-example: end

        #expect(imported.added == 19 && imported.updated == 0)
        #expect(everyone.count == 19)
        #expect(everyone.map(\.fullName) == everyone.map(\.fullName).sorted { $0.lowercased() < $1.lowercased() })
        #expect(two.map(\.id) == [3, 1])
        #expect(third == two.first)
        #expect(bobos.count == 3 && bobos.allSatisfy { $0.screenName == "Bobo" })
        #expect(Array(recent.prefix(3)) == ["Bobo", "Kiki", "Coco"])
        #expect(kept > 0)
        #expect(sent.isOutgoing && sent.isRead && sent.recipientIDs == [3, 5])
        #expect(stored.added == 12)
        #expect(unread.map(\.content) == ["ok"])
        #expect(changed == 1)
        #expect(all.count == 14 && all.map(\.date) == all.map(\.date).sorted(by: >))
        #expect(!conversations.isEmpty)
        #expect(status.isHealthy)
    }
}
