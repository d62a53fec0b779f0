import Foundation
import HarkStorage
import HarkVocabulary
import MonkeyChat
import Testing

/// Opening, migrating, and the guarantees a killed or concurrent `hark` process relies on: the
/// settings that make an acknowledged write durable, integrity after many writes, and that what
/// one connection commits every other one sees.
@Suite struct StoreDurabilityTests {
    @Test func migratesAnEmptyFile() throws {
        let scratch = try ScratchState()
        defer { scratch.remove() }
        let url = scratch.url.appendingPathComponent(MonkeyChatStore.fileName)
        #expect(FileManager.default.createFile(atPath: url.path, contents: Data()))
        let store = try MonkeyChatStore(url: url)
        let status = try store.status()
        #expect(!MonkeyChatStore.migrationIdentifiers.isEmpty)
        #expect(status.appliedMigrations == MonkeyChatStore.migrationIdentifiers)
        #expect(status.isHealthy)
        #expect(try store.contacts().isEmpty)
        #expect(try store.allMessages().isEmpty)
        // The schema is usable, not merely recorded as migrated.
        let kiki = try store.saveContact(screenName: "Kiki", fullName: "Kiki Moreau")
        let sent = try store.send(content: "hello", to: [kiki.id])
        #expect(try store.allMessages() == [sent])
        // Opening again runs no migration twice.
        #expect(try MonkeyChatStore(url: url).status().appliedMigrations == MonkeyChatStore.migrationIdentifiers)
    }

    @Test func everyCommitIsSyncedToTheWriteAheadLog() throws {
        let scratch = try ScratchState()
        defer { scratch.remove() }
        let store = try scratch.openStore()
        let status = try store.status()
        #expect(status.journalMode == "wal")
        #expect(status.synchronous == "full")
        #expect(status.foreignKeys)
        #expect(status.integrity == ["ok"])
        try store.saveContact(screenName: "Kiki", fullName: "Kiki Moreau")
        #expect(FileManager.default.fileExists(atPath: store.url.path + "-wal"))
    }

    @Test func createsTheStateDirectoryAndNamesTheFile() throws {
        let scratch = try ScratchState()
        defer { scratch.remove() }
        let state = StateDirectory(url: scratch.url.appendingPathComponent("deeper/still"))
        let store = try MonkeyChatStore(stateDirectory: state)
        #expect(store.url == state.file(named: "monkeychat.sqlite"))
        #expect(FileManager.default.fileExists(atPath: store.url.path))
    }

    @Test func aStateDirectoryThatIsAFileIsReported() throws {
        let scratch = try ScratchState()
        defer { scratch.remove() }
        let blocker = try scratch.file("state", containing: "not a folder")
        do {
            _ = try MonkeyChatStore(stateDirectory: StateDirectory(url: blocker))
            Issue.record("opened a store inside a file")
        } catch {
            guard case .stateDirectory(let cause) = error.problem else {
                Issue.record("unexpected problem \(error.problem)")
                return
            }
            #expect(cause.path == blocker.path)
        }
    }

    @Test func aFileThatIsNotADatabaseIsReportedWithItsPath() throws {
        let scratch = try ScratchState()
        defer { scratch.remove() }
        let url = try scratch.file(MonkeyChatStore.fileName, containing: String(repeating: "A", count: 4096))
        do {
            _ = try MonkeyChatStore(url: url)
            Issue.record("opened garbage")
        } catch {
            #expect(error.path == url.path)
            #expect(error.description.hasPrefix(url.path + ": "))
            guard case .database = error.problem else {
                Issue.record("unexpected problem \(error.problem)")
                return
            }
        }
    }

    @Test func reopeningSeesEverything() throws {
        let scratch = try ScratchState()
        defer { scratch.remove() }
        let contacts: [Contact]
        let messages: [Message]
        let conversations: [Conversation]
        do {
            let store = try scratch.openStore()
            try store.importContacts(from: SampleData.contacts)
            try store.importMessages(from: SampleData.messages)
            let kiki = try #require(try store.contacts(named: "Kiki").first)
            let zuzu = try #require(try store.contacts(named: "Zuzu").first)
            let sent = try store.send(
                content: "See you at the river", to: [kiki.id, zuzu.id], at: date("2025-06-04T09:00:00Z"))
            try store.setAttribute(.flagged, of: [sent.id])
            try store.setAttribute(.read, of: try store.allMessages().map(\.id))
            contacts = try store.contacts()
            messages = try store.allMessages()
            conversations = try store.conversations()
        }
        let reopened = try scratch.openStore()
        #expect(try reopened.contacts() == contacts)
        #expect(try reopened.allMessages() == messages)
        #expect(try reopened.conversations() == conversations)
        #expect(messages.allSatisfy { $0.isRead })
        #expect(messages.first?.isFlagged == true)
        #expect(try reopened.status().isHealthy)
    }

