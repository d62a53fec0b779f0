import Foundation
import GRDB
import HarkStorage
import HarkTestSupport
import HarkUserVocabulary
import HarkVocabulary
import Testing

/// The settings every store's durability rests on, and how failures reach the store's own error
/// type (here `UserVocabularyError`, one of the stores' real ones).
@Suite struct StateDatabaseTests {
    private typealias VocabularyStateDatabase = StateDatabase<UserVocabularyProblem>

    /// A parent and a child table, so foreign keys have something to refuse.
    private static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1 parent and child") { db in
            try db.create(table: "parent") { table in table.autoIncrementedPrimaryKey("id") }
            try db.create(table: "child") { table in
                table.autoIncrementedPrimaryKey("id")
                table.column("parentID", .integer).notNull().references("parent")
            }
        }
        return migrator
    }

    private static func pragma(_ name: String, in database: VocabularyStateDatabase) throws -> String {
        try database.read { db in try String.fetchOne(db, sql: "PRAGMA \(name)") ?? "" }
    }

    @Test func writeAheadLogModeSyncsEveryCommit() throws {
        let directory = try ScratchDirectory()
        defer { directory.remove() }
        let database = try VocabularyStateDatabase(url: directory.file("wal.sqlite"), migrator: Self.migrator)
        try database.write { db in try db.execute(sql: "INSERT INTO parent DEFAULT VALUES") }
        #expect(try Self.pragma("journal_mode", in: database) == "wal")
        // 2 is FULL; GRDB's own WAL setting would leave 1, NORMAL.
        #expect(try Self.pragma("synchronous", in: database) == "2")
        #expect(try Self.pragma("foreign_keys", in: database) == "1")
        #expect(FileManager.default.fileExists(atPath: directory.file("wal.sqlite-wal").path))
    }

    @Test func secureDeleteModeKeepsTheRollbackJournal() throws {
        let directory = try ScratchDirectory()
        defer { directory.remove() }
        let database = try VocabularyStateDatabase(
            url: directory.file("erase.sqlite"), mode: .secureDelete, migrator: Self.migrator)
        #expect(try Self.pragma("journal_mode", in: database) == "delete")
        #expect(try Self.pragma("secure_delete", in: database) == "1")
        #expect(try Self.pragma("synchronous", in: database) == "2")
        #expect(try Self.pragma("foreign_keys", in: database) == "1")
    }

    @Test func migrationsRunOnceAcrossReopening() throws {
        let directory = try ScratchDirectory()
        defer { directory.remove() }
        let url = directory.file("state.sqlite")
        try VocabularyStateDatabase(url: url, migrator: Self.migrator).write { db in
            try db.execute(sql: "INSERT INTO parent DEFAULT VALUES")
        }
        let reopened = try VocabularyStateDatabase(url: url, migrator: Self.migrator)
        #expect(try reopened.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM parent") } == 1)
        #expect(try reopened.read { db in try Self.migrator.appliedMigrations(db) } == ["v1 parent and child"])
    }

    /// The store's own error thrown inside a write rolls it back and reaches the caller as it was.
    @Test func aFailureThrownByTheBodyRollsBackAndPassesUnchanged() throws {
        let directory = try ScratchDirectory()
        defer { directory.remove() }
        let database = try VocabularyStateDatabase(url: directory.file("state.sqlite"), migrator: Self.migrator)
        let thrown = UserVocabularyError(path: "elsewhere", problem: .emptyUserName)
        #expect(throws: thrown) {
            try database.write { db in
                try db.execute(sql: "INSERT INTO parent DEFAULT VALUES")
                throw thrown
            }
        }
        #expect(try database.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM parent") } == 0)
    }

    @Test func sqliteFailuresNameTheFileAndSayWhat() throws {
        let directory = try ScratchDirectory()
        defer { directory.remove() }
        let url = directory.file("state.sqlite")
        let database = try VocabularyStateDatabase(url: url, migrator: Self.migrator)
        let orphan = #expect(throws: UserVocabularyError.self) {
            try database.write { db in try db.execute(sql: "INSERT INTO child (parentID) VALUES (42)") }
        }
        #expect(orphan == UserVocabularyError(path: url.path, problem: .database("FOREIGN KEY constraint failed")))
        let missing = #expect(throws: UserVocabularyError.self) {
            try database.read { db in try Row.fetchAll(db, sql: "SELECT * FROM nowhere") }
        }
        #expect(missing == UserVocabularyError(path: url.path, problem: .database("no such table: nowhere")))
    }

    @Test func aFileThatIsNotADatabaseIsReportedWithItsPath() throws {
        let directory = try ScratchDirectory()
        defer { directory.remove() }
        let url = directory.file("state.sqlite")
        try Data(repeating: 0x41, count: 4096).write(to: url)
        let error = #expect(throws: UserVocabularyError.self) {
            try VocabularyStateDatabase(url: url, migrator: Self.migrator)
        }
        #expect(error?.path == url.path)
        guard case .database(let message)? = error?.problem else {
            Issue.record("expected a database problem, got \(String(describing: error))")
            return
        }
        #expect(message.contains("not a database"))
    }

    @Test func namedFileCreatesThePrivateStateDirectory() throws {
        let directory = try ScratchDirectory()
        defer { directory.remove() }
        let state = StateDirectory(url: directory.url.appendingPathComponent("a/hark"))
        let database = try VocabularyStateDatabase(named: "state.sqlite", in: state, migrator: Self.migrator)
        #expect(database.url == state.file(named: "state.sqlite"))
        let attributes = try FileManager.default.attributesOfItem(atPath: state.url.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o700)
        #expect(FileManager.default.fileExists(atPath: database.url.path))
    }

    @Test func aStateDirectoryThatCannotBeMadeIsReportedForTheFile() throws {
        let directory = try ScratchDirectory()
        defer { directory.remove() }
        let blocker = directory.file("hark")
        try Data().write(to: blocker)
        let state = StateDirectory(url: blocker)
        let error = #expect(throws: UserVocabularyError.self) {
            try VocabularyStateDatabase(named: "state.sqlite", in: state, migrator: Self.migrator)
        }
        #expect(error?.path == state.file(named: "state.sqlite").path)
        guard case .stateDirectory(let cause)? = error?.problem else {
            Issue.record("expected a state directory problem, got \(String(describing: error))")
            return
        }
        #expect(cause.path == blocker.path)
    }

    /// Another process holding the write lock for a moment delays a write instead of failing it
    /// with "database is locked".
    @Test func aWriterWaitsForAnotherOne() throws {
        let directory = try ScratchDirectory()
        defer { directory.remove() }
        let url = directory.file("state.sqlite")
        let database = try VocabularyStateDatabase(url: url, migrator: Self.migrator)
        let other = try DatabaseQueue(path: url.path)
        let locked = DispatchSemaphore(value: 0)
        let committed = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            try? other.write { db in
                try db.execute(sql: "INSERT INTO parent DEFAULT VALUES")
                locked.signal()
                Thread.sleep(forTimeInterval: 0.5)
            }
            committed.signal()
        }
        locked.wait()
        let start = Date()
        try database.write { db in try db.execute(sql: "INSERT INTO parent DEFAULT VALUES") }
        #expect(Date().timeIntervalSince(start) >= 0.4)
        committed.wait()
        #expect(try database.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM parent") } == 2)
    }
}
