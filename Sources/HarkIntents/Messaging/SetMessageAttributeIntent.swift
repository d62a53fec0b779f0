/// "Mark my messages from Bobo as read on MonkeyChat" (SiriKit's `INSetMessageAttributeIntent`).
public struct SetMessageAttributeIntent: Hashable, Sendable {
    /// The intent's name, as the definition files and ``IntentHandler/intentName`` write it.
    public static let name = "INSetMessageAttributeIntent"

    /// The state to mark the messages with; nil until the user says it.
    public var attribute: MessageAttribute?
    /// Only messages from this sender; nil for all.
    public var sender: Person?

    /// A request to mark the messages (of `sender`, or all) with `attribute`.
    public init(attribute: MessageAttribute? = nil, sender: Person? = nil) {
        self.attribute = attribute
        self.sender = sender
    }

    /// The typed view of `parameters` as the engine carries them; values of the wrong kind are left out.
    public init(_ parameters: IntentParameters) {
        attribute = parameters.first("attribute")?.choice.flatMap(MessageAttribute.init)
        sender = parameters.first("sender")?.person
    }
}
