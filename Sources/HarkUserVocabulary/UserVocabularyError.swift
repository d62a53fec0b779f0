import HarkStorage
import HarkVocabulary

/// Why user vocabulary could not be read or changed.
public struct UserVocabularyError: Error, Equatable, Sendable, CustomStringConvertible, StateDatabaseFailure {
    /// What went wrong, by kind.
    public enum Problem: Equatable, Sendable, StateDatabaseProblem {
        /// The state directory could not be created.
        case stateDirectory(StateDirectoryError)
        /// SQLite or the migrations failed (the message is SQLite's).
        case database(String)
        /// A user name that is empty or only white space.
        case emptyUserName
        /// The string at `index` (0-based) of a `setVocabularyStrings` call is empty or only
        /// white space: it names nothing a user could say.
        case emptyString(type: VocabularyStringType, index: Int)
    }

    /// The database file concerned.
    public let path: String
    /// What went wrong.
    public let problem: Problem

    /// An error for `problem` with the database file at `path`.
    public init(path: String, problem: Problem) {
        self.path = path
        self.problem = problem
    }

    /// The message `hark` prints: the path and SQLite's message, or which string is empty.
    public var description: String {
        switch problem {
        case .stateDirectory(let error): return error.description
        case .database(let message): return "\(path): \(message)"
        case .emptyUserName: return "\(path): the user name is empty"
        case .emptyString(let type, let index): return "\(type.rawValue) string \(index + 1) is empty"
        }
    }
}
