/// What an app implements to mark messages read, unread or flagged by voice.
public protocol SetMessageAttributeIntentHandling: Sendable {
    /// Checks the attribute; the default takes it as said and asks for it when none was.
    func resolveAttribute(for intent: SetMessageAttributeIntent) async -> ResolutionResult<MessageAttribute>
    /// Finds the contact the user named as sender; the default takes any sender or none.
    func resolveSender(for intent: SetMessageAttributeIntent) async -> ResolutionResult<Person>
    /// Marks the matching messages; the response says how many changed.
    func handle(intent: SetMessageAttributeIntent) async -> SetMessageAttributeIntentResponse
}

extension SetMessageAttributeIntentHandling {
    /// The attribute as said, or ``ResolutionResult/needsValue`` when none was.
    public func resolveAttribute(for intent: SetMessageAttributeIntent) async -> ResolutionResult<MessageAttribute> {
        intent.attribute.map { .success($0) } ?? .needsValue
    }

    /// The sender as said, or none: every sender's messages.
    public func resolveSender(for intent: SetMessageAttributeIntent) async -> ResolutionResult<Person> {
        intent.sender.map { .success($0) } ?? .notRequired
    }
}
