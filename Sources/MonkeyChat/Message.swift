import Foundation
import GRDB

/// One MonkeyChat message, sent by the user or received from a contact.
public struct Message: Hashable, Sendable, Identifiable {
    public let id: Int64
    public let conversationID: Int64
    /// The contact who sent it; nil when the user did.
    public var senderID: Int64?
    /// The contacts it went to besides the user, ascending. The user is a party to every
    /// message — its sender when `senderID` is nil, else a recipient — so a message a contact
    /// sent to the user alone has none.
    public var recipientIDs: [Int64]
    public var content: String
    public var date: Date
    public var isRead: Bool
    public var isFlagged: Bool

    public init(
        id: Int64, conversationID: Int64, senderID: Int64?, recipientIDs: [Int64], content: String, date: Date,
        isRead: Bool, isFlagged: Bool
    ) {
        self.id = id
        self.conversationID = conversationID
        self.senderID = senderID
        self.recipientIDs = recipientIDs
        self.content = content
        self.date = date
        self.isRead = isRead
        self.isFlagged = isFlagged
    }

    /// Sent by the user.
    public var isOutgoing: Bool { senderID == nil }

    /// What a query selects to build a `Message` from one row: the message's columns and its
    /// recipients' ids as one comma-separated column.
    static let selection = """
        message.*, (SELECT group_concat(contactID) FROM messageRecipient WHERE messageID = message.id) AS recipientList
        """

    init(row: Row) throws {
        let recipientList: String? = try row.decode(forColumn: "recipientList")
        try self.init(
            id: row.decode(forColumn: "id"), conversationID: row.decode(forColumn: "conversationID"),
            senderID: row.decode(forColumn: "senderID"),
            recipientIDs: (recipientList ?? "").split(separator: ",").compactMap { Int64($0) }.sorted(),
            content: row.decode(forColumn: "content"), date: row.decode(forColumn: "date"),
            isRead: row.decode(forColumn: "isRead"), isFlagged: row.decode(forColumn: "isFlagged"))
    }
}
