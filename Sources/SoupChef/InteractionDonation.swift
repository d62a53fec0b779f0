import Foundation
import GRDB

/// An interaction the app told the assistant about — "the user ordered this" — as SiriKit's
/// `INInteraction.donate()`: the intent, its parameters and an identifier to delete it by.
/// Suggested shortcuts are made from donations.
public struct InteractionDonation: Hashable, Sendable {
    /// A UUID; for an order, the order's identifier.
    public let identifier: String
    /// `OrderSoup`.
    public var intent: String
    /// Canonical parameter values, as ``OrderedSoup/parameters`` writes them.
    public var parameters: [String: [String]]
    public var donatedAt: Date
    /// The order it records; nil once the order is gone.
    public var orderID: Int64?
    /// The soup it is about.
    public var menuItem: String

    public init(
        identifier: String, intent: String, parameters: [String: [String]], donatedAt: Date, orderID: Int64?,
        menuItem: String
    ) {
        self.identifier = identifier
        self.intent = intent
        self.parameters = parameters
        self.donatedAt = donatedAt
        self.orderID = orderID
        self.menuItem = menuItem
    }

    /// The order the parameters describe.
    public var order: OrderedSoup? { OrderedSoup(parameters: parameters) }

    init(row: Row) throws {
        identifier = try row.decode(forColumn: "identifier")
        intent = try row.decode(forColumn: "intent")
        parameters = try SoupChefStore.decode([String: [String]].self, from: row.decode(forColumn: "parameters"))
        donatedAt = try row.decode(forColumn: "donatedAt")
        orderID = try row.decode(forColumn: "orderID")
        menuItem = try row.decode(forColumn: "menuItem")
    }
}
