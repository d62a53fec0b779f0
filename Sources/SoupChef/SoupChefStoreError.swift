import HarkStorage

/// Why Soup Chef's menu, orders, donations or shortcuts could not be read or changed. `path` is the
/// database file, or the menu file when the problem is in it, so the message says which file.
public typealias SoupChefStoreError = StateDatabaseError<SoupChefStoreProblem>

/// What went wrong with Soup Chef's menu, orders, donations or shortcuts, by kind.
public enum SoupChefStoreProblem: Equatable, Sendable, StateDatabaseProblem {
    /// The state directory could not be created.
    case stateDirectory(StateDirectoryError)
    /// SQLite or the migrations failed (the message is SQLite's).
    case database(String)
    /// The menu file could not be read or is not a menu.
    case menuFile(String)
    /// No menu item has this identifier.
    case unknownMenuItem(String)
    /// No topping has this identifier.
    case unknownOption(String)
    /// The menu item is sold out.
    case unavailable(String)
    /// Orders are for 1 to ``SoupChefStore/maximumQuantity`` soups.
    case invalidQuantity(Int)
    /// No order has this id.
    case unknownOrder(Int64)
    /// No donation has this identifier.
    case unknownDonation(String)
    /// A voice shortcut's phrase has no words.
    case emptyPhrase
    /// Another voice shortcut already answers to this (normalized) phrase.
    case duplicatePhrase(String)
    /// No voice shortcut answers to this phrase.
    case unknownShortcut(String)

    /// The message `hark` prints: the file and what is wrong with it.
    public func message(path: String) -> String {
        let detail: String
        switch self {
        case .stateDirectory(let error): return error.description
        case .database(let message): detail = message
        case .menuFile(let message): detail = "not a menu: \(message)"
        case .unknownMenuItem(let item): detail = "no menu item '\(item)'"
        case .unknownOption(let option): detail = "no topping '\(option)'"
        case .unavailable(let item): detail = "'\(item)' is not available"
        case .invalidQuantity(let quantity):
            detail = "cannot order \(quantity) soups (1 to \(SoupChefStore.maximumQuantity))"
        case .unknownOrder(let id): detail = "no order has id \(id)"
        case .unknownDonation(let identifier): detail = "no donation has identifier \(identifier)"
        case .emptyPhrase: detail = "a shortcut phrase needs at least one word"
        case .duplicatePhrase(let phrase): detail = "the shortcut phrase '\(phrase)' is already in use"
        case .unknownShortcut(let phrase): detail = "no shortcut has the phrase '\(phrase)'"
        }
        return "\(path): \(detail)"
    }
}
