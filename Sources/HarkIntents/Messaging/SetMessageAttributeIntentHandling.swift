/// What an app implements to mark messages read, unread or flagged by voice.
public protocol SetMessageAttributeIntentHandling: Sendable {
    func resolveAttribute(for intent: SetMessageAttributeIntent) async -> ResolutionResult<MessageAttribute>
    func resolveSender(for intent: SetMessageAttributeIntent) async -> ResolutionResult<Person>
    func handle(intent: SetMessageAttributeIntent) async -> SetMessageAttributeIntentResponse
}

extension SetMessageAttributeIntentHandling {
    public func resolveAttribute(for intent: SetMessageAttributeIntent) async -> ResolutionResult<MessageAttribute> {
        intent.attribute.map { .success($0) } ?? .needsValue
    }

    public func resolveSender(for intent: SetMessageAttributeIntent) async -> ResolutionResult<Person> {
        intent.sender.map { .success($0) } ?? .notRequired
    }
}
