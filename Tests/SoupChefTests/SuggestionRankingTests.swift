import Foundation
import SoupChef
import Testing

/// Suggested shortcuts: identical orders grouped, ranked by `Σ 0.5^(age / 7 days)` over their
/// donations, at fixed dates.
@Suite struct SuggestionRankingTests {
    static let week: TimeInterval = 7 * 86_400

    @Test func aDonationsWeightHalvesEveryWeek() {
        #expect(SuggestionRanking.weight(age: 0) == 1)
        #expect(SuggestionRanking.weight(age: Self.week) == 0.5)
        #expect(SuggestionRanking.weight(age: 2 * Self.week) == 0.25)
        #expect(SuggestionRanking.weight(age: -86_400) == 1, "a donation from the future counts as new")
        #expect(SuggestionRanking.weight(age: Self.week, halfLife: 2 * Self.week) == 0.5.squareRoot())
    }

    @Test func frequentRecentOrdersBeatASingleNewOne() throws {
        let fixture = try SoupChefFixture()
        defer { fixture.remove() }
        let store = fixture.store
        let usual = OrderedSoup(soup: "tomatoSoup", quantity: 2, options: ["croutons"])
        let once = OrderedSoup(soup: "clamChowder")
        for days in [1.0, 2, 3] { try store.placeOrder(usual, at: daysBefore(days)) }
        try store.placeOrder(once, at: saturday)
        let ranked = try store.suggestedShortcuts(now: saturday)
        #expect(ranked.map(\.order) == [usual, once])
        #expect(ranked[0].donationCount == 3)
        #expect(ranked[0].lastDonated == daysBefore(1))
        let expected = [1.0, 2, 3].map { pow(0.5, $0 / 7) }.reduce(0, +)
        #expect(abs(ranked[0].score - expected) < 1e-9)
        #expect(ranked[1].score == 1)
    }

    @Test func aStaleHabitFadesBehindARecentOrder() throws {
        let fixture = try SoupChefFixture()
        defer { fixture.remove() }
        let store = fixture.store
        let stale = OrderedSoup(soup: "tomatoSoup")
        let recent = OrderedSoup(soup: "lentilSoup", quantity: 2)
        for days in [30.0, 31, 32] { try store.placeOrder(stale, at: daysBefore(days)) }
        try store.placeOrder(recent, at: daysBefore(1))
        #expect(try store.suggestedShortcuts(now: saturday).map(\.order) == [recent, stale])
        // Seen from a month earlier, the habit is what the user does.
        #expect(try store.suggestedShortcuts(now: daysBefore(29)).map(\.order) == [stale, recent])
    }

    @Test func identicalOrdersAreOneSuggestion() throws {
        let fixture = try SoupChefFixture()
        defer { fixture.remove() }
        let store = fixture.store
        try store.placeOrder(
            OrderedSoup(soup: "minestrone", quantity: 1, options: ["cheese", "croutons"]), at: daysBefore(2))
        let latest = try store.placeOrder(
            OrderedSoup(soup: "minestrone", quantity: 1, options: ["croutons", "cheese"]), at: daysBefore(1))
        try store.placeOrder(
            OrderedSoup(soup: "minestrone", quantity: 2, options: ["cheese", "croutons"]), at: daysBefore(3))
        try store.placeOrder(OrderedSoup(soup: "minestrone", quantity: 1, options: ["cheese"]), at: daysBefore(4))
        let ranked = try store.suggestedShortcuts(now: saturday)
        #expect(ranked.count == 3, "quantity and toppings make different orders; topping order does not")
        #expect(ranked[0].order == OrderedSoup(soup: "minestrone", quantity: 1, options: ["cheese", "croutons"]))
        #expect(ranked[0].donationCount == 2)
        #expect(ranked[0].latestDonation == latest.identifier)
        #expect(
            try store.suggestedShortcuts(now: saturday, limit: 2).map(\.order) == Array(ranked.prefix(2)).map(\.order))
    }

    @Test func tiesGoToTheMostRecent() throws {
        let fixture = try SoupChefFixture()
        defer { fixture.remove() }
        let store = fixture.store
        // Same score under an infinite half-life (every donation weighs 1): the later one first.
        try store.placeOrder(OrderedSoup(soup: "tomatoSoup"), at: daysBefore(2))
        try store.placeOrder(OrderedSoup(soup: "lentilSoup"), at: daysBefore(1))
        let ranked = try store.suggestedShortcuts(now: saturday, halfLife: .infinity)
        #expect(ranked.map(\.score) == [1, 1])
        #expect(ranked.map(\.order.soup) == ["lentilSoup", "tomatoSoup"])
    }
}
