import Foundation
import GRDB

/// The menu: what can be ordered, and marking a soup sold out or back.
extension SoupChefStore {
    /// Every soup, in menu order.
    public func menuItems() throws(SoupChefStoreError) -> [MenuItem] {
        try database.read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM menuItem ORDER BY position").map(MenuItem.init)
        }
    }

    public func menuItem(_ identifier: String) throws(SoupChefStoreError) -> MenuItem? {
        try database.read { db in try Self.menuItem(identifier, in: db) }
    }

    /// Every topping, in menu order.
    public func menuOptions() throws(SoupChefStoreError) -> [MenuOption] {
        try database.read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM menuOption ORDER BY position").map(MenuOption.init)
        }
    }

    /// Marks a soup available or sold out. Marking it sold out also deletes, in the same
    /// transaction, every donation of an order for it — by identifier, as the SiriKit sample does —
    /// so the soup stops being suggested. Voice shortcuts the user made for it stay: the user chose
    /// the phrase, and it works again once the soup is back (meanwhile the order is refused with
    /// `failureSoupUnavailable`).
    @discardableResult
    public func setAvailability(of identifier: String, to isAvailable: Bool) throws(SoupChefStoreError)
        -> AvailabilityChange
    {
        try database.write { db in
            guard try Self.menuItem(identifier, in: db) != nil else { throw error(.unknownMenuItem(identifier)) }
            try db.execute(
                sql: "UPDATE menuItem SET isAvailable = ? WHERE identifier = ?", arguments: [isAvailable, identifier])
            var deleted: [String] = []
            if !isAvailable {
                deleted = try String.fetchAll(
                    db, sql: "SELECT identifier FROM donation WHERE menuItem = ? ORDER BY donatedAt, identifier",
                    arguments: [identifier])
                try Self.deleteDonations(identifiers: deleted, in: db)
            }
            return AvailabilityChange(item: identifier, isAvailable: isAvailable, deletedDonations: deleted)
        }
    }

    // MARK: Shared

    static func menuItem(_ identifier: String, in db: Database) throws -> MenuItem? {
        try Row.fetchOne(db, sql: "SELECT * FROM menuItem WHERE identifier = ?", arguments: [identifier])
            .map(MenuItem.init)
    }

    /// Adds the file's items and toppings the store lacks, in one transaction.
    func seedMenu(from file: URL) throws(SoupChefStoreError) {
        let menu: MenuFile
        do {
            menu = try MenuFile.read(file)
        } catch {
            throw SoupChefStoreError(path: file.path, problem: .menuFile(error.message))
        }
        try database.write { db in
            for (position, item) in menu.items.enumerated() {
                try db.execute(
                    sql: """
                        INSERT OR IGNORE INTO menuItem (identifier, name, isAvailable, preparationSeconds, position)
                        VALUES (?, ?, ?, ?, ?)
                        """,
                    arguments: [
                        item.identifier, item.name, item.available, Int((item.preparationMinutes * 60).rounded()),
                        position,
                    ])
            }
            for (position, option) in menu.options.enumerated() {
                try db.execute(
                    sql: "INSERT OR IGNORE INTO menuOption (identifier, name, position) VALUES (?, ?, ?)",
                    arguments: [option.identifier, option.name, position])
            }
        }
    }
}
