/// The error type of a store built on `StateDatabase`: the database file's path and a problem that
/// can say the state directory could not be created or SQLite failed. Each store keeps its own
/// error type, so that its callers see one error for the store whatever went wrong; conforming
/// only names that type's two problems, the enum cases witnessing `StateDatabaseProblem`.
public protocol StateDatabaseFailure: Error {
    /// The error's problem type: an enum with a case for each of ``StateDatabaseProblem``'s two problems, and the
    /// store's own.
    associatedtype Problem: StateDatabaseProblem
    /// The error for `problem` with the database file at `path`, made by ``StateDatabase`` when opening, reading or
    /// writing fails.
    init(path: String, problem: Problem)
}

/// The two problems every store's error has for its database.
public protocol StateDatabaseProblem {
    /// The state directory holding the file could not be created.
    static func stateDirectory(_ error: StateDirectoryError) -> Self
    /// SQLite or a migration failed; the message is SQLite's.
    static func database(_ message: String) -> Self
}
