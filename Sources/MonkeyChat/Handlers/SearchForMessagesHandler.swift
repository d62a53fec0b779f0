import Foundation
import HarkIntents

/// Finds MonkeyChat messages by voice: "Show my unread messages from Bobo on MonkeyChat".
///
/// The sender, when named, resolves like a recipient (``ContactResolver``), and a search without
/// one covers every message the user received. Messages come newest first, each sender named as
/// the user calls them: the screen name, or the full name when several contacts share it.
public struct SearchForMessagesHandler: SearchForMessagesIntentHandling {
    public let store: MonkeyChatStore

    public init(store: MonkeyChatStore) {
        self.store = store
    }

    public func resolveSender(for intent: SearchForMessagesIntent) async -> ResolutionResult<Person> {
        guard let sender = intent.sender else { return .notRequired }
        return ContactResolver(store: store).resolve(sender)
    }

    public func handle(intent: SearchForMessagesIntent) async -> SearchForMessagesIntentResponse {
        let search = ReceivedMessageQuery(sender: intent.sender, attributes: intent.attributes, dates: intent.dateTime)
        guard let contacts = try? store.contacts(), let query = search.query(contacts: contacts),
            let found = try? store.messages(matching: query)
        else { return SearchForMessagesIntentResponse(code: .failure) }
        // A spoken day ends where the next begins; the store counts both ends, so a message sent
        // at midnight would belong to two days.
        let messages = found.filter { message in
            guard let dates = intent.dateTime, dates.duration > 0 else { return true }
            return message.date < dates.end
        }
        let matcher = ContactMatcher(contacts: contacts)
        let byID = Dictionary(uniqueKeysWithValues: contacts.map { ($0.id, $0) })
        /// A contact as the answer names them; the sender the user asked about keeps their name.
        func person(_ id: Int64) -> Person? {
            guard let contact = byID[id] else { return nil }
            if let sender = intent.sender, ContactResolver.contactID(of: sender) == id { return sender }
            return ContactResolver.person(contact, called: matcher.spokenName(of: contact))
        }
        return SearchForMessagesIntentResponse(
            code: .success,
            messages: messages.map { message in
                IntentMessage(
                    identifier: "\(message.id)", content: message.content, sender: message.senderID.flatMap(person),
                    recipients: message.recipientIDs.compactMap(person), dateSent: message.date,
                    isRead: message.isRead, isFlagged: message.isFlagged)
            })
    }
}
