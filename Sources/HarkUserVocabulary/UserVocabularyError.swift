import HarkStorage
import HarkVocabulary

/// Why user vocabulary could not be read or changed.
public typealias UserVocabularyError = StateDatabaseError<UserVocabularyProblem>

/// What went wrong with user vocabulary, by kind.
public enum UserVocabularyProblem: Equatable, Sendable, StateDatabaseProblem {
    /// The state directory could not be created.
    case stateDirectory(StateDirectoryError)
    /// SQLite or the migrations failed (the message is SQLite's).
    case database(String)
    /// A user name that is empty or only white space.
    case emptyUserName
    /// The string at `index` (0-based) of a `setVocabularyStrings` call is empty or only
    /// white space: it names nothing a user could say.
    case emptyString(type: VocabularyStringType, index: Int)

    /// The path and SQLite's message, or which string is empty.
    public func message(path: String) -> String {
        switch self {
        case .stateDirectory(let error): return error.description
        case .database(let message): return "\(path): \(message)"
        case .emptyUserName: return "\(path): the user name is empty"
        case .emptyString(let type, let index): return "\(type.rawValue) string \(index + 1) is empty"
        }
    }
}
