/// What an app implements to send messages by voice (SiriKit's `INSendMessageIntentHandling`).
///
/// Resolution runs recipients first, then content, so a question about the content can name the
/// recipient ("What do you want to say to Bobo?").
public protocol SendMessageIntentHandling: Sendable {
    /// One result per recipient, or one (typically `needsValue`) when none was said.
    func resolveRecipients(for intent: SendMessageIntent) async -> [ResolutionResult<Person>]
    /// Checks the content: typically ``ResolutionResult/needsValue`` when none was said, so the engine asks for it.
    func resolveContent(for intent: SendMessageIntent) async -> ResolutionResult<String>
    /// Checks that the app can send now, before the user is asked to confirm; the default is ready.
    func confirm(intent: SendMessageIntent) async -> SendMessageIntentResponse
    /// Sends the message to every resolved recipient; the response lists the messages sent.
    func handle(intent: SendMessageIntent) async -> SendMessageIntentResponse
}

extension SendMessageIntentHandling {
    /// Ready unless the app says otherwise.
    public func confirm(intent: SendMessageIntent) async -> SendMessageIntentResponse {
        SendMessageIntentResponse(code: .ready)
    }
}
