/// What marking a soup available or sold out did.
public struct AvailabilityChange: Hashable, Sendable {
    public var item: String
    public var isAvailable: Bool
    /// Identifiers of the donations deleted because the soup is sold out, oldest first.
    public var deletedDonations: [String]

    public init(item: String, isAvailable: Bool, deletedDonations: [String]) {
        self.item = item
        self.isAvailable = isAvailable
        self.deletedDonations = deletedDonations
    }
}
