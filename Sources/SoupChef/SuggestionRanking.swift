import Foundation

/// Ranks orders for suggested shortcuts by how often and how recently they were donated.
///
/// Each donation counts with a weight that halves every ``defaultHalfLife`` (seven days) of age, and
/// an order's score is the sum over its donations: `Σ 0.5^(age / halfLife)`. So frequency adds up,
/// while an order last made weeks ago fades — three orders a month ago (3 × 0.0625 ≈ 0.19) rank
/// below one from yesterday (≈ 0.91), and two from this week beat one from today. Donations dated
/// after `now` count as new (weight 1). Ties go to the most recent, then the more frequent, then by
/// soup.
public enum SuggestionRanking {
    public static let defaultHalfLife: TimeInterval = 7 * 86_400

    /// The weight of one donation `age` seconds old.
    public static func weight(age: TimeInterval, halfLife: TimeInterval = defaultHalfLife) -> Double {
        pow(0.5, max(age, 0) / halfLife)
    }

    public static func score(ages: [TimeInterval], halfLife: TimeInterval = defaultHalfLife) -> Double {
        ages.reduce(0) { $0 + weight(age: $1, halfLife: halfLife) }
    }

    /// One suggestion per distinct order among the `OrderSoup` donations, best first.
    public static func rank(
        _ donations: [InteractionDonation], now: Date, halfLife: TimeInterval = defaultHalfLife
    ) -> [ShortcutSuggestion] {
        var groups: [OrderedSoup: [InteractionDonation]] = [:]
        for donation in donations where donation.intent == OrderSoupIntent.name {
            guard let order = donation.order else { continue }
            groups[order, default: []].append(donation)
        }
        let suggestions = groups.map { order, donations in
            let latest = donations.max { ($0.donatedAt, $0.identifier) < ($1.donatedAt, $1.identifier) }!
            return ShortcutSuggestion(
                order: order, donationCount: donations.count, lastDonated: latest.donatedAt,
                score: score(ages: donations.map { now.timeIntervalSince($0.donatedAt) }, halfLife: halfLife),
                latestDonation: latest.identifier)
        }
        return suggestions.sorted { a, b in
            if a.score != b.score { return a.score > b.score }
            if a.lastDonated != b.lastDonated { return a.lastDonated > b.lastDonated }
            if a.donationCount != b.donationCount { return a.donationCount > b.donationCount }
            return (a.order.soup, a.order.quantity, a.order.options.joined(separator: ","))
                < (b.order.soup, b.order.quantity, b.order.options.joined(separator: ","))
        }
    }
}
