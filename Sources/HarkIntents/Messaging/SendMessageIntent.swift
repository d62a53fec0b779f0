/// "Send a message to Bobo on MonkeyChat saying send more bananas" (SiriKit's
/// `INSendMessageIntent`): a typed view of the parameters the engine carries.
public struct SendMessageIntent: Hashable, Sendable {
    public static let name = "INSendMessageIntent"

    public var recipients: [Person]
    public var content: String?

    public init(recipients: [Person] = [], content: String? = nil) {
        self.recipients = recipients
        self.content = content
    }

    public init(_ parameters: IntentParameters) {
        recipients = parameters["recipients"].compactMap(\.person)
        content = parameters.first("content")?.text
    }
}
