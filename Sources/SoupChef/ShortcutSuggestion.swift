import Foundation

/// An order worth offering as a shortcut, made from the donations of identical orders (same soup,
/// quantity and toppings), with the figures it was ranked by.
public struct ShortcutSuggestion: Hashable, Sendable {
    public var order: OrderedSoup
    public var donationCount: Int
    public var lastDonated: Date
    /// ``SuggestionRanking/score(ages:halfLife:)`` of its donations.
    public var score: Double
    /// The newest donation of the order, which a voice shortcut made from the suggestion records.
    public var latestDonation: String

    public init(order: OrderedSoup, donationCount: Int, lastDonated: Date, score: Double, latestDonation: String) {
        self.order = order
        self.donationCount = donationCount
        self.lastDonated = lastDonated
        self.score = score
        self.latestDonation = latestDonation
    }
}
