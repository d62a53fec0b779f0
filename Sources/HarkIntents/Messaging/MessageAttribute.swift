/// A state a message can be marked with or searched by (SiriKit's `INMessageAttribute`). The raw
/// values are the canonical values of the `message-attribute` type in the definition files.
public enum MessageAttribute: String, Hashable, Sendable, Codable, CaseIterable {
    /// Read or not, flagged or not.
    case read, unread, flagged, unflagged
}
