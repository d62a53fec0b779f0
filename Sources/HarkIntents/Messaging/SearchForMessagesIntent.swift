import Foundation

/// "Show my unread messages from Bobo on MonkeyChat" (SiriKit's `INSearchForMessagesIntent`).
public struct SearchForMessagesIntent: Hashable, Sendable {
    /// The intent's name, as the definition files and ``IntentHandler/intentName`` write it.
    public static let name = "INSearchForMessagesIntent"

    /// Only messages from this sender; nil for any.
    public var sender: Person?
    /// Only messages with every one of these attributes; empty for any.
    public var attributes: Set<MessageAttribute>
    /// When the messages were sent.
    public var dateTime: DateInterval?

    /// A search with the given criteria; nil and empty match everything.
    public init(sender: Person? = nil, attributes: Set<MessageAttribute> = [], dateTime: DateInterval? = nil) {
        self.sender = sender
        self.attributes = attributes
        self.dateTime = dateTime
    }

    /// The typed view of `parameters` as the engine carries them; values of the wrong kind are left out.
    public init(_ parameters: IntentParameters) {
        sender = parameters.first("sender")?.person
        attributes = Set(parameters["attributes"].compactMap { $0.choice.flatMap(MessageAttribute.init) })
        dateTime = parameters.first("dateTime")?.dateInterval
    }
}
