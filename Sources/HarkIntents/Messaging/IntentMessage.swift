import Foundation

/// A message as the messaging intents report it (SiriKit's `INMessage`): found by a search, or
/// the one just sent.
public struct IntentMessage: Hashable, Sendable, Codable {
    /// The app's identifier for the message.
    public var identifier: String
    /// The message's text.
    public var content: String
    /// Who sent it; nil when the app does not say (a message the user sent).
    public var sender: Person?
    /// Who it was sent to.
    public var recipients: [Person]
    /// When it was sent.
    public var dateSent: Date
    /// Whether the user has read it; true unless given.
    public var isRead: Bool
    /// Whether it is flagged; false unless given.
    public var isFlagged: Bool

    /// A message with the given parts.
    public init(
        identifier: String, content: String, sender: Person?, recipients: [Person], dateSent: Date,
        isRead: Bool = true, isFlagged: Bool = false
    ) {
        self.identifier = identifier
        self.content = content
        self.sender = sender
        self.recipients = recipients
        self.dateSent = dateSent
        self.isRead = isRead
        self.isFlagged = isFlagged
    }
}
