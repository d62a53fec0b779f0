import Foundation
import GRDB
import HarkStorage
import HarkSupport

/// Soup Chef's data — the menu, placed orders, the interactions donated for them and the user's
/// voice shortcuts — in one SQLite database (`soupchef.sqlite` in the state directory).
///
/// Every change is one transaction: an order and its donation are stored together or not at all,
/// and marking a soup sold out deletes its donations in the same transaction. As for MonkeyChat's
/// store, the file is in write-ahead-log mode with `synchronous = FULL`, so an acknowledged change
/// survives a killed process, and a writer waits up to five seconds for another one.
public final class SoupChefStore: Sendable {
    /// The database's file name inside the state directory.
    public static let fileName = "soupchef.sqlite"
    /// The most soups one order may ask for.
    public static let maximumQuantity = 10

    let database: StateDatabase<SoupChefStoreProblem>

    /// The database file.
    public var url: URL { database.url }

    /// The menu shipped in `Models/soupchef/menu.json`, when it can be found.
    public static var shippedMenu: URL? { ModelsDirectory.locate("soupchef/menu.json") }

    /// Opens (creating if needed) the store in `stateDirectory` and adds the items of `menu` the
    /// store does not have yet.
    public convenience init(stateDirectory: StateDirectory, menu: URL? = SoupChefStore.shippedMenu)
        throws(SoupChefStoreError)
    {
        try self.init(
            database: StateDatabase(named: Self.fileName, in: stateDirectory, migrator: Self.migrator), menu: menu)
    }

    /// Opens (creating if needed) the database at `url`, brings its schema up to date and adds the
    /// items and toppings of `menu` (a JSON file, docs/soupchef.md) it lacks. Items already stored
    /// keep their availability: the file seeds the menu, the user's changes stay.
    public convenience init(url: URL, menu: URL? = SoupChefStore.shippedMenu) throws(SoupChefStoreError) {
        try self.init(database: StateDatabase(url: url, migrator: Self.migrator), menu: menu)
    }

    private init(database: StateDatabase<SoupChefStoreProblem>, menu: URL?) throws(SoupChefStoreError) {
        self.database = database
        if let menu { try seedMenu(from: menu) }
    }

    /// Identifiers of the schema migrations, oldest first.
    public static var migrationIdentifiers: [String] { migrator.migrations }

    /// Schema history. Never edit a registered migration; add a new one.
    private static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1 menu, orders, donations, voice shortcuts") { db in
            try db.create(table: "menuItem") { table in
                table.primaryKey("identifier", .text)
                table.column("name", .text).notNull()
                table.column("isAvailable", .boolean).notNull()
                table.column("preparationSeconds", .integer).notNull().check { $0 >= 0 }
                // The menu's order, as the file lists it.
                table.column("position", .integer).notNull()
            }
            try db.create(table: "menuOption") { table in
                table.primaryKey("identifier", .text)
                table.column("name", .text).notNull()
                table.column("position", .integer).notNull()
            }
            try db.create(table: "soupOrder") { table in
                // AUTOINCREMENT: an order number printed by `hark orders list` is never reused.
                table.autoIncrementedPrimaryKey("id")
                table.column("identifier", .text).notNull().unique()
                table.column("soup", .text).notNull().indexed().references("menuItem")
                table.column("quantity", .integer).notNull().check { $0 >= 1 }
                // The topping identifiers, sorted, as a JSON array.
                table.column("options", .text).notNull()
                table.column("placedAt", .datetime).notNull()
                table.column("waitSeconds", .integer).notNull()
            }
            try db.create(table: "donation") { table in
                // The interaction's identifier (a UUID): deletion goes by it, as with SiriKit's
                // `INInteraction.delete(with:)`.
                table.primaryKey("identifier", .text)
                table.column("intent", .text).notNull()
                // Canonical parameter values, a JSON object of string lists.
                table.column("parameters", .text).notNull()
                table.column("donatedAt", .datetime).notNull().indexed()
                table.column("orderID", .integer).references("soupOrder", onDelete: .setNull)
                // The soup it is about, so a sold-out soup's donations are found without parsing JSON.
                table.column("menuItem", .text).notNull().indexed().references("menuItem")
            }
            try db.create(table: "voiceShortcut") { table in
                table.autoIncrementedPrimaryKey("id")
                // Normalized: lowercase words joined by single spaces.
                table.column("phrase", .text).notNull().unique()
                table.column("intent", .text).notNull()
                table.column("parameters", .text).notNull()
                // The donation it was made from; no foreign key, since the shortcut outlives it.
                table.column("donationIdentifier", .text)
                table.column("createdAt", .datetime).notNull()
                table.column("updatedAt", .datetime).notNull()
            }
        }
        return migrator
    }

    /// SQLite's consistency check of the whole file and the settings durability rests on.
    public func integrityCheck() throws(SoupChefStoreError) -> [String] {
        try database.read { db in try String.fetchAll(db, sql: "PRAGMA integrity_check") }
    }

    /// An error about this database file.
    func error(_ problem: SoupChefStoreProblem) -> SoupChefStoreError {
        SoupChefStoreError(path: url.path, problem: problem)
    }

    // MARK: JSON columns

    static func encode<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    static func decode<T: Decodable>(_ type: T.Type, from text: String) throws -> T {
        try JSONDecoder().decode(type, from: Data(text.utf8))
    }
}
