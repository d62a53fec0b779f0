import Foundation
import GRDB

/// Donated interactions and the shortcuts suggested from them.
extension SoupChefStore {
    /// Every donation, oldest first.
    public func donations() throws(SoupChefStoreError) -> [InteractionDonation] {
        try database.read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM donation ORDER BY donatedAt, identifier")
                .map(InteractionDonation.init)
        }
    }

    public func donation(identifier: String) throws(SoupChefStoreError) -> InteractionDonation {
        let found = try database.read { db in
            try Row.fetchOne(db, sql: "SELECT * FROM donation WHERE identifier = ?", arguments: [identifier])
                .map(InteractionDonation.init)
        }
        guard let found else { throw error(.unknownDonation(identifier)) }
        return found
    }

    /// Deletes the donations with these identifiers (SiriKit's `INInteraction.delete(with:)`), in
    /// one transaction; identifiers that match none are ignored. Returns how many were deleted.
    @discardableResult
    public func deleteDonations(identifiers: [String]) throws(SoupChefStoreError) -> Int {
        try database.write { db in try Self.deleteDonations(identifiers: identifiers, in: db) }
    }

    /// Orders to offer as shortcuts, best first (``SuggestionRanking``), at most `limit`.
    public func suggestedShortcuts(
        now: Date = Date(), halfLife: TimeInterval = SuggestionRanking.defaultHalfLife, limit: Int? = nil
    ) throws(SoupChefStoreError) -> [ShortcutSuggestion] {
        let ranked = SuggestionRanking.rank(try donations(), now: now, halfLife: halfLife)
        return limit.map { Array(ranked.prefix($0)) } ?? ranked
    }

    @discardableResult
    static func deleteDonations(identifiers: [String], in db: Database) throws -> Int {
        var deleted = 0
        for identifier in Set(identifiers) {
            try db.execute(sql: "DELETE FROM donation WHERE identifier = ?", arguments: [identifier])
            deleted += db.changesCount
        }
        return deleted
    }
}
