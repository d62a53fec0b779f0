import Foundation
import GRDB
import SoupChef
import Testing

/// What a later `hark` process finds: everything acknowledged survives reopening, the menu file
/// seeds without undoing the user's changes, and a change that fails halfway leaves nothing.
@Suite struct StoreDurabilityTests {
    @Test func everythingSurvivesReopening() throws {
        let scratch = try ScratchState()
        defer { scratch.remove() }
        let order = OrderedSoup(soup: "clamChowder", quantity: 2, options: ["redPepper"])
        var placed: PlacedOrder
        var shortcut: SavedVoiceShortcut
        do {
            let store = try scratch.openStore()
            placed = try store.placeOrder(order, at: daysBefore(1))
            shortcut = try store.addVoiceShortcut(phrase: "chowder time", donation: placed.identifier, at: saturday)
            try store.setAvailability(of: "minestrone", to: false)
            try store.setAvailability(of: "frenchOnionSoup", to: true)
        }
        let reopened = try scratch.openStore()
        #expect(try reopened.orders() == [placed])
        #expect(try reopened.order(id: placed.id) == placed)
        #expect(try reopened.donations().map(\.identifier) == [placed.identifier])
        #expect(try reopened.voiceShortcuts() == [shortcut])
        // Seeding from the menu file again adds nothing and changes no availability.
        let items = try reopened.menuItems()
        #expect(items.count == 6)
        #expect(items.first { $0.identifier == "minestrone" }?.isAvailable == false)
        #expect(items.first { $0.identifier == "frenchOnionSoup" }?.isAvailable == true)
        #expect(try reopened.integrityCheck() == ["ok"])
        #expect(throws: SoupChefStoreError(path: reopened.url.path, problem: .unknownOrder(placed.id + 1))) {
            try reopened.order(id: placed.id + 1)
        }
    }

    @Test func theMenuFileSeedsAndNewItemsAreAdded() throws {
        let scratch = try ScratchState()
        defer { scratch.remove() }
        let small = try scratch.file(
            "menu.json",
            containing: """
                {"items": [{"identifier": "tomatoSoup", "name": "tomato soup", "available": true, "preparationMinutes": 7.5}],
                 "options": [{"identifier": "cheese", "name": "cheese"}]}
                """)
        let first = try SoupChefStore(stateDirectory: scratch.stateDirectory, menu: small)
        #expect(
            try first.menuItems() == [
                MenuItem(identifier: "tomatoSoup", name: "tomato soup", isAvailable: true, preparationTime: 450)
            ])
        try first.setAvailability(of: "tomatoSoup", to: false)
        let full = try scratch.openStore()
        let items = try full.menuItems()
        #expect(items.count == 6)
        #expect(items[0].isAvailable == false, "the user's change stays")
        #expect(items[0].preparationTime == 450, "an item already stored is not overwritten")
        #expect(try full.menuOptions().map(\.identifier) == ["cheese", "croutons", "redPepper"])
    }

    @Test func aBadMenuFileIsReportedWithItsPath() throws {
        let scratch = try ScratchState()
        defer { scratch.remove() }
        let cases: [(String, String)] = [
            (
                "{\"items\": [{\"identifier\": \"a\", \"name\": \"A\", \"available\": true}], \"options\": []}",
                "missing 'preparationMinutes' at .items[0]"
            ),
            (
                "{\"items\": [], \"options\": [{\"identifier\": \"x\", \"name\": \"X\"}, {\"identifier\": \"x\", \"name\": \"Y\"}]}",
                "option 'x' is listed twice"
            ),
            ("[1, 2]", "wrong type"),
            ("not json", "not JSON"),
        ]
        for (index, (text, message)) in cases.enumerated() {
            let file = try scratch.file("menu-\(index).json", containing: text)
            do {
                _ = try SoupChefStore(url: scratch.url.appendingPathComponent("db-\(index).sqlite"), menu: file)
                Issue.record("accepted \(text)")
            } catch {
                #expect(error.path == file.path)
                #expect(error.description.hasPrefix("\(file.path): not a menu: "), "\(error)")
                #expect(error.description.contains(message), "\(error)")
            }
        }
    }

    /// The order and its donation are one transaction: a donation that cannot be stored takes the
    /// order back with it.
    @Test func anOrderWhoseDonationFailsIsNotStored() throws {
        let scratch = try ScratchState()
        defer { scratch.remove() }
        let store = try scratch.openStore()
        try Self.inject("BEFORE INSERT ON donation", into: store)
        #expect(throws: SoupChefStoreError.self) { try store.placeOrder(OrderedSoup(soup: "tomatoSoup")) }
        #expect(try store.orders().isEmpty)
        #expect(try store.donations().isEmpty)
    }

    /// Marking sold out and deleting the donations are one transaction too.
    @Test func aFailedDeletionLeavesTheSoupAvailable() throws {
        let scratch = try ScratchState()
        defer { scratch.remove() }
        let store = try scratch.openStore()
        let placed = try store.placeOrder(OrderedSoup(soup: "tomatoSoup"))
        try Self.inject("BEFORE DELETE ON donation", into: store)
        #expect(throws: SoupChefStoreError.self) { try store.setAvailability(of: "tomatoSoup", to: false) }
        #expect(try store.menuItem("tomatoSoup")?.isAvailable == true)
        #expect(try store.donations().map(\.identifier) == [placed.identifier])
    }

    /// A trigger that makes the statement fail, written through a second connection as another
    /// process could.
    static func inject(_ event: String, into store: SoupChefStore) throws {
        let other = try DatabaseQueue(path: store.url.path)
        try other.write { db in
            try db.execute(
                sql: "CREATE TRIGGER injectedFailure \(event) BEGIN SELECT RAISE(ABORT, 'injected failure'); END")
        }
    }
}
