import Foundation
import GRDB

/// The address book: reading contacts, adding or updating one, and recording when the user last
/// addressed them.
extension MonkeyChatStore {
    /// Every contact, ordered by full name ignoring case.
    public func contacts() throws(MonkeyChatStoreError) -> [Contact] {
        try database.read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM contact ORDER BY fullName, id").map(Contact.init)
        }
    }

    /// The contact with `id`, or nil.
    public func contact(id: Int64) throws(MonkeyChatStoreError) -> Contact? {
        try database.read { db in try contact(id: id, in: db) }
    }

    /// The contacts with `ids`, in that order; an unknown id is an error.
    public func contacts(ids: [Int64]) throws(MonkeyChatStoreError) -> [Contact] {
        try database.read { db in try ids.map { id in try requireContact(id: id, in: db) } }
    }

    /// Contacts the spoken or typed `name` can mean: those whose full name is `name`, else those
    /// whose screen name is (ignoring case and surrounding white space). "Bobo" gives every Bobo,
    /// so the caller can ask which one; "Bobo Jr." gives just him.
    public func contacts(named name: String) throws(MonkeyChatStoreError) -> [Contact] {
        try database.read { db in try contacts(named: name, in: db) }
    }

    /// Adds a contact, or updates the one with the same full name (ignoring case): its screen
    /// name, pronunciation and the spelling of its full name become the given ones. `lastUsed`
    /// is kept unless the stored one is older.
    @discardableResult
    public func saveContact(
        screenName: String, fullName: String, pronunciation: String? = nil, lastUsed: Date? = nil
    ) throws(MonkeyChatStoreError) -> Contact {
        let fields: ContactFields
        do {
            fields = try ContactFields(
                screenName: screenName, fullName: fullName, pronunciation: pronunciation, lastUsed: lastUsed)
        } catch {
            throw self.error(.invalidContact(key: error.key, error.problem))
        }
        return try database.write { db in try save(fields, in: db).contact }
    }

    /// Records that the user addressed these contacts at `date`. A contact's `lastUsed` only moves
    /// forward, so recording an older use (an import of old messages) changes nothing. An unknown
    /// id is an error and records nothing.
    public func markUsed(contactIDs: [Int64], at date: Date = Date()) throws(MonkeyChatStoreError) {
        try database.write { db in try markUsed(contactIDs: contactIDs, at: date, in: db) }
    }

    /// The distinct screen names (ignoring case), most recently used first; names never used come
    /// after, alphabetically. A name several contacts share counts as used when any of them was.
    /// The first names are those the user is likeliest to say next, which is the order SiriKit asks
    /// for in a user's contact vocabulary.
    public func screenNamesByRecentUse() throws(MonkeyChatStoreError) -> [String] {
        var newest: [String: (name: String, lastUsed: Date?)] = [:]
        for contact in try contacts() {
            let key = contact.screenName.lowercased()
            // Of contacts sharing a name, the most recently used one's spelling and date count.
            if let seen = newest[key], !Self.isMoreRecent(contact.lastUsed, than: seen.lastUsed) { continue }
            newest[key] = (contact.screenName, contact.lastUsed)
        }
        return Self.recencyOrdered(Array(newest.values))
    }

    // MARK: Shared with imports and messages

    /// Names most recently used first, then never-used names alphabetically (ignoring case).
    static func recencyOrdered(_ names: [(name: String, lastUsed: Date?)]) -> [String] {
        names.sorted { left, right in
            if left.lastUsed != right.lastUsed {
                return isMoreRecent(left.lastUsed, than: right.lastUsed)
            }
            let leftKey = left.name.lowercased()
            let rightKey = right.name.lowercased()
            return leftKey != rightKey ? leftKey < rightKey : left.name < right.name
        }.map(\.name)
    }

    /// A use beats no use; of two uses the later one wins.
    private static func isMoreRecent(_ date: Date?, than other: Date?) -> Bool {
        switch (date, other) {
        case (let date?, let other?): return date > other
        case (.some, nil): return true
        default: return false
        }
    }

    func contact(id: Int64, in db: Database) throws -> Contact? {
        try Row.fetchOne(db, sql: "SELECT * FROM contact WHERE id = ?", arguments: [id]).map(Contact.init)
    }

    func requireContact(id: Int64, in db: Database) throws -> Contact {
        guard let contact = try contact(id: id, in: db) else { throw error(.unknownContact(id: id)) }
        return contact
    }

    func contacts(named name: String, in db: Database) throws -> [Contact] {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        // The fullName column compares with NOCASE; screenName is compared the same way here.
        let byFullName = try Row.fetchAll(db, sql: "SELECT * FROM contact WHERE fullName = ?", arguments: [trimmed])
        if !byFullName.isEmpty { return try byFullName.map(Contact.init) }
        return try Row.fetchAll(
            db, sql: "SELECT * FROM contact WHERE screenName = ? COLLATE NOCASE ORDER BY fullName, id",
            arguments: [trimmed]
        ).map(Contact.init)
    }

    /// Inserts `fields`, or updates the contact with the same full name.
    func save(_ fields: ContactFields, in db: Database) throws -> (contact: Contact, added: Bool) {
        if let id = try Int64.fetchOne(
            db, sql: "SELECT id FROM contact WHERE fullName = ?", arguments: [fields.fullName])
        {
            try db.execute(
                sql: """
                    UPDATE contact SET screenName = ?, fullName = ?, pronunciation = ?,
                        lastUsed = CASE WHEN lastUsed IS NULL OR ? > lastUsed THEN ? ELSE lastUsed END
                    WHERE id = ?
                    """,
                arguments: [
                    fields.screenName, fields.fullName, fields.pronunciation, fields.lastUsed, fields.lastUsed, id,
                ])
            return (try contact(id: id, in: db)!, false)
        }
        try db.execute(
            sql: "INSERT INTO contact (screenName, fullName, pronunciation, lastUsed) VALUES (?, ?, ?, ?)",
            arguments: [fields.screenName, fields.fullName, fields.pronunciation, fields.lastUsed])
        return (try contact(id: db.lastInsertedRowID, in: db)!, true)
    }

    func markUsed(contactIDs: [Int64], at date: Date, in db: Database) throws {
        for id in contactIDs {
            _ = try requireContact(id: id, in: db)
            try db.execute(
                sql: "UPDATE contact SET lastUsed = ? WHERE id = ? AND (lastUsed IS NULL OR lastUsed < ?)",
                arguments: [date, id, date])
        }
    }
}
