import Foundation
import GRDB

/// What `importMessages(from:)` did.
public struct MessageImportResult: Equatable, Sendable {
    /// Messages stored.
    public let added: Int
    /// Entries skipped because a message from the same sender with the same date and content was
    /// already stored (by an earlier import of the file, or earlier in the same file).
    public let alreadyStored: Int

    public init(added: Int, alreadyStored: Int) {
        self.added = added
        self.alreadyStored = alreadyStored
    }
}

extension MonkeyChatStore {
    /// Imports messages the user received: a JSON array of
    /// `{"from": full or screen name, "content": …, "date": ISO 8601, "read"?: bool, "flagged"?: bool}`,
    /// each from one contact to the user (unread and unflagged unless the entry says otherwise).
    ///
    /// All or nothing, in one transaction: an entry whose shape is wrong stops the import before
    /// anything is stored, and one whose sender is not in the address book, or is a screen name
    /// several contacts share, undoes the entries stored before it. Re-importing a file adds
    /// nothing: an entry equal to a stored message (sender, date, content) is skipped.
    @discardableResult
    public func importMessages(from url: URL) throws(MonkeyChatStoreError) -> MessageImportResult {
        let entries = try ImportFile(url: url).entries.map { (entry) throws(MonkeyChatStoreError) in
            try IncomingMessageEntry(entry)
        }
        return try database.write { db in
            var added = 0
            for item in entries {
                let sender = try self.sender(named: item.from, of: item.entry, in: db)
                let stored = try Bool.fetchOne(
                    db, sql: "SELECT EXISTS (SELECT 1 FROM message WHERE senderID = ? AND date = ? AND content = ?)",
                    arguments: [sender.id, item.date, item.content])
                if stored == true { continue }
                let conversationID = try conversationID(participantIDs: [sender.id], in: db)
                _ = try insertMessage(
                    conversationID: conversationID, senderID: sender.id, recipientIDs: [], content: item.content,
                    date: item.date, isRead: item.isRead, isFlagged: item.isFlagged, in: db)
                added += 1
            }
            return MessageImportResult(added: added, alreadyStored: entries.count - added)
        }
    }

    /// The one contact `name` means, by full name first, then by screen name.
    private func sender(named name: String, of entry: ImportEntry, in db: Database) throws -> Contact {
        let candidates = try contacts(named: name, in: db)
        guard let first = candidates.first else { throw entry.failure("from", .unknownContact(name)) }
        guard candidates.count == 1 else {
            throw entry.failure("from", .ambiguousContact(name, fullNames: candidates.map(\.fullName)))
        }
        return first
    }
}

/// A message import entry whose shape has been checked; its sender is looked up when it is stored.
private struct IncomingMessageEntry {
    static let keys = ["from", "content", "date", "read", "flagged"]

    let entry: ImportEntry
    let from: String
    let content: String
    let date: Date
    let isRead: Bool
    let isFlagged: Bool

    init(_ entry: ImportEntry) throws(MonkeyChatStoreError) {
        self.entry = entry
        let members = try entry.members(allowed: Self.keys)
        from = try entry.string("from", in: members).trimmingCharacters(in: .whitespacesAndNewlines)
        guard !from.isEmpty else { throw entry.failure("from", .empty) }
        content = try entry.string("content", in: members).trimmingCharacters(in: .whitespacesAndNewlines)
        guard !content.isEmpty else { throw entry.failure("content", .empty) }
        date = try entry.date("date", in: members)
        isRead = try entry.optionalBool("read", in: members) ?? false
        isFlagged = try entry.optionalBool("flagged", in: members) ?? false
    }
}
