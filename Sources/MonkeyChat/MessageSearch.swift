import Foundation
import GRDB

/// Reading messages back: all of them, one by id, or those a `MessageQuery` selects.
extension MonkeyChatStore {
    /// The messages `query` selects, newest first (of messages with the same date, the one stored
    /// last first).
    public func messages(matching query: MessageQuery) throws(MonkeyChatStoreError) -> [Message] {
        if let limit = query.limit, limit <= 0 { return [] }
        var conditions: [String] = []
        var arguments = StatementArguments()
        if let senderIDs = query.senderIDs {
            guard !senderIDs.isEmpty else { return [] }
            conditions.append("senderID IN (\(Array(repeating: "?", count: senderIDs.count).joined(separator: ", ")))")
            arguments += StatementArguments(senderIDs.sorted())
        }
        for attribute in MessageAttribute.allCases where query.attributes.contains(attribute) {
            conditions.append("\(attribute.column) = ?")
            arguments += [attribute.columnValue]
        }
        if let dates = query.dates {
            conditions.append("date >= ? AND date <= ?")
            arguments += [dates.start, dates.end]
        }
        var sql = "SELECT \(Message.selection) FROM message"
        if !conditions.isEmpty { sql += " WHERE " + conditions.joined(separator: " AND ") }
        sql += " ORDER BY date DESC, id DESC"
        if let limit = query.limit {
            sql += " LIMIT ?"
            arguments += [limit]
        }
        return try database.read { db in try Row.fetchAll(db, sql: sql, arguments: arguments).map(Message.init) }
    }

    /// Every message, newest first.
    public func allMessages() throws(MonkeyChatStoreError) -> [Message] {
        try messages(matching: MessageQuery())
    }

    /// The message with `id`, or nil.
    public func message(id: Int64) throws(MonkeyChatStoreError) -> Message? {
        try database.read { db in try message(id: id, in: db) }
    }

    func message(id: Int64, in db: Database) throws -> Message? {
        try Row.fetchOne(db, sql: "SELECT \(Message.selection) FROM message WHERE id = ?", arguments: [id])
            .map(Message.init)
    }
}
