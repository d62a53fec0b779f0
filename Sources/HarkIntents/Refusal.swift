/// Why the engine would not run a request at all.
public enum Refusal: Hashable, Sendable {
    /// The intent is restricted while the device is locked.
    case deviceLocked
    /// The app lacks the user's permission.
    case notAuthorized(AuthorizationStatus)
    /// The app is registered but has no handler for the intent.
    case unsupportedIntent
    /// The request named an app that is not registered.
    case appNotRegistered
    /// No app was named and the request fits no domain an app could serve.
    case noApp
    /// The request is of a domain (`rideBooking`, …) that no registered app serves.
    case noAppForDomain(String)
    /// Nothing intelligible was heard.
    case notUnderstood
    /// A reading was found, but these words of the request (in the order said) fit none of its
    /// intent's phrasings and may change what it asks ("don't", "tomorrow"): nothing was done.
    case unexplainedWords([String])
    /// The request's `parameter` of `intent` was heard as a value its list lacks: SiriKit's
    /// `unsupported`, said with the values the list knows, and nothing done.
    case valueOutsideList(intent: String, parameter: String, known: [String])

    /// A stable name for JSON output and response templates.
    public var name: String {
        switch self {
        case .deviceLocked: "deviceLocked"
        case .notAuthorized: "notAuthorized"
        case .unsupportedIntent: "unsupportedIntent"
        case .appNotRegistered: "appNotRegistered"
        case .noApp: "noApp"
        case .noAppForDomain: "noAppForDomain"
        case .notUnderstood: "notUnderstood"
        case .unexplainedWords: "unexplainedWords"
        case .valueOutsideList: "valueOutsideList"
        }
    }
}
