import GRDB

/// A topping a soup can be ordered with ("with cheese and croutons"); the identifier is a
/// canonical value of the `option` type in `Models/intents/soupchef.yaml`.
public struct MenuOption: Hashable, Sendable {
    public var identifier: String
    public var name: String

    public init(identifier: String, name: String) {
        self.identifier = identifier
        self.name = name
    }

    init(row: Row) throws {
        identifier = try row.decode(forColumn: "identifier")
        name = try row.decode(forColumn: "name")
    }
}
