import Foundation
import GRDB
import HarkStorage
import HarkVocabulary

/// The SQLite database (`vocabulary.sqlite` in the state directory) that keeps every user's
/// vocabulary strings, read and written through GRDB.
///
/// Each change is one transaction, so a crash or a full disk leaves the previous vocabulary, never
/// half of the new one. Deleted rows are overwritten on disk (`secure_delete`), so removing a
/// user's vocabulary at sign-out leaves none of their contacts' names in the file. Several `hark`
/// processes may use the file at once: SQLite locks it, and a writer waits up to five seconds.
public final class UserVocabularyStore: Sendable {
    /// The database's file name inside the state directory.
    public static let fileName = "vocabulary.sqlite"

    /// Strings kept per user and type. SiriKit does not publish its limit, only that space is
    /// limited and that apps must put the most important terms first. Hark's limit comes from the
    /// decoder: every string adds words to the dictionary and paths to the search, so a few
    /// thousand terms per user (four types) keep start-up fast and recognition focused.
    public static let defaultLimitPerType = 1000

    /// Strings kept per user and type: the limit given at opening (at least 1);
    /// ``UserVocabulary/setVocabularyStrings(_:of:)`` drops those past it.
    public let limitPerType: Int
    private let database: StateDatabase<UserVocabularyProblem>

    /// The database file.
    public var url: URL { database.url }

    /// Opens (creating if needed) the store in `stateDirectory`.
    public convenience init(
        stateDirectory: StateDirectory, limitPerType: Int = defaultLimitPerType
    ) throws(UserVocabularyError) {
        try self.init(
            database: StateDatabase(
                named: Self.fileName, in: stateDirectory, mode: .secureDelete, migrator: Self.migrator),
            limitPerType: limitPerType)
    }

    /// Opens (creating if needed) the database file at `url` and brings its schema up to date.
    public convenience init(url: URL, limitPerType: Int = defaultLimitPerType) throws(UserVocabularyError) {
        try self.init(
            database: StateDatabase(url: url, mode: .secureDelete, migrator: Self.migrator), limitPerType: limitPerType)
    }

    private init(database: StateDatabase<UserVocabularyProblem>, limitPerType: Int) {
        self.database = database
        self.limitPerType = max(limitPerType, 1)
    }

    /// Schema history. Never edit a registered migration: databases in users' state directories
    /// have run it already; add a new one instead.
    private static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1 user vocabulary strings") { db in
            try db.create(table: "vocabularyString") { table in
                table.column("user", .text).notNull()
                table.column("type", .text).notNull()
                // 0 is the most important string of its user and type.
                table.column("rank", .integer).notNull()
                table.column("string", .text).notNull()
                table.primaryKey(["user", "type", "rank"])
                table.uniqueKey(["user", "type", "string"])
            }
        }
        return migrator
    }

    /// The vocabulary of one user (any non-empty name; surrounding white space is ignored).
    public func vocabulary(for user: String) throws(UserVocabularyError) -> UserVocabulary {
        let name = user.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else { throw UserVocabularyError(path: url.path, problem: .emptyUserName) }
        return UserVocabulary(user: name, store: self)
    }

    /// Users that have any vocabulary stored, sorted.
    public func users() throws(UserVocabularyError) -> [String] {
        try database.read { db in
            try String.fetchAll(db, sql: "SELECT DISTINCT user FROM vocabularyString ORDER BY user")
        }
    }

    // MARK: Queries behind UserVocabulary

    func replace(_ strings: [String], of type: VocabularyStringType, for user: String) throws(UserVocabularyError) {
        try database.write { db in
            // Apps register their vocabulary again after every change of their data, most often
            // with the same strings: an unchanged set is not rewritten (nor synced to disk).
            let stored = try String.fetchAll(
                db, sql: "SELECT string FROM vocabularyString WHERE user = ? AND type = ? ORDER BY rank",
                arguments: [user, type.rawValue])
            guard stored != strings else { return }
            try db.execute(
                sql: "DELETE FROM vocabularyString WHERE user = ? AND type = ?", arguments: [user, type.rawValue])
            for (rank, string) in strings.enumerated() {
                try db.execute(
                    sql: "INSERT INTO vocabularyString (user, type, rank, string) VALUES (?, ?, ?, ?)",
                    arguments: [user, type.rawValue, rank, string])
            }
        }
    }

    func removeAll(for user: String) throws(UserVocabularyError) {
        try database.write { db in try db.execute(sql: "DELETE FROM vocabularyString WHERE user = ?", arguments: [user])
        }
    }

    func strings(of type: VocabularyStringType, for user: String) throws(UserVocabularyError) -> [String] {
        try database.read { db in
            try String.fetchAll(
                db, sql: "SELECT string FROM vocabularyString WHERE user = ? AND type = ? ORDER BY rank",
                arguments: [user, type.rawValue])
        }
    }

}
