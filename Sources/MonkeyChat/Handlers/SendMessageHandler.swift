import Foundation
import HarkIntents

/// Sends MonkeyChat messages by voice: "MonkeyChat Bobo send more bananas".
///
/// Recipients resolve through ``ContactResolver`` (one contact each, asking which Bobo when
/// several fit); the content must say something and is capitalized as dictation would write it.
/// Sending stores the message, its conversation and the recipients' last use in one transaction.
public struct SendMessageHandler: SendMessageIntentHandling {
    public let store: MonkeyChatStore
    /// The moment a message is sent at; tests fix it.
    public let now: @Sendable () -> Date

    public init(store: MonkeyChatStore, now: @escaping @Sendable () -> Date = { Date() }) {
        self.store = store
        self.now = now
    }

    public func resolveRecipients(for intent: SendMessageIntent) async -> [ResolutionResult<Person>] {
        guard !intent.recipients.isEmpty else { return [.needsValue] }
        let resolver = ContactResolver(store: store)
        guard let contacts = try? store.contacts() else { return intent.recipients.map { resolver.resolve($0) } }
        let matcher = ContactMatcher(contacts: contacts)
        return intent.recipients.map { resolver.resolve($0, among: matcher) }
    }

    public func resolveContent(for intent: SendMessageIntent) async -> ResolutionResult<String> {
        let content = (intent.content ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        guard let first = content.first else { return .needsValue }
        return .success(first.uppercased() + content.dropFirst())
    }

    /// Ready when every recipient is a contact the store still has.
    public func confirm(intent: SendMessageIntent) async -> SendMessageIntentResponse {
        let ids = intent.recipients.compactMap(ContactResolver.contactID)
        guard !ids.isEmpty, ids.count == intent.recipients.count, (try? store.contacts(ids: ids)) != nil else {
            return SendMessageIntentResponse(code: .failure)
        }
        return SendMessageIntentResponse(code: .ready)
    }

    public func handle(intent: SendMessageIntent) async -> SendMessageIntentResponse {
        let ids = intent.recipients.compactMap(ContactResolver.contactID)
        guard !ids.isEmpty, ids.count == intent.recipients.count, let content = intent.content,
            let sent = try? store.send(content: content, to: ids, at: now())
        else { return SendMessageIntentResponse(code: .failure) }
        // "Kiki and Kiki" went to Kiki once.
        var seen = Set<String?>()
        let recipients = intent.recipients.filter { seen.insert($0.identifier).inserted }
        let message = IntentMessage(
            identifier: "\(sent.id)", content: sent.content, sender: nil, recipients: recipients,
            dateSent: sent.date, isRead: sent.isRead, isFlagged: sent.isFlagged)
        return SendMessageIntentResponse(code: .success, sentMessages: [message])
    }
}
