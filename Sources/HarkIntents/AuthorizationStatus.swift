/// Whether the user lets an app work with the assistant, as SiriKit's
/// `INSiriAuthorizationStatus`. Only an authorized app has its intents handled and its
/// user vocabulary registered.
public enum AuthorizationStatus: String, Hashable, Sendable, Codable, CaseIterable {
    /// The user has not been asked yet.
    case notDetermined
    /// The user said no.
    case denied
    /// A policy (parental controls, device management) forbids it; the user cannot change it.
    case restricted
    /// The user lets the app work with the assistant: its intents are handled and its user vocabulary registered.
    case authorized
}
