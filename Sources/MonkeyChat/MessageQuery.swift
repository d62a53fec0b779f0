import Foundation

/// Which messages `MonkeyChatStore.messages(matching:)` returns: those meeting every condition
/// given, newest first. The empty query matches every message.
public struct MessageQuery: Hashable, Sendable {
    /// Only messages sent by one of these contacts; nil for any sender, the user included.
    public var senderIDs: Set<Int64>?
    /// Only messages with every one of these attributes; a contradictory pair (read and unread)
    /// matches nothing, as it would in a person's hands.
    public var attributes: Set<MessageAttribute>
    /// Only messages dated within this interval, both ends included.
    public var dates: DateInterval?
    /// At most this many: the newest.
    public var limit: Int?

    public init(
        senderIDs: Set<Int64>? = nil, attributes: Set<MessageAttribute> = [], dates: DateInterval? = nil,
        limit: Int? = nil
    ) {
        self.senderIDs = senderIDs
        self.attributes = attributes
        self.dates = dates
        self.limit = limit
    }
}
