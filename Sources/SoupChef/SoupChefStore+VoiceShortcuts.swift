import Foundation
import GRDB
import HarkIntents

/// The user's voice shortcuts: add, edit, delete, list. Phrases are normalized and unique; each
/// change is one transaction.
extension SoupChefStore {
    /// Every voice shortcut, by phrase.
    public func voiceShortcuts() throws(SoupChefStoreError) -> [SavedVoiceShortcut] {
        try database.read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM voiceShortcut ORDER BY phrase").map(SavedVoiceShortcut.init)
        }
    }

    /// The shortcut whose phrase is `text` once normalized ("Soup time!" finds "soup time").
    public func voiceShortcut(phrase text: String) throws(SoupChefStoreError) -> SavedVoiceShortcut? {
        let phrase = ShortcutPhrase.normalized(text)
        return try database.read { db in try Self.voiceShortcut(phrase, in: db) }
    }

    /// Adds a shortcut running `order` when `phrase` is said. The order must be one the menu has
    /// (soup, toppings, quantity 1 to ``maximumQuantity``); a sold-out soup is accepted, and its
    /// order is refused until the soup is back.
    @discardableResult
    public func addVoiceShortcut(
        phrase text: String, order: OrderedSoup, donation: String? = nil, at date: Date = Date()
    ) throws(SoupChefStoreError) -> SavedVoiceShortcut {
        let phrase = try checkedPhrase(text)
        return try database.write { db in
            try insertShortcut(phrase: phrase, order: order, donation: donation, at: date, in: db)
        }
    }

    /// Adds a shortcut for the order a donation records (a suggested shortcut's
    /// ``ShortcutSuggestion/latestDonation``), in one transaction with reading the donation.
    @discardableResult
    public func addVoiceShortcut(phrase text: String, donation identifier: String, at date: Date = Date())
        throws(SoupChefStoreError) -> SavedVoiceShortcut
    {
        let phrase = try checkedPhrase(text)
        return try database.write { db in
            guard
                let donation = try Row.fetchOne(
                    db, sql: "SELECT * FROM donation WHERE identifier = ?", arguments: [identifier]
                ).map(InteractionDonation.init), let order = donation.order
            else { throw error(.unknownDonation(identifier)) }
            return try insertShortcut(phrase: phrase, order: order, donation: identifier, at: date, in: db)
        }
    }

    /// Changes a shortcut's phrase, its order, or both. A new order drops the link to the donation
    /// the shortcut was made from.
    @discardableResult
    public func editVoiceShortcut(
        phrase text: String, newPhrase: String? = nil, order: OrderedSoup? = nil, at date: Date = Date()
    ) throws(SoupChefStoreError) -> SavedVoiceShortcut {
        let phrase = ShortcutPhrase.normalized(text)
        let renamed = try newPhrase.map { (text) throws(SoupChefStoreError) in try checkedPhrase(text) }
        return try database.write { db in
            guard var shortcut = try Self.voiceShortcut(phrase, in: db) else { throw error(.unknownShortcut(phrase)) }
            if let renamed, renamed != shortcut.phrase {
                guard try Self.voiceShortcut(renamed, in: db) == nil else { throw error(.duplicatePhrase(renamed)) }
                shortcut.shortcut.phrase = renamed
            }
            if let order {
                try checkOrder(order, in: db)
                shortcut.shortcut.parameters = order.parameters
                shortcut.shortcut.intent = OrderSoupIntent.name
                shortcut.donationIdentifier = nil
            }
            try db.execute(
                sql: """
                    UPDATE voiceShortcut SET phrase = ?, intent = ?, parameters = ?, donationIdentifier = ?,
                    updatedAt = ? WHERE id = ?
                    """,
                arguments: [
                    shortcut.phrase, shortcut.shortcut.intent, try Self.encode(shortcut.shortcut.parameters),
                    shortcut.donationIdentifier, date, shortcut.id,
                ])
            // As stored: SQLite keeps dates to the millisecond.
            return try Self.voiceShortcut(shortcut.phrase, in: db)!
        }
    }

    /// Deletes the shortcut answering to `phrase` (normalized).
    public func deleteVoiceShortcut(phrase text: String) throws(SoupChefStoreError) {
        let phrase = ShortcutPhrase.normalized(text)
        try database.write { db in
            try db.execute(sql: "DELETE FROM voiceShortcut WHERE phrase = ?", arguments: [phrase])
            guard db.changesCount == 1 else { throw error(.unknownShortcut(phrase)) }
        }
    }

    // MARK: Shared

    static func voiceShortcut(_ phrase: String, in db: Database) throws -> SavedVoiceShortcut? {
        try Row.fetchOne(db, sql: "SELECT * FROM voiceShortcut WHERE phrase = ?", arguments: [phrase])
            .map(SavedVoiceShortcut.init)
    }

    private func checkedPhrase(_ text: String) throws(SoupChefStoreError) -> String {
        let phrase = ShortcutPhrase.normalized(text)
        guard !phrase.isEmpty else { throw error(.emptyPhrase) }
        return phrase
    }

    /// The menu has the soup and toppings, and the quantity is one an order may have.
    func checkOrder(_ order: OrderedSoup, in db: Database) throws {
        guard (1...Self.maximumQuantity).contains(order.quantity) else { throw error(.invalidQuantity(order.quantity)) }
        guard try Self.menuItem(order.soup, in: db) != nil else { throw error(.unknownMenuItem(order.soup)) }
        for option in order.options {
            guard
                try Bool.fetchOne(db, sql: "SELECT 1 FROM menuOption WHERE identifier = ?", arguments: [option]) != nil
            else { throw error(.unknownOption(option)) }
        }
    }

    private func insertShortcut(
        phrase: String, order: OrderedSoup, donation: String?, at date: Date, in db: Database
    ) throws -> SavedVoiceShortcut {
        guard try Self.voiceShortcut(phrase, in: db) == nil else { throw error(.duplicatePhrase(phrase)) }
        try checkOrder(order, in: db)
        try db.execute(
            sql: """
                INSERT INTO voiceShortcut (phrase, intent, parameters, donationIdentifier, createdAt, updatedAt)
                VALUES (?, ?, ?, ?, ?, ?)
                """,
            arguments: [phrase, OrderSoupIntent.name, try Self.encode(order.parameters), donation, date, date])
        return try Self.voiceShortcut(phrase, in: db)!
    }
}
