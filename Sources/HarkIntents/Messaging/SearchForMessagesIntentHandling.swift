/// What an app implements to search its messages by voice.
public protocol SearchForMessagesIntentHandling: Sendable {
    /// Finds the contact the user named as sender; the default takes any sender or none.
    func resolveSender(for intent: SearchForMessagesIntent) async -> ResolutionResult<Person>
    /// Searches the app's messages; the response lists those found, newest first.
    func handle(intent: SearchForMessagesIntent) async -> SearchForMessagesIntentResponse
}

extension SearchForMessagesIntentHandling {
    /// Any sender, or none: a search without one covers everyone.
    public func resolveSender(for intent: SearchForMessagesIntent) async -> ResolutionResult<Person> {
        intent.sender.map { .success($0) } ?? .notRequired
    }
}
