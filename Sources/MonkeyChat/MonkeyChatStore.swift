import Foundation
import GRDB
import HarkStorage

/// MonkeyChat's own data — the address book, conversations and messages — in one SQLite database
/// (`monkeychat.sqlite` in the state directory), read and written through GRDB.
///
/// Every change is one transaction, so a failed change (a bad import entry, an unknown recipient)
/// leaves no part of itself behind. The file is opened in write-ahead-log mode with
/// `synchronous = FULL`: a change is acknowledged only once its log record is on disk, so a `hark`
/// process killed (or a machine losing power) right after `send` returns still has the message on
/// the next open, and one killed mid-write leaves the database as it was before that change.
/// Several `hark` processes may use the file at once: readers never block the writer in WAL mode,
/// and a writer waits up to five seconds for another one.
public final class MonkeyChatStore: Sendable {
    /// The database's file name inside the state directory.
    public static let fileName = "monkeychat.sqlite"

    let database: StateDatabase<MonkeyChatStoreProblem>

    /// The database file.
    public var url: URL { database.url }

    /// Opens (creating if needed) the store in `stateDirectory`.
    public convenience init(stateDirectory: StateDirectory) throws(MonkeyChatStoreError) {
        try self.init(database: StateDatabase(named: Self.fileName, in: stateDirectory, migrator: Self.migrator))
    }

    /// Opens (creating if needed) the database file at `url` and brings its schema up to date.
    public convenience init(url: URL) throws(MonkeyChatStoreError) {
        try self.init(database: StateDatabase(url: url, migrator: Self.migrator))
    }

    private init(database: StateDatabase<MonkeyChatStoreProblem>) {
        self.database = database
    }

    /// Identifiers of the schema migrations, oldest first.
    public static var migrationIdentifiers: [String] { migrator.migrations }

    /// Schema history. Never edit a registered migration: databases in users' state directories
    /// have run it already; add a new one instead.
    private static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1 contacts") { db in
            try db.create(table: "contact") { table in
                // AUTOINCREMENT: an id handed out (and perhaps printed by `hark`) is never reused.
                table.autoIncrementedPrimaryKey("id")
                table.column("screenName", .text).notNull()
                // The identity of a contact: re-importing the same full name updates it. NOCASE
                // because the user says names; "Bobo Jr." and "bobo jr." are the same person.
                table.column("fullName", .text).notNull().unique().collate(.nocase)
                table.column("pronunciation", .text)
                table.column("lastUsed", .datetime)
            }
        }
        migrator.registerMigration("v1 conversations and messages") { db in
            try db.create(table: "conversation") { table in
                table.autoIncrementedPrimaryKey("id")
                // The participants' contact ids, ascending, joined by commas: one conversation per
                // set of participants, enforced by the database rather than by a lookup.
                table.column("participantKey", .text).notNull().unique()
            }
            try db.create(table: "conversationParticipant") { table in
                table.column("conversationID", .integer).notNull()
                    .references("conversation", onDelete: .cascade)
                table.column("contactID", .integer).notNull().indexed().references("contact")
                table.primaryKey(["conversationID", "contactID"])
            }
            try db.create(table: "message") { table in
                table.autoIncrementedPrimaryKey("id")
                table.column("conversationID", .integer).notNull().indexed()
                    .references("conversation", onDelete: .cascade)
                // NULL: the user sent it.
                table.column("senderID", .integer).indexed().references("contact")
                table.column("content", .text).notNull()
                table.column("date", .datetime).notNull().indexed()
                table.column("isRead", .boolean).notNull()
                table.column("isFlagged", .boolean).notNull()
            }
            try db.create(table: "messageRecipient") { table in
                table.column("messageID", .integer).notNull().references("message", onDelete: .cascade)
                table.column("contactID", .integer).notNull().indexed().references("contact")
                table.primaryKey(["messageID", "contactID"])
            }
        }
        return migrator
    }

    /// The settings the durability promise rests on, the migrations run, and SQLite's own
    /// consistency check of the whole file.
    public func status() throws(MonkeyChatStoreError) -> MonkeyChatStoreStatus {
        try database.read { db in
            let synchronousLevels = ["off", "normal", "full", "extra"]
            let synchronous = try Int.fetchOne(db, sql: "PRAGMA synchronous") ?? -1
            return MonkeyChatStoreStatus(
                journalMode: try String.fetchOne(db, sql: "PRAGMA journal_mode") ?? "",
                synchronous: synchronousLevels.indices.contains(synchronous)
                    ? synchronousLevels[synchronous] : String(synchronous),
                foreignKeys: try Bool.fetchOne(db, sql: "PRAGMA foreign_keys") ?? false,
                integrity: try String.fetchAll(db, sql: "PRAGMA integrity_check"),
                appliedMigrations: try Self.migrator.appliedMigrations(db))
        }
    }

    /// An error about this database file.
    func error(_ problem: MonkeyChatStoreProblem) -> MonkeyChatStoreError {
        MonkeyChatStoreError(path: url.path, problem: problem)
    }
}
