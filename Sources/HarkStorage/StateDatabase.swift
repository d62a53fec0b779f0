import Foundation
import GRDB

/// One SQLite file in the state directory, opened the way Hark's stores need it and migrated to
/// the newest schema; read and written through GRDB, failures reported as the store's own problem
/// with the file's path.
///
/// In HarkStorage with `StateDirectory`, apart from the vocabulary and the parsers, so that only
/// the stores (the user vocabulary, the assistant settings, the sample apps) link GRDB.
///
/// Every write is one transaction, so a failed change leaves no part of itself behind. A writer
/// waits up to five seconds for another process's write instead of failing with "database is
/// locked". Foreign keys are enforced.
public final class StateDatabase<Problem: StateDatabaseProblem>: Sendable {
    /// What opening, reading and writing throw: the file's path and the store's problem.
    public typealias Failure = StateDatabaseError<Problem>

    /// The database file.
    public let url: URL
    private let queue: DatabaseQueue

    /// Opens (creating if needed) the file `fileName` in `directory`, creating the directory too.
    public convenience init(
        named fileName: String, in directory: StateDirectory, mode: StateDatabaseMode = .writeAheadLog,
        migrator: DatabaseMigrator
    ) throws(Failure) {
        let url = directory.file(named: fileName)
        do {
            try directory.create()
        } catch {
            throw Failure(path: url.path, problem: .stateDirectory(error))
        }
        try self.init(url: url, mode: mode, migrator: migrator)
    }

    /// Opens (creating if needed) the database file at `url` and runs the migrations of `migrator`
    /// it has not run yet.
    public init(url: URL, mode: StateDatabaseMode = .writeAheadLog, migrator: DatabaseMigrator) throws(Failure) {
        self.url = url
        var configuration = Configuration()
        configuration.busyMode = .timeout(5)
        configuration.foreignKeysEnabled = true
        configuration.prepareDatabase { db in try Self.prepare(db, mode: mode) }
        do {
            queue = try DatabaseQueue(path: url.path, configuration: configuration)
            try migrator.migrate(queue)
        } catch {
            throw Self.failure(error, path: url.path)
        }
    }

    /// Reads with `body`. A `Failure` thrown by `body` reaches the caller unchanged.
    public func read<T>(_ body: (Database) throws -> T) throws(Failure) -> T {
        do {
            return try queue.read(body)
        } catch {
            throw Self.failure(error, path: url.path)
        }
    }

    /// One transaction: all of `body` or nothing. A `Failure` thrown by `body` rolls the
    /// transaction back and reaches the caller unchanged.
    public func write<T>(_ body: (Database) throws -> T) throws(Failure) -> T {
        do {
            return try queue.write(body)
        } catch {
            throw Self.failure(error, path: url.path)
        }
    }

    /// Sets up every connection; see `StateDatabaseMode` for why each pragma.
    private static func prepare(_ db: Database, mode: StateDatabaseMode) throws {
        switch mode {
        case .writeAheadLog:
            let journalMode = try String.fetchOne(db, sql: "PRAGMA journal_mode = WAL")
            guard journalMode == "wal" else {
                throw DatabaseError(message: "cannot use write-ahead logging (journal mode \(journalMode ?? "?"))")
            }
        case .secureDelete:
            try db.execute(sql: "PRAGMA secure_delete = ON")
        }
        try db.execute(sql: "PRAGMA synchronous = FULL")
    }

    private static func failure(_ error: any Error, path: String) -> Failure {
        if let failure = error as? Failure { return failure }
        let message =
            if let databaseError = error as? DatabaseError {
                databaseError.message ?? databaseError.description
            } else {
                String(describing: error)
            }
        return Failure(path: path, problem: .database(message))
    }
}
