/// What `MonkeyChatStore.status()` finds in the open database: the durability settings in force,
/// the schema migrations that have run, and the result of SQLite's `integrity_check`.
public struct MonkeyChatStoreStatus: Equatable, Sendable {
    /// `wal` when write-ahead logging is on.
    public let journalMode: String
    /// `full` when every commit is synced to disk before it is acknowledged.
    public let synchronous: String
    public let foreignKeys: Bool
    /// `["ok"]` for a consistent file, else SQLite's list of problems.
    public let integrity: [String]
    public let appliedMigrations: [String]

    public init(
        journalMode: String, synchronous: String, foreignKeys: Bool, integrity: [String], appliedMigrations: [String]
    ) {
        self.journalMode = journalMode
        self.synchronous = synchronous
        self.foreignKeys = foreignKeys
        self.integrity = integrity
        self.appliedMigrations = appliedMigrations
    }

    /// Consistent, durable as promised, and on the newest schema this build knows.
    public var isHealthy: Bool {
        integrity == ["ok"] && journalMode == "wal" && synchronous == "full" && foreignKeys
            && appliedMigrations == MonkeyChatStore.migrationIdentifiers
    }
}
