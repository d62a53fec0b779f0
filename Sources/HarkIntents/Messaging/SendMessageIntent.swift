/// "Send a message to Bobo on MonkeyChat saying send more bananas" (SiriKit's
/// `INSendMessageIntent`): a typed view of the parameters the engine carries.
public struct SendMessageIntent: Hashable, Sendable {
    /// The intent's name, as the definition files and ``IntentHandler/intentName`` write it.
    public static let name = "INSendMessageIntent"

    /// Who the message goes to; empty until the user names someone.
    public var recipients: [Person]
    /// What it says; nil until the user says it.
    public var content: String?

    /// A message to `recipients` saying `content`.
    public init(recipients: [Person] = [], content: String? = nil) {
        self.recipients = recipients
        self.content = content
    }

    /// The typed view of `parameters` as the engine carries them; values of the wrong kind are left out.
    public init(_ parameters: IntentParameters) {
        recipients = parameters["recipients"].compactMap(\.person)
        content = parameters.first("content")?.text
    }
}
