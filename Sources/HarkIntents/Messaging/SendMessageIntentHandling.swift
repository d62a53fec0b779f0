/// What an app implements to send messages by voice (SiriKit's `INSendMessageIntentHandling`).
///
/// Resolution runs recipients first, then content, so a question about the content can name the
/// recipient ("What do you want to say to Bobo?").
public protocol SendMessageIntentHandling: Sendable {
    /// One result per recipient, or one (typically `needsValue`) when none was said.
    func resolveRecipients(for intent: SendMessageIntent) async -> [ResolutionResult<Person>]
    func resolveContent(for intent: SendMessageIntent) async -> ResolutionResult<String>
    func confirm(intent: SendMessageIntent) async -> SendMessageIntentResponse
    func handle(intent: SendMessageIntent) async -> SendMessageIntentResponse
}

extension SendMessageIntentHandling {
    /// Ready unless the app says otherwise.
    public func confirm(intent: SendMessageIntent) async -> SendMessageIntentResponse {
        SendMessageIntentResponse(code: .ready)
    }
}
