import Foundation
import HarkIntents

/// Marks MonkeyChat messages by voice: "Mark my messages from Bobo as read on MonkeyChat".
///
/// The attribute must be given; the sender, when named, resolves like a recipient
/// (``ContactResolver``). The attribute goes on every received message (from that sender, or from
/// anyone) it changes: "mark my messages as read" marks the unread ones, and the answer counts
/// them.
public struct SetMessageAttributeHandler: SetMessageAttributeIntentHandling {
    public let store: MonkeyChatStore

    public init(store: MonkeyChatStore) {
        self.store = store
    }

    public func resolveAttribute(for intent: SetMessageAttributeIntent) async -> ResolutionResult<
        HarkIntents.MessageAttribute
    > {
        intent.attribute.map { .success($0) } ?? .needsValue
    }

    public func resolveSender(for intent: SetMessageAttributeIntent) async -> ResolutionResult<Person> {
        guard let sender = intent.sender else { return .notRequired }
        return ContactResolver(store: store).resolve(sender)
    }

    public func handle(intent: SetMessageAttributeIntent) async -> SetMessageAttributeIntentResponse {
        guard let attribute = intent.attribute else { return SetMessageAttributeIntentResponse(code: .failure) }
        // Only messages the attribute changes: those with its opposite.
        let search = ReceivedMessageQuery(sender: intent.sender, attributes: [Self.opposite(of: attribute)], dates: nil)
        guard let contacts = try? store.contacts(), let query = search.query(contacts: contacts),
            let messages = try? store.messages(matching: query),
            let changed = try? store.setAttribute(ReceivedMessageQuery.stored(attribute), of: messages.map(\.id))
        else { return SetMessageAttributeIntentResponse(code: .failure) }
        return SetMessageAttributeIntentResponse(code: .success, changedCount: changed)
    }

    static func opposite(of attribute: HarkIntents.MessageAttribute) -> HarkIntents.MessageAttribute {
        switch attribute {
        case .read: .unread
        case .unread: .read
        case .flagged: .unflagged
        case .unflagged: .flagged
        }
    }
}
