import Foundation
import GRDB
import HarkIntents

/// A soup on Soup Chef's menu. The identifier is the canonical value of the `soup` type in
/// `Models/intents/soupchef.yaml`, so what the parser hears names a menu item directly.
public struct MenuItem: Hashable, Sendable {
    /// `tomatoSoup`.
    public var identifier: String
    /// What to call it: "tomato soup".
    public var name: String
    /// False while the shop has run out: orders for it are refused and its donations deleted.
    public var isAvailable: Bool
    /// How long an order of it takes; the response's `waitTime`.
    public var preparationTime: TimeInterval

    public init(identifier: String, name: String, isAvailable: Bool, preparationTime: TimeInterval) {
        self.identifier = identifier
        self.name = name
        self.isAvailable = isAvailable
        self.preparationTime = preparationTime
    }

    /// The soup as a custom intent's parameter or response property carries it.
    public var intentObject: IntentObject { IntentObject(identifier: identifier, displayName: name) }

    init(row: Row) throws {
        identifier = try row.decode(forColumn: "identifier")
        name = try row.decode(forColumn: "name")
        isAvailable = try row.decode(forColumn: "isAvailable")
        preparationTime = try TimeInterval(row.decode(forColumn: "preparationSeconds") as Int)
    }
}
