/// "Mark my messages from Bobo as read on MonkeyChat" (SiriKit's `INSetMessageAttributeIntent`).
public struct SetMessageAttributeIntent: Hashable, Sendable {
    public static let name = "INSetMessageAttributeIntent"

    public var attribute: MessageAttribute?
    /// Only messages from this sender; nil for all.
    public var sender: Person?

    public init(attribute: MessageAttribute? = nil, sender: Person? = nil) {
        self.attribute = attribute
        self.sender = sender
    }

    public init(_ parameters: IntentParameters) {
        attribute = parameters.first("attribute")?.choice.flatMap(MessageAttribute.init)
        sender = parameters.first("sender")?.person
    }
}
