import Foundation
import GRDB
import HarkStorage

/// MonkeyFit's own data — the workout catalogue and the sessions the user did — in one SQLite
/// database (`monkeyfit.sqlite` in the state directory), read and written through GRDB.
///
/// Every change is one transaction, so a failed change leaves no part of itself behind. As for
/// MonkeyChat's store, the file is in write-ahead-log mode with `synchronous = FULL`: a workout
/// acknowledged as started is on disk when `hark` says so. The database itself keeps the rule
/// that at most one workout is going (a unique index over the sessions not ended), so two `hark`
/// processes starting workouts at once cannot both succeed.
public final class MonkeyFitStore: Sendable {
    /// The database's file name inside the state directory.
    public static let fileName = "monkeyfit.sqlite"

    let database: StateDatabase<MonkeyFitStoreProblem>

    /// The database file.
    public var url: URL { database.url }

    /// Opens (creating if needed) the store in `stateDirectory`.
    public convenience init(stateDirectory: StateDirectory) throws(MonkeyFitStoreError) {
        try self.init(database: StateDatabase(named: Self.fileName, in: stateDirectory, migrator: Self.migrator))
    }

    /// Opens (creating if needed) the database file at `url` and brings its schema up to date.
    public convenience init(url: URL) throws(MonkeyFitStoreError) {
        try self.init(database: StateDatabase(url: url, migrator: Self.migrator))
    }

    private init(database: StateDatabase<MonkeyFitStoreProblem>) {
        self.database = database
    }

    /// Identifiers of the schema migrations, oldest first.
    public static var migrationIdentifiers: [String] { migrator.migrations }

    /// Schema history. Never edit a registered migration: databases in users' state directories
    /// have run it already; add a new one instead.
    private static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1 workouts") { db in
            try db.create(table: "workout") { table in
                // AUTOINCREMENT: a user workout's identifier (`user.<id>`) is never handed out twice.
                table.autoIncrementedPrimaryKey("id")
                table.column("identifier", .text).notNull().unique()
                table.column("displayName", .text).notNull()
                table.column("origin", .text).notNull()
            }
            try db.create(table: "workoutName") { table in
                table.autoIncrementedPrimaryKey("id")
                table.column("workoutID", .integer).notNull().indexed().references("workout", onDelete: .cascade)
                table.column("name", .text).notNull()
                // The name folded as it is matched (`WorkoutMatcher.key`): one workout per name, so
                // "Monkey Mile" and "monkey-mile" cannot name two.
                table.column("key", .text).notNull().unique()
                table.column("position", .integer).notNull()
            }
        }
        migrator.registerMigration("v1 sessions") { db in
            try db.create(table: "session") { table in
                table.autoIncrementedPrimaryKey("id")
                table.column("workoutID", .integer).notNull().indexed().references("workout", onDelete: .cascade)
                table.column("startedAt", .datetime).notNull()
                table.column("endedAt", .datetime)
                table.column("goalSeconds", .double)
                table.column("location", .text)
            }
            // At most one session not ended: every such row has the same key, `endedAt IS NULL`.
            try db.execute(
                sql: "CREATE UNIQUE INDEX session_oneActive ON session((endedAt IS NULL)) WHERE endedAt IS NULL")
            try db.create(table: "sessionPause") { table in
                table.autoIncrementedPrimaryKey("id")
                table.column("sessionID", .integer).notNull().indexed().references("session", onDelete: .cascade)
                table.column("pausedAt", .datetime).notNull()
                table.column("resumedAt", .datetime)
            }
            // At most one open pause per session.
            try db.execute(
                sql: "CREATE UNIQUE INDEX sessionPause_oneOpen ON sessionPause(sessionID) WHERE resumedAt IS NULL")
        }
        return migrator
    }

    /// The migrations this file has run.
    public func appliedMigrations() throws(MonkeyFitStoreError) -> [String] {
        try database.read { db in try Self.migrator.appliedMigrations(db) }
    }

    /// An error about this database file.
    func error(_ problem: MonkeyFitStoreProblem) -> MonkeyFitStoreError {
        MonkeyFitStoreError(path: url.path, problem: problem)
    }
}
