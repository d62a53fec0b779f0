import Foundation
import MonkeyChat
import Testing

/// Importing received messages: the shipped sample, sender lookup, validation, all-or-nothing and
/// re-import.
@Suite struct MessageImportTests {
    @Test func importsTheShippedMessages() throws {
        let scratch = try ScratchState()
        defer { scratch.remove() }
        let store = try scratch.openStore()
        try store.importContacts(from: SampleData.contacts)
        let entries = try SampleData.entries(of: SampleData.messages)
        #expect(
            try store.importMessages(from: SampleData.messages)
                == MessageImportResult(added: entries.count, alreadyStored: 0))

        let messages = try store.allMessages()
        #expect(messages.count == entries.count)
        #expect(messages.allSatisfy { !$0.isOutgoing && $0.recipientIDs.isEmpty })
        #expect(messages.filter { !$0.isRead }.count == entries.filter { $0["read"] as? Bool != true }.count)
        #expect(messages.filter(\.isFlagged).count == entries.filter { $0["flagged"] as? Bool == true }.count)
        // Full names pick one Bobo; screen names the one contact that has them.
        for entry in entries {
            let from = try #require(entry["from"] as? String)
            let content = try #require(entry["content"] as? String)
            let sender = try #require(try store.contacts(named: from).first)
            let message = try #require(messages.first { $0.content == content })
            #expect(message.senderID == sender.id, "\(content)")
        }
        let senders = Set(messages.compactMap(\.senderID))
        #expect(try store.conversations().count == senders.count)

        // Importing the file again adds nothing.
        #expect(
            try store.importMessages(from: SampleData.messages)
                == MessageImportResult(added: 0, alreadyStored: entries.count))
        #expect(try store.allMessages() == messages)
    }

    @Test(arguments: [
        (
            #"[{"from": "Kiki", "content": "hi", "date": "2025-06-01T10:00:00Z"}, {"from": "Kiki", "date": "2025-06-01T10:00:00Z"}]"#,
            MonkeyChatStoreProblem.invalidEntry(index: 1, key: "content", .missing)
        ),
        (
            #"[{"from": "Kiki", "content": " ", "date": "2025-06-01T10:00:00Z"}]"#,
            .invalidEntry(index: 0, key: "content", .empty)
        ),
        (
            #"[{"from": "", "content": "hi", "date": "2025-06-01T10:00:00Z"}]"#,
            .invalidEntry(index: 0, key: "from", .empty)
        ),
        (
            #"[{"from": "Kiki", "content": "hi"}]"#,
            .invalidEntry(index: 0, key: "date", .missing)
        ),
        (
            #"[{"from": "Kiki", "content": "hi", "date": "June 1st"}]"#,
            .invalidEntry(index: 0, key: "date", .invalidDate("June 1st"))
        ),
        (
            #"[{"from": "Kiki", "content": "hi", "date": "2025-06-01T10:00:00Z", "read": "yes"}]"#,
            .invalidEntry(index: 0, key: "read", .wrongType(expected: "a boolean", found: "a string"))
        ),
        (
            #"[{"from": "Kiki", "content": "hi", "date": "2025-06-01T10:00:00Z", "flagged": 1}]"#,
            .invalidEntry(index: 0, key: "flagged", .wrongType(expected: "a boolean", found: "a number"))
        ),
        (
            #"[{"from": "Kiki", "to": "Zuzu", "content": "hi", "date": "2025-06-01T10:00:00Z"}]"#,
            .invalidEntry(index: 0, key: "to", .unknownKey(allowed: ["from", "content", "date", "read", "flagged"]))
        ),
        (
            #"[{"from": "Kiki", "content": "hi", "date": "2025-06-01T10:00:00Z"}, {"from": "Bobo", "content": "hi", "date": "2025-06-01T11:00:00Z"}]"#,
            .invalidEntry(
                index: 1, key: "from",
                .ambiguousContact("Bobo", fullNames: ["Bobo Jr.", "Bobo the Great", "Little Bobo"]))
        ),
        (
            #"[{"from": "Kiki", "content": "hi", "date": "2025-06-01T10:00:00Z"}, {"from": "Zuzu", "content": "hi", "date": "2025-06-01T11:00:00Z"}, {"from": "Nobody", "content": "boo", "date": "2025-06-01T12:00:00Z"}]"#,
            .invalidEntry(index: 2, key: "from", .unknownContact("Nobody"))
        ),
    ])
    func aWrongEntryIsNamedAndNothingIsImported(json: String, problem: MonkeyChatStoreProblem) throws {
        let scratch = try ScratchState()
        defer { scratch.remove() }
        let store = try scratch.openStore()
        try store.importContacts(from: SampleData.contacts)
        let contactsBefore = try store.contacts()
        let file = try scratch.file("messages.json", containing: json)
        #expect(throws: MonkeyChatStoreError(path: file.path, problem: problem)) {
            try store.importMessages(from: file)
        }
        // Entries before the wrong one were stored inside the transaction and undone with it.
        #expect(try store.allMessages().isEmpty)
        #expect(try store.conversations().isEmpty)
        #expect(try store.contacts() == contactsBefore)
    }

    @Test func theMessageNamesTheFileTheEntryAndTheSender() throws {
        let scratch = try ScratchState()
        defer { scratch.remove() }
        let store = try scratch.openStore()
        try store.importContacts(from: SampleData.contacts)
        let file = try scratch.file(
            "messages.json", containing: #"[{"from": "Bobo", "content": "hi", "date": "2025-06-01T10:00:00Z"}]"#)
        do {
            try store.importMessages(from: file)
            Issue.record("imported a message from an ambiguous sender")
        } catch {
            #expect(error.description.hasPrefix("\(file.path): [0].from: 'Bobo' is the screen name of "))
            #expect(error.description.contains("Little Bobo"))
        }
    }
}
