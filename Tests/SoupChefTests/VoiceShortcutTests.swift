import Foundation
import HarkIntents
import SoupChef
import Testing

/// Voice shortcuts: add (from an order or a suggestion's donation), edit, delete, list; phrases
/// normalized and unique; and saying one runs exactly its order.
@Suite struct VoiceShortcutTests {
    static let usual = OrderedSoup(soup: "tomatoSoup", quantity: 2, options: ["croutons"])

    @Test func phrasesAreNormalizedAndUnique() throws {
        let fixture = try SoupChefFixture()
        defer { fixture.remove() }
        let store = fixture.store
        let saved = try store.addVoiceShortcut(phrase: "  Soup TIME! ", order: Self.usual, at: saturday)
        #expect(saved.phrase == "soup time")
        #expect(
            saved.shortcut
                == VoiceShortcut(
                    phrase: "soup time", app: "SoupChef", intent: "OrderSoup",
                    parameters: ["soup": ["tomatoSoup"], "quantity": ["2"], "options": ["croutons"]]))
        #expect(saved.order == Self.usual)
        #expect(saved.donationIdentifier == nil)
        #expect(try store.voiceShortcut(phrase: "soup, time") == saved)
        #expect(try store.voiceShortcuts() == [saved])

        #expect(throws: SoupChefStoreError(path: store.url.path, problem: .duplicatePhrase("soup time"))) {
            try store.addVoiceShortcut(phrase: "Soup time.", order: OrderedSoup(soup: "clamChowder"))
        }
        #expect(throws: SoupChefStoreError(path: store.url.path, problem: .emptyPhrase)) {
            try store.addVoiceShortcut(phrase: " ?! ", order: Self.usual)
        }
        #expect(throws: SoupChefStoreError(path: store.url.path, problem: .unknownMenuItem("gazpacho"))) {
            try store.addVoiceShortcut(phrase: "cold soup", order: OrderedSoup(soup: "gazpacho"))
        }
        #expect(throws: SoupChefStoreError(path: store.url.path, problem: .invalidQuantity(0))) {
            try store.addVoiceShortcut(phrase: "no soup", order: OrderedSoup(soup: "tomatoSoup", quantity: 0))
        }
        #expect(try store.voiceShortcuts() == [saved], "a refused shortcut stores nothing")
        do {
            try store.addVoiceShortcut(phrase: "soup time", order: Self.usual)
        } catch {
            #expect(error.description == "\(store.url.path): the shortcut phrase 'soup time' is already in use")
        }
    }

    @Test func aSuggestionBecomesAShortcut() throws {
        let fixture = try SoupChefFixture()
        defer { fixture.remove() }
        let store = fixture.store
        try store.placeOrder(Self.usual, at: daysBefore(2))
        try store.placeOrder(Self.usual, at: daysBefore(1))
        let suggestion = try #require(try store.suggestedShortcuts(now: saturday).first)
        let saved = try store.addVoiceShortcut(phrase: "the usual", donation: suggestion.latestDonation, at: saturday)
        #expect(saved.order == Self.usual)
        #expect(saved.donationIdentifier == suggestion.latestDonation)
        #expect(throws: SoupChefStoreError(path: store.url.path, problem: .unknownDonation("nope"))) {
            try store.addVoiceShortcut(phrase: "another", donation: "nope")
        }
    }

    @Test func editingAndDeleting() throws {
        let fixture = try SoupChefFixture()
        defer { fixture.remove() }
        let store = fixture.store
        let order = try store.placeOrder(Self.usual, at: daysBefore(1))
        try store.addVoiceShortcut(phrase: "soup time", donation: order.identifier, at: daysBefore(1))
        try store.addVoiceShortcut(phrase: "chowder night", order: OrderedSoup(soup: "clamChowder"), at: daysBefore(1))

        let renamed = try store.editVoiceShortcut(phrase: "Soup time", newPhrase: "Lunch!", at: saturday)
        #expect(renamed.phrase == "lunch")
        #expect(renamed.order == Self.usual)
        #expect(renamed.donationIdentifier == order.identifier, "renaming keeps the order and where it came from")
        #expect(renamed.createdAt == daysBefore(1) && renamed.updatedAt == saturday)
        #expect(try store.voiceShortcut(phrase: "soup time") == nil)

        let reordered = try store.editVoiceShortcut(
            phrase: "lunch", order: OrderedSoup(soup: "lentilSoup", quantity: 3))
        #expect(reordered.order == OrderedSoup(soup: "lentilSoup", quantity: 3))
        #expect(reordered.donationIdentifier == nil)
        #expect(try store.voiceShortcut(phrase: "lunch") == reordered)

        #expect(throws: SoupChefStoreError(path: store.url.path, problem: .duplicatePhrase("chowder night"))) {
            try store.editVoiceShortcut(phrase: "lunch", newPhrase: "Chowder night")
        }
        #expect(throws: SoupChefStoreError(path: store.url.path, problem: .unknownShortcut("dinner"))) {
            try store.editVoiceShortcut(phrase: "dinner", newPhrase: "supper")
        }
        #expect(throws: SoupChefStoreError(path: store.url.path, problem: .emptyPhrase)) {
            try store.editVoiceShortcut(phrase: "lunch", newPhrase: "...")
        }
        #expect(try store.voiceShortcuts().map(\.phrase) == ["chowder night", "lunch"])

        try store.deleteVoiceShortcut(phrase: "LUNCH")
        #expect(try store.voiceShortcuts().map(\.phrase) == ["chowder night"])
        #expect(throws: SoupChefStoreError(path: store.url.path, problem: .unknownShortcut("lunch"))) {
            try store.deleteVoiceShortcut(phrase: "lunch")
        }
    }

    /// Saying the phrase starts its order with the values the parser would give; the engine asks
    /// for confirmation as for the spoken order, and the yes places exactly that order.
    @Test func aShortcutRunsItsExactOrder() async throws {
        let fixture = try SoupChefFixture()
        defer { fixture.remove() }
        let store = fixture.store
        let saved = try store.addVoiceShortcut(phrase: "soup time", order: Self.usual)
        let order = try #require(saved.order)
        let engine = fixture.engine()
        let question = await engine.start(
            IntentRequest(app: saved.shortcut.app, intent: saved.shortcut.intent, parameters: order.intentParameters))
        #expect(question.expectation == .intentConfirmation)
        let done = await engine.answer("yes", to: try #require(question.pending))
        #expect(done.response?.code == .success)
        #expect(try store.orders().map(\.order) == [Self.usual])
        #expect(try store.donations().map(\.order) == [Self.usual], "an order from a shortcut is donated too")
    }
}
