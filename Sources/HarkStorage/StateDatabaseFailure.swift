/// The error type of a store built on `StateDatabase`: the database file's path and a problem that
/// can say the state directory could not be created or SQLite failed. Each store keeps its own
/// error type, so that its callers see one error for the store whatever went wrong; conforming
/// only names that type's two problems, the enum cases witnessing `StateDatabaseProblem`.
public protocol StateDatabaseFailure: Error {
    associatedtype Problem: StateDatabaseProblem
    init(path: String, problem: Problem)
}

/// The two problems every store's error has for its database.
public protocol StateDatabaseProblem {
    /// The state directory holding the file could not be created.
    static func stateDirectory(_ error: StateDirectoryError) -> Self
    /// SQLite or a migration failed; the message is SQLite's.
    static func database(_ message: String) -> Self
}
