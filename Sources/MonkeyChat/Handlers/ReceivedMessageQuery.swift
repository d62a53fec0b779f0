import Foundation
import HarkIntents

/// The messages searching and marking by voice act on: those the user received, from one sender
/// or from anyone. "Read my messages" and "mark my messages as read" mean the user's inbox, not
/// what they sent themselves.
struct ReceivedMessageQuery {
    let sender: Person?
    let attributes: Set<HarkIntents.MessageAttribute>
    let dates: DateInterval?

    /// The store's query; nil when a sender was named but never resolved to a contact.
    func query(contacts: [Contact]) -> MessageQuery? {
        let senderIDs: Set<Int64>
        if let sender {
            guard let id = ContactResolver.contactID(of: sender) else { return nil }
            senderIDs = [id]
        } else {
            senderIDs = Set(contacts.map(\.id))
        }
        return MessageQuery(senderIDs: senderIDs, attributes: Set(attributes.map(Self.stored)), dates: dates)
    }

    /// The store's attribute for the intent's: the same four, named alike.
    static func stored(_ attribute: HarkIntents.MessageAttribute) -> MessageAttribute {
        switch attribute {
        case .read: .read
        case .unread: .unread
        case .flagged: .flagged
        case .unflagged: .unflagged
        }
    }
}
