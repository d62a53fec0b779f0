import Foundation
import HarkIntents

/// Resolves a person the user named — a recipient or a sender — to one MonkeyChat contact, the
/// way all three handlers do it.
///
/// - A person already resolved (a pick from an earlier question) succeeds while their contact
///   exists.
/// - Otherwise the name the parser gave (then the words heard, if different) is looked up with
///   ``ContactMatcher``: one contact by full or screen name succeeds; one contact found only by
///   part of a name ("moreau") must be confirmed; several are offered to choose from; none is
///   `unsupported(reason: "noSuchContact")`.
///
/// The person keeps the name the user called them by when it picks them out alone ("Bobo" with
/// one Bobo, "Little Bobo"); options and partial matches carry full names, which tell contacts
/// apart ("Bobo the Great, Bobo Jr., or Little Bobo?").
struct ContactResolver: Sendable {
    let store: MonkeyChatStore

    /// SiriKit reads out at most ten options.
    static let maximumOptions = ParameterResolution.optionLimits.upperBound

    func resolve(_ person: Person) -> ResolutionResult<Person> {
        guard let contacts = try? store.contacts() else {
            // The address book cannot be read: asking the user for another name would not help.
            // The person goes on unresolved and the confirm or handle step reports the failure.
            return .success(person)
        }
        return resolve(person, among: ContactMatcher(contacts: contacts))
    }

    func resolve(_ person: Person, among matcher: ContactMatcher) -> ResolutionResult<Person> {
        if let identifier = person.identifier, let contact = matcher.contacts.first(where: { "\($0.id)" == identifier })
        {
            let name = matcher.ownName(of: contact, saying: person.displayName) ?? matcher.spokenName(of: contact)
            return .success(Self.person(contact, called: name, heard: person.heard))
        }
        let names = [person.displayName] + (person.heard.map { [$0] } ?? [])
        guard let match = names.lazy.compactMap({ matcher.match($0) }).first else {
            return .unsupported(reason: "noSuchContact")
        }
        guard match.contacts.count == 1, let contact = match.contacts.first else {
            return .disambiguation(
                Self.options(match.contacts).map { Self.person($0, called: $0.fullName, heard: person.heard) })
        }
        switch match.tier {
        case .fullName: return .success(Self.person(contact, called: contact.fullName, heard: person.heard))
        case .screenName: return .success(Self.person(contact, called: contact.screenName, heard: person.heard))
        case .partial: return .confirmationRequired(Self.person(contact, called: contact.fullName, heard: person.heard))
        }
    }

    /// The contacts to offer, in address-book order: all of them up to ten, else the ten the user
    /// addressed most recently (never-addressed ones last, earlier-added first among equals).
    static func options(_ contacts: [Contact]) -> [Contact] {
        guard contacts.count > maximumOptions else { return contacts }
        let byRecentUse = contacts.sorted { left, right in
            switch (left.lastUsed, right.lastUsed) {
            case (let leftDate?, let rightDate?) where leftDate != rightDate: return leftDate > rightDate
            case (.some, nil): return true
            case (nil, .some): return false
            default: return left.id < right.id
            }
        }
        return byRecentUse.prefix(maximumOptions).sorted { $0.id < $1.id }
    }

    /// The contact as an intent carries it: the id as identifier, the screen name as handle.
    static func person(_ contact: Contact, called name: String, heard: String? = nil) -> Person {
        Person(identifier: "\(contact.id)", displayName: name, handle: contact.screenName, heard: heard)
    }

    /// The contact id of a resolved person; nil for a person no handler resolved.
    static func contactID(of person: Person) -> Int64? {
        person.identifier.flatMap { Int64($0) }
    }
}
