import Foundation
import GRDB

/// Placing orders and the order history.
extension SoupChefStore {
    /// Places `order` at `date`, in one transaction: checks the soup is on the menu and available,
    /// the quantity between 1 and ``maximumQuantity`` and every topping on the menu; stores the
    /// order; and donates the interaction (identifier = the order's, so it can be deleted with the
    /// order's soup). Either both are stored or neither.
    @discardableResult
    public func placeOrder(_ order: OrderedSoup, at date: Date = Date(), identifier: UUID = UUID())
        throws(SoupChefStoreError) -> PlacedOrder
    {
        try database.write { db in
            try checkOrder(order, in: db)
            guard let item = try Self.menuItem(order.soup, in: db), item.isAvailable else {
                throw error(.unavailable(order.soup))
            }
            let waitTime = item.preparationTime
            try db.execute(
                sql: """
                    INSERT INTO soupOrder (identifier, soup, quantity, options, placedAt, waitSeconds)
                    VALUES (?, ?, ?, ?, ?, ?)
                    """,
                arguments: [
                    identifier.uuidString, order.soup, order.quantity, try Self.encode(order.options), date,
                    Int(waitTime.rounded()),
                ])
            let id = db.lastInsertedRowID
            try db.execute(
                sql: """
                    INSERT INTO donation (identifier, intent, parameters, donatedAt, orderID, menuItem)
                    VALUES (?, ?, ?, ?, ?, ?)
                    """,
                arguments: [
                    identifier.uuidString, OrderSoupIntent.name, try Self.encode(order.parameters), date, id,
                    order.soup,
                ])
            // As stored: SQLite keeps dates to the millisecond.
            return try PlacedOrder(
                row: try Row.fetchOne(db, sql: "SELECT * FROM soupOrder WHERE id = ?", arguments: [id])!)
        }
    }

    /// The order history, newest first.
    public func orders() throws(SoupChefStoreError) -> [PlacedOrder] {
        try database.read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM soupOrder ORDER BY placedAt DESC, id DESC").map(PlacedOrder.init)
        }
    }

    public func order(id: Int64) throws(SoupChefStoreError) -> PlacedOrder {
        let found = try database.read { db in
            try Row.fetchOne(db, sql: "SELECT * FROM soupOrder WHERE id = ?", arguments: [id]).map(PlacedOrder.init)
        }
        guard let found else { throw error(.unknownOrder(id)) }
        return found
    }
}
