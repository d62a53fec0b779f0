import Foundation
import MonkeyChat
import Testing

/// Looking contacts up, recording their use, and the recency order of screen names.
@Suite struct AddressBookTests {
    @Test func screenNamesComeMostRecentlyUsedFirstThenAlphabetically() throws {
        let scratch = try ScratchState()
        defer { scratch.remove() }
        let store = try scratch.openStore()
        let file = try scratch.file(
            "contacts.json",
            containing: """
                [
                  {"screenName": "Bobo", "fullName": "Bobo the Great", "lastUsed": "2025-06-01T10:00:00Z"},
                  {"screenName": "Bobo", "fullName": "Little Bobo", "lastUsed": "2025-06-03T10:00:00Z"},
                  {"screenName": "bobo", "fullName": "Bobo Jr."},
                  {"screenName": "Zuzu", "fullName": "Zuzu Petrakis"},
                  {"screenName": "Momo", "fullName": "Momo Tanaka", "lastUsed": "2025-06-02T10:00:00Z"},
                  {"screenName": "coco", "fullName": "Coco Fairbanks"},
                  {"screenName": "Kiki", "fullName": "Kiki Moreau", "lastUsed": "2025-06-02T10:00:00Z"},
                  {"screenName": "Mango", "fullName": "Mango Delgado"}
                ]
                """)
        try store.importContacts(from: file)
        // The three Bobos are one spoken name, as recent as the most recent of them; Kiki and
        // Momo tie and go alphabetically; never-used names follow, ignoring case.
        #expect(try store.screenNamesByRecentUse() == ["Bobo", "Kiki", "Momo", "coco", "Mango", "Zuzu"])

        let zuzu = try #require(try store.contacts(named: "Zuzu").first)
        try store.send(content: "hi", to: [zuzu.id], at: date("2025-06-04T10:00:00Z"))
        #expect(try store.screenNamesByRecentUse() == ["Zuzu", "Bobo", "Kiki", "Momo", "coco", "Mango"])
    }

    @Test func lastUseOnlyMovesForwardAndUnknownIDsRecordNothing() throws {
        let scratch = try ScratchState()
        defer { scratch.remove() }
        let store = try scratch.openStore()
        let kiki = try store.saveContact(screenName: "Kiki", fullName: "Kiki Moreau")
        let zuzu = try store.saveContact(screenName: "Zuzu", fullName: "Zuzu Petrakis")
        let june3 = try date("2025-06-03T10:00:00Z")
        try store.markUsed(contactIDs: [kiki.id], at: june3)
        try store.markUsed(contactIDs: [kiki.id], at: date("2025-06-01T10:00:00Z"))
        #expect(try store.contact(id: kiki.id)?.lastUsed == june3)

        let unknown = zuzu.id + 100
        #expect(throws: MonkeyChatStoreError(path: store.url.path, problem: .unknownContact(id: unknown))) {
            try store.markUsed(contactIDs: [zuzu.id, unknown], at: date("2025-06-09T10:00:00Z"))
        }
        #expect(try store.contact(id: zuzu.id)?.lastUsed == nil)
    }

    @Test func aSpokenNameFindsEveryContactItCanMean() throws {
        let scratch = try ScratchState()
        defer { scratch.remove() }
        let store = try scratch.openStore()
        try store.importContacts(from: SampleData.contacts)
        let bobos = try store.contacts(named: "bobo")
        #expect(bobos.count == 3)
        #expect(bobos.allSatisfy { $0.screenName == "Bobo" })
        #expect(try store.contacts(named: "little bobo").map(\.fullName) == ["Little Bobo"])
        #expect(try store.contacts(named: " Kiki ").map(\.fullName) == ["Kiki Moreau"])
        #expect(try store.contacts(named: "Nobody").isEmpty)
    }

    @Test func contactsByIDKeepTheRequestedOrder() throws {
        let scratch = try ScratchState()
        defer { scratch.remove() }
        let store = try scratch.openStore()
        let kiki = try store.saveContact(screenName: "Kiki", fullName: "Kiki Moreau")
        let coco = try store.saveContact(screenName: "Coco", fullName: "Coco Fairbanks")
        #expect(try store.contacts(ids: [kiki.id, coco.id]) == [kiki, coco])
        #expect(try store.contacts() == [coco, kiki])
        #expect(try store.contact(id: kiki.id + coco.id) == nil)
        #expect(throws: MonkeyChatStoreError(path: store.url.path, problem: .unknownContact(id: 0))) {
            try store.contacts(ids: [kiki.id, 0])
        }
    }
}
