import Foundation
import MonkeyChat
import Testing

/// Matching names to contacts without a store: tiers, word rules and how contacts are named.
@Suite struct HandlerContactMatcherTests {
    static let matcher = ContactMatcher(contacts: [
        Contact(id: 3, screenName: "Bobo", fullName: "Little Bobo"),
        Contact(id: 1, screenName: "Bobo", fullName: "Bobo the Great"),
        Contact(id: 2, screenName: "Bobo", fullName: "Bobo Jr."),
        Contact(id: 4, screenName: "Zoë", fullName: "Zoë Saint-Clair"),
        Contact(id: 5, screenName: "Bobolink", fullName: "Bob O'Link"),
    ])

    func ids(_ name: String) -> [Int64] {
        Self.matcher.match(name)?.contacts.map(\.id) ?? []
    }

    @Test func aFullNameWinsOverTheScreenNameItContains() {
        #expect(Self.matcher.match("little bobo")?.tier == .fullName)
        #expect(ids("little bobo") == [3])
        #expect(ids("Bobo, Jr") == [2])
        #expect(ids("bobo junior") == [2])
    }

    @Test func aSharedScreenNameGivesEveryContactInTheOrderTheyWereAdded() {
        #expect(Self.matcher.match("BOBO")?.tier == .screenName)
        #expect(ids("BOBO") == [1, 2, 3])
    }

    @Test func partsOfNamesMatchOnlyAsWholeWords() {
        #expect(Self.matcher.match("great")?.tier == .partial)
        #expect(ids("great") == [1])
        #expect(ids("o'link") == [5])
        #expect(ids("bob") == [5], "Bob O'Link's first name, not the start of Bobo")
        #expect(ids("lin").isEmpty)
        #expect(ids("").isEmpty)
        #expect(ids(" , ").isEmpty)
    }

    @Test func accentsAndHyphensAreIgnored() {
        #expect(ids("zoe") == [4])
        #expect(ids("zoe saint clair") == [4])
        #expect(Self.matcher.match("zoe saint clair")?.tier == .fullName)
    }

    @Test func contactsAreNamedByTheirScreenNameUnlessOthersShareIt() throws {
        let contacts = Self.matcher.contacts
        #expect(contacts.map(\.id) == [1, 2, 3, 4, 5])
        #expect(
            contacts.map(Self.matcher.spokenName) == ["Bobo the Great", "Bobo Jr.", "Little Bobo", "Zoë", "Bobolink"])
        #expect(Self.matcher.ownName(of: contacts[1], saying: "bobo jr") == "Bobo Jr.")
        #expect(Self.matcher.ownName(of: contacts[1], saying: "bobo") == "Bobo")
        #expect(Self.matcher.ownName(of: contacts[1], saying: "junior") == nil)
    }
}
