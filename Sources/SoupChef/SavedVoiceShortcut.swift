import Foundation
import GRDB
import HarkIntents

/// A voice shortcut as Soup Chef keeps it: the shortcut the assistant runs (phrase, app, intent,
/// canonical parameters) with its row id, the donation it was made from and when it was made.
///
/// The shortcut keeps its own copy of the intent and parameters, so it works whatever happens to
/// that donation.
public struct SavedVoiceShortcut: Hashable, Sendable, Identifiable {
    public let id: Int64
    public var shortcut: VoiceShortcut
    /// The donation it was made from, if any; it may have been deleted since.
    public var donationIdentifier: String?
    public var createdAt: Date
    public var updatedAt: Date

    public init(
        id: Int64, shortcut: VoiceShortcut, donationIdentifier: String?, createdAt: Date, updatedAt: Date
    ) {
        self.id = id
        self.shortcut = shortcut
        self.donationIdentifier = donationIdentifier
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }

    /// Normalized (``ShortcutPhrase/normalized(_:)``): lowercase words, single spaces.
    public var phrase: String { shortcut.phrase }

    /// The order it runs.
    public var order: OrderedSoup? {
        shortcut.intent == OrderSoupIntent.name ? OrderedSoup(parameters: shortcut.parameters) : nil
    }

    init(row: Row) throws {
        id = try row.decode(forColumn: "id")
        shortcut = try VoiceShortcut(
            phrase: row.decode(forColumn: "phrase"), app: SoupChefApp.name, intent: row.decode(forColumn: "intent"),
            parameters: try SoupChefStore.decode([String: [String]].self, from: row.decode(forColumn: "parameters")))
        donationIdentifier = try row.decode(forColumn: "donationIdentifier")
        createdAt = try row.decode(forColumn: "createdAt")
        updatedAt = try row.decode(forColumn: "updatedAt")
    }
}
