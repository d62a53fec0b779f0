import GRDB

/// Marking messages read, unread, flagged or unflagged.
extension MonkeyChatStore {
    /// Gives every message in `messageIDs` the attribute, in one transaction; returns how many
    /// messages changed (those that already had it do not count). An unknown id is an error and
    /// changes nothing.
    @discardableResult
    public func setAttribute(_ attribute: MessageAttribute, of messageIDs: [Int64]) throws(MonkeyChatStoreError)
        -> Int
    {
        try database.write { db in
            var changed = 0
            for id in Set(messageIDs).sorted() {
                guard
                    try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM message WHERE id = ?)", arguments: [id])
                        == true
                else { throw error(.unknownMessage(id: id)) }
                try db.execute(
                    sql: "UPDATE message SET \(attribute.column) = ? WHERE id = ? AND \(attribute.column) <> ?",
                    arguments: [attribute.columnValue, id, attribute.columnValue])
                changed += db.changesCount
            }
            return changed
        }
    }
}
