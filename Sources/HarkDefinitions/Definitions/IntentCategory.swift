/// What kind of action a custom intent performs, as the category of a SiriKit custom intent: it
/// decides the verb the assistant uses for it ("order", "start", …) and, for `order`, that the
/// user is asked before anything is bought.
public enum IntentCategory: String, Hashable, Sendable, CaseIterable, Codable {
    /// Do, run, go.
    case generic
    /// View, open.
    case information
    /// Order, buy, book.
    case order
    /// Start, navigate.
    case start
    /// Share, post, send.
    case share
    /// Create, add.
    case create
    /// Search, find, filter.
    case search
    /// Download, get.
    case download
    /// Set, request, toggle, check in.
    case other
}
