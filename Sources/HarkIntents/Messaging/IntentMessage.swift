import Foundation

/// A message as the messaging intents report it (SiriKit's `INMessage`): found by a search, or
/// the one just sent.
public struct IntentMessage: Hashable, Sendable, Codable {
    public var identifier: String
    public var content: String
    public var sender: Person?
    public var recipients: [Person]
    public var dateSent: Date
    public var isRead: Bool
    public var isFlagged: Bool

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
