import Foundation
import GRDB

/// Sending and receiving: each message is stored with its recipients and its conversation in one
/// transaction.
extension MonkeyChatStore {
    /// Sends `content` from the user to the contacts `recipientIDs` at `date`, in one transaction:
    /// the conversation with exactly those contacts (created if new), the message (read, since
    /// the user wrote it), its recipients, and the recipients' `lastUsed`. Content is trimmed and
    /// must not be blank; a repeated recipient counts once; an unknown one stores nothing.
    @discardableResult
    public func send(content: String, to recipientIDs: [Int64], at date: Date = Date()) throws(MonkeyChatStoreError)
        -> Message
    {
        let text = try checkedContent(content)
        let recipients = Set(recipientIDs).sorted()
        guard !recipients.isEmpty else { throw error(.noRecipients) }
        return try database.write { db in
            let conversationID = try conversationID(participantIDs: recipients, in: db)
            let message = try insertMessage(
                conversationID: conversationID, senderID: nil, recipientIDs: recipients, content: text, date: date,
                isRead: true, isFlagged: false, in: db)
            try markUsed(contactIDs: recipients, at: date, in: db)
            return message
        }
    }

    /// Stores a message the contact `senderID` sent to the user (and to `otherRecipientIDs`, for a
    /// group message) at `date`, in its conversation, in one transaction. New messages are unread.
    /// Receiving does not change `lastUsed`, which records whom the user chose to address.
    @discardableResult
    public func receive(
        content: String, from senderID: Int64, alsoTo otherRecipientIDs: [Int64] = [], at date: Date = Date(),
        isRead: Bool = false, isFlagged: Bool = false
    ) throws(MonkeyChatStoreError) -> Message {
        let text = try checkedContent(content)
        let recipients = Set(otherRecipientIDs).subtracting([senderID]).sorted()
        return try database.write { db in
            let conversationID = try conversationID(participantIDs: [senderID] + recipients, in: db)
            return try insertMessage(
                conversationID: conversationID, senderID: senderID, recipientIDs: recipients, content: text,
                date: date, isRead: isRead, isFlagged: isFlagged, in: db)
        }
    }

    /// Every conversation, oldest first.
    public func conversations() throws(MonkeyChatStoreError) -> [Conversation] {
        try database.read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM conversation ORDER BY id").map(Conversation.init)
        }
    }

    // MARK: Shared with the message import

    func checkedContent(_ content: String) throws(MonkeyChatStoreError) -> String {
        let text = content.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { throw error(.emptyContent) }
        return text
    }

    /// The conversation with exactly `participantIDs`, created when there is none yet.
    func conversationID(participantIDs: [Int64], in db: Database) throws -> Int64 {
        let key = Conversation.participantKey(participantIDs)
        if let id = try Int64.fetchOne(
            db, sql: "SELECT id FROM conversation WHERE participantKey = ?", arguments: [key])
        {
            return id
        }
        try db.execute(sql: "INSERT INTO conversation (participantKey) VALUES (?)", arguments: [key])
        let id = db.lastInsertedRowID
        // Each participant is checked as it is added: an unknown one throws, and the transaction
        // takes the new conversation row back with it.
        for contactID in Set(participantIDs).sorted() {
            _ = try requireContact(id: contactID, in: db)
            try db.execute(
                sql: "INSERT INTO conversationParticipant (conversationID, contactID) VALUES (?, ?)",
                arguments: [id, contactID])
        }
        return id
    }

    func insertMessage(
        conversationID: Int64, senderID: Int64?, recipientIDs: [Int64], content: String, date: Date, isRead: Bool,
        isFlagged: Bool, in db: Database
    ) throws -> Message {
        try db.execute(
            sql: """
                INSERT INTO message (conversationID, senderID, content, date, isRead, isFlagged)
                VALUES (?, ?, ?, ?, ?, ?)
                """,
            arguments: [conversationID, senderID, content, date, isRead, isFlagged])
        let id = db.lastInsertedRowID
        for contactID in recipientIDs {
            try db.execute(
                sql: "INSERT INTO messageRecipient (messageID, contactID) VALUES (?, ?)", arguments: [id, contactID])
        }
        // Read back rather than assembled, so the caller sees the date as stored (to the
        // millisecond), exactly as later queries will return it.
        return try message(id: id, in: db)!
    }
}
