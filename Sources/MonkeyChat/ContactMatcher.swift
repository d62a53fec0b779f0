import Foundation

/// Finds the contacts a spoken or typed name means, and names contacts the way the user does.
///
/// Names are compared word by word, ignoring case, accents and punctuation, with the few
/// abbreviations people expand when they speak ("Bobo Jr." is said "bobo junior"). A name is
/// looked up in three tiers, the first that finds anyone winning:
/// 1. a contact's whole full name ("little bobo" → Little Bobo);
/// 2. a contact's whole screen name ("bobo" → the three Bobos);
/// 3. a run of whole words inside a full or screen name ("moreau" → Kiki Moreau; "bob" finds no
///    Bobo).
public struct ContactMatcher: Sendable {
    /// How a name matched; the tier decides whether the user must confirm a single match.
    public enum Tier: Hashable, Sendable {
        case fullName, screenName, partial
    }

    /// The contacts a name means, in address-book order (the order they were added), and the tier
    /// that found them; empty when none.
    public struct Match: Hashable, Sendable {
        public var tier: Tier
        public var contacts: [Contact]
    }

    /// Every contact, in the order they were added.
    public let contacts: [Contact]
    private let screenNameCounts: [[String]: Int]

    public init(contacts: [Contact]) {
        self.contacts = contacts.sorted { $0.id < $1.id }
        screenNameCounts = contacts.reduce(into: [:]) { counts, contact in
            counts[Self.words(contact.screenName), default: 0] += 1
        }
    }

    /// The contacts `name` means, by the first tier that finds any.
    public func match(_ name: String) -> Match? {
        let words = Self.words(name)
        guard !words.isEmpty else { return nil }
        let tiers: [(Tier, (Contact) -> Bool)] = [
            (.fullName, { Self.words($0.fullName) == words }),
            (.screenName, { Self.words($0.screenName) == words }),
            (
                .partial,
                {
                    Self.contains(Self.words($0.fullName), run: words)
                        || Self.contains(Self.words($0.screenName), run: words)
                }
            ),
        ]
        for (tier, fits) in tiers {
            let found = contacts.filter(fits)
            if !found.isEmpty { return Match(tier: tier, contacts: found) }
        }
        return nil
    }

    /// What to call a contact when nothing the user said names them: the screen name when no one
    /// else has it ("Kiki"), else the full name that tells them apart ("Bobo Jr.").
    public func spokenName(of contact: Contact) -> String {
        screenNameCounts[Self.words(contact.screenName), default: 0] > 1 ? contact.fullName : contact.screenName
    }

    /// The name of the contact's that `name` says, as the contact spells it ("little bobo" →
    /// "Little Bobo"); nil when `name` is neither their full nor their screen name.
    public func ownName(of contact: Contact, saying name: String) -> String? {
        let words = Self.words(name)
        if Self.words(contact.fullName) == words { return contact.fullName }
        if Self.words(contact.screenName) == words { return contact.screenName }
        return nil
    }

    /// Lowercase words without accents or punctuation, abbreviations spelt out as said.
    static func words(_ text: String) -> [String] {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .split { !($0.isLetter || $0.isNumber || $0 == "'") }
            .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "'")) }
            .filter { !$0.isEmpty }
            .map { spokenAbbreviations[$0] ?? $0 }
    }

    /// Abbreviations in names and how they are said.
    private static let spokenAbbreviations = [
        "jr": "junior", "sr": "senior", "dr": "doctor", "mr": "mister", "mrs": "missus", "st": "saint",
    ]

    private static func contains(_ words: [String], run: [String]) -> Bool {
        guard run.count <= words.count else { return false }
        return (0...(words.count - run.count)).contains { Array(words[$0..<($0 + run.count)]) == run }
    }
}
