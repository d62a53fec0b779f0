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
        id = row["id"]
        identifier = row["identifier"]
        order = OrderedSoup(
            soup: row["soup"], quantity: row["quantity"],
            options: try SoupChefStore.decode([String].self, from: row["options"]))
        placedAt = row["placedAt"]
        waitTime = TimeInterval(row["waitSeconds"] as Int)
    }
}
