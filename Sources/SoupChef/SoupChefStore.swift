import Foundation
import GRDB
import HarkVocabulary

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

    public let url: URL
    let database: DatabaseQueue

    /// The menu shipped in `Models/soupchef/menu.json`, when it can be found.
    public static var shippedMenu: URL? { ModelsDirectory.locate("soupchef/menu.json") }

    /// Opens (creating if needed) the store in `stateDirectory` and adds the items of `menu` the
    /// store does not have yet.
    public convenience init(stateDirectory: StateDirectory, menu: URL? = SoupChefStore.shippedMenu)
        throws(SoupChefStoreError)
    {
        let url = stateDirectory.file(named: Self.fileName)
        do {
            try stateDirectory.create()
        } catch {
            throw SoupChefStoreError(path: url.path, problem: .stateDirectory(error))
        }
        try self.init(url: url, menu: menu)
    }

    /// Opens (creating if needed) the database at `url`, brings its schema up to date and adds the
    /// items and toppings of `menu` (a JSON file, docs/soupchef.md) it lacks. Items already stored
    /// keep their availability: the file seeds the menu, the user's changes stay.
    public init(url: URL, menu: URL? = SoupChefStore.shippedMenu) throws(SoupChefStoreError) {
        self.url = url
        var configuration = Configuration()
        configuration.busyMode = .timeout(5)
        configuration.foreignKeysEnabled = true
        configuration.prepareDatabase { db in
            // Not `Configuration.journalMode = .wal`, which also lowers `synchronous` to NORMAL.
            let journalMode = try String.fetchOne(db, sql: "PRAGMA journal_mode = WAL")
            guard journalMode == "wal" else {
                throw DatabaseError(message: "cannot use write-ahead logging (journal mode \(journalMode ?? "?"))")
            }
            try db.execute(sql: "PRAGMA synchronous = FULL")
        }
        do {
            database = try DatabaseQueue(path: url.path, configuration: configuration)
            try Self.migrator.migrate(database)
        } catch {
            throw SoupChefStoreError(path: url.path, problem: .database(Self.message(of: error)))
        }
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
        try read { db in try String.fetchAll(db, sql: "PRAGMA integrity_check") }
    }

    // MARK: Access shared by the extensions

    func read<T>(_ body: (Database) throws -> T) throws(SoupChefStoreError) -> T {
        do {
            return try database.read(body)
        } catch let error as SoupChefStoreError {
            throw error
        } catch {
            throw SoupChefStoreError(path: url.path, problem: .database(Self.message(of: error)))
        }
    }

    /// One transaction: all of `body` or nothing. A `SoupChefStoreError` thrown by `body` rolls the
    /// transaction back and reaches the caller unchanged.
    func write<T>(_ body: (Database) throws -> T) throws(SoupChefStoreError) -> T {
        do {
            return try database.write(body)
        } catch let error as SoupChefStoreError {
            throw error
        } catch {
            throw SoupChefStoreError(path: url.path, problem: .database(Self.message(of: error)))
        }
    }

    func error(_ problem: SoupChefStoreError.Problem) -> SoupChefStoreError {
        SoupChefStoreError(path: url.path, problem: problem)
    }

    private static func message(of error: any Error) -> String {
        if let databaseError = error as? DatabaseError { return databaseError.message ?? databaseError.description }
        return String(describing: error)
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
