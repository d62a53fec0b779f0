/// What an app implements to search its messages by voice.
public protocol SearchForMessagesIntentHandling: Sendable {
    func resolveSender(for intent: SearchForMessagesIntent) async -> ResolutionResult<Person>
    func handle(intent: SearchForMessagesIntent) async -> SearchForMessagesIntentResponse
}

extension SearchForMessagesIntentHandling {
    /// Any sender, or none: a search without one covers everyone.
    public func resolveSender(for intent: SearchForMessagesIntent) async -> ResolutionResult<Person> {
        intent.sender.map { .success($0) } ?? .notRequired
    }
}
