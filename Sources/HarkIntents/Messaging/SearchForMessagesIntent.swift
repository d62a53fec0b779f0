import Foundation

/// "Show my unread messages from Bobo on MonkeyChat" (SiriKit's `INSearchForMessagesIntent`).
public struct SearchForMessagesIntent: Hashable, Sendable {
    public static let name = "INSearchForMessagesIntent"

    public var sender: Person?
    public var attributes: Set<MessageAttribute>
    /// When the messages were sent.
    public var dateTime: DateInterval?

    public init(sender: Person? = nil, attributes: Set<MessageAttribute> = [], dateTime: DateInterval? = nil) {
        self.sender = sender
        self.attributes = attributes
        self.dateTime = dateTime
    }

    public init(_ parameters: IntentParameters) {
        sender = parameters.first("sender")?.person
        attributes = Set(parameters["attributes"].compactMap { $0.choice.flatMap(MessageAttribute.init) })
        dateTime = parameters.first("dateTime")?.dateInterval
    }
}
