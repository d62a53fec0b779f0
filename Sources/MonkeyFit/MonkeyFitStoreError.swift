import HarkStorage
import HarkUserVocabulary
import HarkVocabulary

/// Why MonkeyFit's workouts or sessions could not be read or changed. `path` is the database file,
/// or the vocabulary file being installed when the problem is in that file, so the message always
/// says which file to look at.
public typealias MonkeyFitStoreError = StateDatabaseError<MonkeyFitStoreProblem>

/// What went wrong with MonkeyFit's workouts or sessions, by kind.
public enum MonkeyFitStoreProblem: Equatable, Sendable, StateDatabaseProblem {
    /// The state directory could not be created.
    case stateDirectory(StateDirectoryError)
    /// SQLite or the migrations failed (the message is SQLite's).
    case database(String)
    /// The app's `AppIntentVocabulary.plist` could not be read.
    case catalogue(AppIntentVocabularyError)
    /// A workout name that is empty or only white space.
    case emptyName
    /// The name (compared ignoring case, spaces and punctuation) already names another workout.
    case duplicateName(String, identifier: String)
    /// No workout has this identifier.
    case unknownWorkout(identifier: String)
    /// Workouts from the app's vocabulary belong to the app; only the user's own are removed.
    case notUserWorkout(identifier: String)
    /// A workout is going already (running or paused); only one at a time.
    case ongoingWorkout(identifier: String)
    /// No workout is in the state the change needs: running to pause, paused to resume,
    /// running or paused to end.
    case noMatchingSession
    /// The user vocabulary could not be updated from the workouts.
    case vocabulary(UserVocabularyError)

    /// The message `hark` prints: the file and what is wrong with it.
    public func message(path: String) -> String {
        switch self {
        case .stateDirectory(let error): return error.description
        case .database(let message): return "\(path): \(message)"
        case .catalogue(let error): return error.description
        case .emptyName: return "\(path): a workout name cannot be empty"
        case .duplicateName(let name, let identifier): return "\(path): '\(name)' already names workout \(identifier)"
        case .unknownWorkout(let identifier): return "\(path): no workout has identifier \(identifier)"
        case .notUserWorkout(let identifier):
            return "\(path): \(identifier) comes with the app's vocabulary; only your own workouts can be removed"
        case .ongoingWorkout(let identifier): return "\(path): workout \(identifier) is still going; end it first"
        case .noMatchingSession: return "\(path): no workout is in a state to do that"
        case .vocabulary(let error): return error.description
        }
    }
}