    /// What a second `hark` process sees: a write acknowledged to one connection is visible to
    /// another at once, without reopening.
    @Test func anotherConnectionSeesAnAcknowledgedWriteAtOnce() throws {
        let scratch = try ScratchState()
        defer { scratch.remove() }
        let writer = try scratch.openStore()
        let reader = try scratch.openStore()
        let kiki = try writer.saveContact(screenName: "Kiki", fullName: "Kiki Moreau")
        #expect(try reader.contacts() == [kiki])
        let sent = try writer.send(content: "bananas", to: [kiki.id])
        #expect(try reader.allMessages() == [sent])
        #expect(try reader.contact(id: kiki.id)?.lastUsed == sent.date)
    }

    /// Two connections writing at the same time: the busy timeout makes one wait for the other
    /// instead of failing, so every message is stored exactly once.
    @Test func concurrentWritersLoseNothing() async throws {
        let scratch = try ScratchState()
        defer { scratch.remove() }
        let setup = try scratch.openStore()
        let kiki = try setup.saveContact(screenName: "Kiki", fullName: "Kiki Moreau")
        let zuzu = try setup.saveContact(screenName: "Zuzu", fullName: "Zuzu Petrakis")
        let writers = [try scratch.openStore(), try scratch.openStore()]
        let perWriter = 25
        try await withThrowingTaskGroup(of: Void.self) { group in
            for (index, store) in writers.enumerated() {
                group.addTask {
                    for number in 0..<perWriter {
                        if number.isMultiple(of: 2) {
                            try store.send(content: "writer \(index) message \(number)", to: [kiki.id])
                        } else {
                            try store.receive(content: "writer \(index) message \(number)", from: zuzu.id)
                        }
                    }
                }
            }
            try await group.waitForAll()
        }
        let contents = try setup.allMessages().map(\.content)
        #expect(contents.count == writers.count * perWriter)
        #expect(Set(contents).count == contents.count)
        // One conversation with Kiki (sent), one with Zuzu (received), whoever created it first.
        #expect(try setup.conversations().map(\.participantIDs).sorted { $0[0] < $1[0] } == [[kiki.id], [zuzu.id]])
        #expect(try setup.status().integrity == ["ok"])
    }

    /// Many successful and failed changes in a row: the failed ones leave nothing, the file stays
    /// consistent, and the counts are exactly those of the successful ones.
    @Test func integrityHoldsAfterManyWritesAndFailures() throws {
        let scratch = try ScratchState()
        defer { scratch.remove() }
        let store = try scratch.openStore()
        try store.importContacts(from: SampleData.contacts)
        let ids = try store.contacts().map(\.id)
        let unknownID = try #require(ids.max()) + 1000
        let start = try date("2025-06-01T00:00:00Z")
        var sent = 0
        var received = 0
        for step in 0..<300 {
            let contactID = ids[step % ids.count]
            let moment = start.addingTimeInterval(Double(step) * 60)
            switch step % 5 {
            case 0, 1:
                try store.send(content: "message \(step)", to: [contactID, ids[(step + 3) % ids.count]], at: moment)
                sent += 1
            case 2:
                try store.receive(content: "reply \(step)", from: contactID, at: moment)
                received += 1
            case 3:
                #expect(throws: MonkeyChatStoreError.self) {
                    try store.send(content: "lost \(step)", to: [contactID, unknownID], at: moment)
                }
            default:
                let unread = try store.messages(matching: MessageQuery(attributes: [.unread], limit: 2))
                try store.setAttribute(step.isMultiple(of: 2) ? .read : .flagged, of: unread.map(\.id))
            }
        }
        let messages = try store.allMessages()
        #expect(messages.filter(\.isOutgoing).count == sent)
        #expect(messages.filter { !$0.isOutgoing }.count == received)
        #expect(!messages.contains { $0.content.hasPrefix("lost") })
        #expect(try store.status().isHealthy)
        let reopened = try scratch.openStore()
        #expect(try reopened.allMessages() == messages)
        #expect(try reopened.status().integrity == ["ok"])
    }
}
