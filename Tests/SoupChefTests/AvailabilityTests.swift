import Foundation
import HarkIntents
import SoupChef
import Testing

/// Marking a soup sold out: its donations go (by identifier, in one transaction), suggestions
/// follow, and what the user made themselves — orders, voice shortcuts — stays.
@Suite struct AvailabilityTests {
    @Test func aSoldOutSoupLosesItsDonationsAndSuggestions() throws {
        let fixture = try SoupChefFixture()
        defer { fixture.remove() }
        let store = fixture.store
        let tomato = OrderedSoup(soup: "tomatoSoup", quantity: 2, options: ["croutons"])
        let chowder = OrderedSoup(soup: "clamChowder")
        let first = try store.placeOrder(tomato, at: daysBefore(3))
        try store.placeOrder(chowder, at: daysBefore(2))
        let second = try store.placeOrder(OrderedSoup(soup: "tomatoSoup"), at: daysBefore(1))
        try store.addVoiceShortcut(phrase: "soup time", order: tomato, at: daysBefore(1))
        #expect(
            try store.suggestedShortcuts(now: saturday).map(\.order.soup).sorted() == [
                "clamChowder", "tomatoSoup", "tomatoSoup",
            ])

        let change = try store.setAvailability(of: "tomatoSoup", to: false)
        #expect(change.deletedDonations == [first.identifier, second.identifier])
        #expect(try store.donations().map(\.menuItem) == ["clamChowder"])
        #expect(try store.suggestedShortcuts(now: saturday).map(\.order) == [chowder])
        #expect(try store.menuItem("tomatoSoup")?.isAvailable == false)
        // The history and the user's own shortcut stay.
        #expect(try store.orders().count == 3)
        #expect(try store.voiceShortcuts().map(\.phrase) == ["soup time"])

        // Back on the menu: new orders donate again; the deleted donations stay deleted.
        #expect(try store.setAvailability(of: "tomatoSoup", to: true).deletedDonations.isEmpty)
        try store.placeOrder(tomato, at: saturday)
        let suggestions = try store.suggestedShortcuts(now: saturday)
        #expect(suggestions.first?.order == tomato)
        #expect(suggestions.first?.donationCount == 1)
    }

    @Test func aSoldOutSoupCannotBeOrderedAndItsShortcutFails() async throws {
        let fixture = try SoupChefFixture()
        defer { fixture.remove() }
        let store = fixture.store
        let order = OrderedSoup(soup: "lentilSoup", quantity: 2)
        let saved = try store.addVoiceShortcut(phrase: "lentils please", order: order)
        try store.setAvailability(of: "lentilSoup", to: false)
        #expect(throws: SoupChefStoreError(path: store.url.path, problem: .unavailable("lentilSoup"))) {
            try store.placeOrder(order)
        }
        let request = IntentRequest(
            app: saved.shortcut.app, intent: saved.shortcut.intent, parameters: order.intentParameters)
        let turn = await fixture.engine().start(request)
        #expect(turn.response?.code == .failureSoupUnavailable)
        #expect(try store.orders().isEmpty)
    }

    @Test func unknownItemsAreErrorsNamingTheFile() throws {
        let fixture = try SoupChefFixture()
        defer { fixture.remove() }
        let store = fixture.store
        #expect(throws: SoupChefStoreError(path: store.url.path, problem: .unknownMenuItem("gazpacho"))) {
            try store.setAvailability(of: "gazpacho", to: false)
        }
        #expect(throws: SoupChefStoreError(path: store.url.path, problem: .unknownOption("bacon"))) {
            try store.placeOrder(OrderedSoup(soup: "tomatoSoup", options: ["bacon"]))
        }
        #expect(throws: SoupChefStoreError(path: store.url.path, problem: .invalidQuantity(11))) {
            try store.placeOrder(OrderedSoup(soup: "tomatoSoup", quantity: 11))
        }
        do {
            try store.setAvailability(of: "gazpacho", to: true)
        } catch {
            #expect(error.description == "\(store.url.path): no menu item 'gazpacho'")
        }
    }

    @Test func donationsAreDeletedByIdentifier() throws {
        let fixture = try SoupChefFixture()
        defer { fixture.remove() }
        let store = fixture.store
        let a = try store.placeOrder(OrderedSoup(soup: "minestrone"), at: daysBefore(2))
        let b = try store.placeOrder(OrderedSoup(soup: "minestrone"), at: daysBefore(1))
        #expect(try store.deleteDonations(identifiers: [a.identifier, "no-such-donation"]) == 1)
        #expect(try store.donations().map(\.identifier) == [b.identifier])
        #expect(throws: SoupChefStoreError(path: store.url.path, problem: .unknownDonation(a.identifier))) {
            try store.donation(identifier: a.identifier)
        }
    }
}
