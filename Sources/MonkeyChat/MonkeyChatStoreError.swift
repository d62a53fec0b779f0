import HarkStorage
import HarkUserVocabulary

/// Why MonkeyChat's address book or messages could not be read or changed. `path` is the database
/// file, or the JSON file being imported when the problem is in that file, so the message always
/// says which file to look at.
public typealias MonkeyChatStoreError = StateDatabaseError<MonkeyChatStoreProblem>

/// What went wrong with MonkeyChat's address book or messages, by kind.
public enum MonkeyChatStoreProblem: Equatable, Sendable, StateDatabaseProblem {
    /// The state directory could not be created.
    case stateDirectory(StateDirectoryError)
    /// SQLite or the migrations failed (the message is SQLite's).
    case database(String)
    /// An import file could not be opened or read.
    case unreadable(String)
    /// An import file is not JSON, or its top level is not an array.
    case notJSON(String)
    /// Entry `index` (0-based, as in the file's array) of an import file is wrong; `key` is the
    /// offending member, nil when the problem is the entry as a whole.
    case invalidEntry(index: Int, key: String?, MonkeyChatFieldProblem)
    /// A contact passed to `saveContact` has a wrong field.
    case invalidContact(key: String, MonkeyChatFieldProblem)
    /// No contact has this id.
    case unknownContact(id: Int64)
    /// No message has this id.
    case unknownMessage(id: Int64)
    /// A message must go to at least one contact.
    case noRecipients
    /// A message whose content is empty or only white space.
    case emptyContent
    /// The user vocabulary could not be updated from the address book.
    case vocabulary(UserVocabularyError)

    /// The message `hark` prints: the file and what is wrong in it.
    public func message(path: String) -> String {
        switch self {
        case .stateDirectory(let error): return error.description
        case .database(let message): return "\(path): \(message)"
        case .unreadable(let detail): return "\(path): cannot read: \(detail)"
        case .notJSON(let detail): return "\(path): not a JSON array: \(detail)"
        case .invalidEntry(let index, let key, let problem):
            let location = key.map { "[\(index)].\($0)" } ?? "[\(index)]"
            return "\(path): \(location): \(problem)"
        case .invalidContact(let key, let problem): return "\(path): contact \(key): \(problem)"
        case .unknownContact(let id): return "\(path): no contact has id \(id)"
        case .unknownMessage(let id): return "\(path): no message has id \(id)"
        case .noRecipients: return "\(path): a message needs at least one recipient"
        case .emptyContent: return "\(path): the message is empty"
        case .vocabulary(let error): return error.description
        }
    }
}

/// What is wrong with one member of an imported entry or a saved contact.
public enum MonkeyChatFieldProblem: Equatable, Sendable, CustomStringConvertible {
    /// The entry is not a JSON object.
    case notAnObject
    /// A required member is absent (or null).
    case missing
    /// A string that must say something is empty or only white space.
    case empty
    /// The value has another JSON type than the format prescribes.
    case wrongType(expected: String, found: String)
    /// A member the format does not have: most likely a misspelt one, which would otherwise
    /// be dropped without a word.
    case unknownKey(allowed: [String])
    /// Not an ISO 8601 date and time with a time zone.
    case invalidDate(String)
    /// A date outside the years 0001–9999 (UTC), which the database cannot give back as stored.
    case dateOutOfRange(String)
    /// Explicit phones (`/…/`) naming something that is not an ARPAbet phone, or no phone.
    case invalidPronunciation(String)
    /// The same full name (compared ignoring case) as entry `firstIndex`: full names identify
    /// contacts, so the file would describe one contact twice.
    case duplicateFullName(firstIndex: Int)
    /// A message sender that is neither the full name nor the screen name of any contact.
    case unknownContact(String)
    /// A message sender given by a screen name that several contacts share.
    case ambiguousContact(String, fullNames: [String])

    public var description: String {
        switch self {
        case .notAnObject: return "expected an object"
        case .missing: return "missing"
        case .empty: return "empty"
        case .wrongType(let expected, let found): return "expected \(expected), found \(found)"
        case .unknownKey(let allowed): return "unknown key (the format has \(allowed.joined(separator: ", ")))"
        case .invalidDate(let text):
            return "'\(text)' is not an ISO 8601 date and time with a time zone, e.g. 2025-06-02T08:30:00Z"
        case .dateOutOfRange(let text):
            return "'\(text)' is outside the years 0001–9999 (UTC) a date can be stored with"
        case .invalidPronunciation(let detail): return "invalid pronunciation: \(detail)"
        case .duplicateFullName(let firstIndex): return "same full name as [\(firstIndex)]"
        case .unknownContact(let name): return "no contact has the full name or screen name '\(name)'"
        case .ambiguousContact(let name, let fullNames):
            return "'\(name)' is the screen name of \(fullNames.joined(separator: ", ")); give the full name"
        }
    }
}
