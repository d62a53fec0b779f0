import Foundation
import HarkIntents
import MonkeyChat

/// A MonkeyChat store in a fresh state directory with a small address book and inbox imported
/// through the store, and the real intent engine over the app's registration.
struct HandlerFixture {
    /// Three Bobos and three friends with names of their own; two friends were addressed before.
    static let contacts = """
        [
          {"screenName": "Bobo", "fullName": "Bobo the Great", "lastUsed": "2025-06-02T19:40:00Z"},
          {"screenName": "Bobo", "fullName": "Bobo Jr."},
          {"screenName": "Bobo", "fullName": "Little Bobo", "lastUsed": "2025-05-30T08:15:00Z"},
          {"screenName": "Kiki", "fullName": "Kiki Moreau", "lastUsed": "2025-06-03T08:20:00Z"},
          {"screenName": "Zuzu", "fullName": "Zuzu Petrakis"},
          {"screenName": "Coco", "fullName": "Coco Fairbanks"}
        ]
        """
    /// The same friends with one Bobo only.
    static let contactsWithOneBobo = """
        [
          {"screenName": "Bobo", "fullName": "Bobo the Great", "lastUsed": "2025-06-02T19:40:00Z"},
          {"screenName": "Kiki", "fullName": "Kiki Moreau", "lastUsed": "2025-06-03T08:20:00Z"},
          {"screenName": "Zuzu", "fullName": "Zuzu Petrakis"}
        ]
        """
    /// Received messages over two days, read, unread, flagged and not.
    static let messages = """
        [
          {"from": "Bobo the Great", "content": "Bring more bananas", "date": "2025-06-01T18:02:00Z", "read": true},
          {"from": "Little Bobo", "content": "Help with my homework", "date": "2025-06-02T15:48:00Z"},
          {"from": "Kiki", "content": "Running late", "date": "2025-06-02T17:05:00Z", "read": true, "flagged": true},
          {"from": "Kiki", "content": "Save me a mango", "date": "2025-06-02T17:06:00Z"},
          {"from": "Zuzu", "content": "Good morning", "date": "2025-06-03T06:40:00Z"},
          {"from": "Bobo Jr.", "content": "Dad says hi", "date": "2025-06-03T07:33:00Z", "flagged": true}
        ]
        """

    /// When the tests send: after every use and message above.
    static let now = Date(timeIntervalSince1970: 1_749_027_600)  // 2025-06-04T09:00:00Z

    let scratch: ScratchState
    let store: MonkeyChatStore

    init(contacts: String = Self.contacts, messages: String? = Self.messages) throws {
        scratch = try ScratchState()
        store = try scratch.openStore()
        try store.importContacts(from: scratch.file("contacts.json", containing: contacts))
        if let messages { try store.importMessages(from: scratch.file("messages.json", containing: messages)) }
    }

    func remove() { scratch.remove() }

    /// The engine as the assistant runs it, reading a follow-up answer as a name, an attribute or
    /// text by the parameter asked about.
    func engine(locked: Bool = false) -> IntentEngine {
        IntentEngine(
            apps: [MonkeyChatApp.registration(store: store, now: { Self.now })],
            settings: AssistantSettings(isDeviceLocked: locked)
        ) { question, text in
            switch question.parameter {
            case "recipients", "sender": [.person(.unresolved(name: text))]
            case "attribute", "attributes": [.choice(text)]
            default: [.text(text)]
            }
        }
    }

    func contact(_ fullName: String) throws -> Contact {
        guard let contact = try store.contacts().first(where: { $0.fullName == fullName }) else {
            throw FixtureError(problem: "no contact \(fullName)")
        }
        return contact
    }

    /// The contact as a resolved person, as a handler would carry them.
    func person(_ fullName: String, called name: String) throws -> Person {
        let contact = try contact(fullName)
        return Person(identifier: "\(contact.id)", displayName: name, handle: contact.screenName)
    }
}

struct FixtureError: Error {
    let problem: String
}

/// Requests as the parser hands them over: names unresolved, text as heard.
enum HandlerRequest {
    static func send(_ recipients: [String] = [], content: String? = nil) -> IntentRequest {
        var parameters = IntentParameters()
        parameters["recipients"] = recipients.map { .person(.unresolved(name: $0)) }
        parameters["content"] = content.map { [.text($0)] } ?? []
        return IntentRequest(app: MonkeyChatApp.name, intent: SendMessageIntent.name, parameters: parameters)
    }

    static func search(
        sender: String? = nil, attributes: [HarkIntents.MessageAttribute] = [], dates: DateInterval? = nil
    ) -> IntentRequest {
        var parameters = IntentParameters()
        parameters["sender"] = sender.map { [.person(.unresolved(name: $0))] } ?? []
        parameters["attributes"] = attributes.map { .choice($0.rawValue) }
        parameters["dateTime"] = dates.map { [.dateInterval($0)] } ?? []
        return IntentRequest(app: MonkeyChatApp.name, intent: SearchForMessagesIntent.name, parameters: parameters)
    }

    static func setAttribute(_ attribute: HarkIntents.MessageAttribute?, sender: String? = nil) -> IntentRequest {
        var parameters = IntentParameters()
        parameters["attribute"] = attribute.map { [.choice($0.rawValue)] } ?? []
        parameters["sender"] = sender.map { [.person(.unresolved(name: $0))] } ?? []
        return IntentRequest(app: MonkeyChatApp.name, intent: SetMessageAttributeIntent.name, parameters: parameters)
    }
}
