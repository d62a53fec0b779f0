import HarkIntents

/// Soup Chef's own response codes, beside the ones every intent has (the custom codes of the intent
/// definition's response).
extension IntentResponseCode {
    /// The soup is on the menu but sold out; the response's `soup` says which.
    public static let failureSoupUnavailable = IntentResponseCode(rawValue: "failureSoupUnavailable")
}
