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
    /// The request fits a domain but no registered app serves it, or no app was named.
    case noApp
    /// Nothing intelligible was heard.
    case notUnderstood

    /// A stable name for JSON output and response templates.
    public var name: String {
        switch self {
        case .deviceLocked: "deviceLocked"
        case .notAuthorized: "notAuthorized"
        case .unsupportedIntent: "unsupportedIntent"
        case .appNotRegistered: "appNotRegistered"
        case .noApp: "noApp"
        case .notUnderstood: "notUnderstood"
        }
    }
}
