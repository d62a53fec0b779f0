/// A state of a message the user can search by and set, as SiriKit's `INMessageAttribute` has
/// them. The raw values are the `message-attribute` values of the MonkeyChat intent definitions.
public enum MessageAttribute: String, CaseIterable, Hashable, Sendable {
    case read
    case unread
    case flagged
    case unflagged

    /// The message column the attribute is about.
    var column: String {
        switch self {
        case .read, .unread: "isRead"
        case .flagged, .unflagged: "isFlagged"
        }
    }

    /// The column's value when a message has the attribute.
    var columnValue: Bool {
        switch self {
        case .read, .flagged: true
        case .unread, .unflagged: false
        }
    }
}
