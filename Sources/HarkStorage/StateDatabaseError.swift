/// The error of a store built on ``StateDatabase``: the file concerned and what went wrong. Each
/// store names its own problems, an enum with the two every store has (``StateDatabaseProblem``)
/// and its own, so that its callers see one error type for the store whatever went wrong.
public struct StateDatabaseError<Problem: StateDatabaseProblem>: Error, CustomStringConvertible {
    /// The file concerned: the database, or the file being read into it when the problem is there,
    /// so that the message always says which file to look at.
    public let path: String
    /// What went wrong.
    public let problem: Problem

    /// An error for `problem` with the file at `path`.
    public init(path: String, problem: Problem) {
        self.path = path
        self.problem = problem
    }

    /// The message `hark` prints: the problem, said of the file.
    public var description: String { problem.message(path: path) }
}

extension StateDatabaseError: Equatable where Problem: Equatable {}

/// What can go wrong with a store: the two problems every store has for its database, and the
/// store's own.
public protocol StateDatabaseProblem: Sendable {
    /// The state directory holding the file could not be created.
    static func stateDirectory(_ error: StateDirectoryError) -> Self
    /// SQLite or a migration failed; the message is SQLite's.
    static func database(_ message: String) -> Self
    /// The problem as `hark` prints it, said of the file at `path` (a problem of the directory
    /// names the directory instead).
    func message(path: String) -> String
}
