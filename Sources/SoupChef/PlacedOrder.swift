import Foundation
import GRDB

/// An order Soup Chef took: what was asked for, when, and how long it takes.
public struct PlacedOrder: Hashable, Sendable, Identifiable {
    /// The order number `hark orders list` prints.
    public let id: Int64
    /// A UUID; also the identifier of the interaction donated for the order.
    public let identifier: String
    public var order: OrderedSoup
    public var placedAt: Date
    public var waitTime: TimeInterval

    public init(id: Int64, identifier: String, order: OrderedSoup, placedAt: Date, waitTime: TimeInterval) {
        self.id = id
        self.identifier = identifier
        self.order = order
        self.placedAt = placedAt
        self.waitTime = waitTime
    }

    public var readyAt: Date { placedAt.addingTimeInterval(waitTime) }

    init(row: Row) throws {
        id = try row.decode(forColumn: "id")
        identifier = try row.decode(forColumn: "identifier")
        order = try OrderedSoup(
            soup: row.decode(forColumn: "soup"), quantity: row.decode(forColumn: "quantity"),
            options: try SoupChefStore.decode([String].self, from: row.decode(forColumn: "options")))
        placedAt = try row.decode(forColumn: "placedAt")
        waitTime = try TimeInterval(row.decode(forColumn: "waitSeconds") as Int)
    }
}
