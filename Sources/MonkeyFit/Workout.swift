import GRDB

/// A workout the user can start by name: one from MonkeyFit's vocabulary ("Bananarific") or one
/// the user made ("Morning Run").
public struct Workout: Hashable, Sendable, Identifiable {
    /// Where a workout comes from.
    public enum Origin: String, Hashable, Sendable {
        /// An item of the app's `AppIntentVocabulary.plist`, the same for every user.
        case app
        /// A workout the user named.
        case user
    }

    public let id: Int64
    /// What handlers hand back to the app: the plist's `VocabularyItemIdentifier`
    /// (`workout.bananarific`), or `user.<id>` for the user's own.
    public var identifier: String
    /// What to call the workout when speaking: its first name.
    public var displayName: String
    /// Every name the workout answers to, the display name first ("Monkey Mile", "Mile Run").
    public var names: [String]
    public var origin: Origin

    public init(id: Int64, identifier: String, displayName: String, names: [String], origin: Origin) {
        self.id = id
        self.identifier = identifier
        self.displayName = displayName
        self.names = names
        self.origin = origin
    }

    /// What the app's vocabulary says of a workout, to tell whether installing it changes anything.
    struct CatalogueEntry: Hashable {
        var identifier: String
        var displayName: String
        var names: [String]
    }

    init(row: Row, names: [String]) throws {
        try self.init(
            id: row.decode(forColumn: "id"), identifier: row.decode(forColumn: "identifier"),
            displayName: row.decode(forColumn: "displayName"), names: names,
            origin: Origin(rawValue: row.decode(forColumn: "origin")) ?? .user)
    }
}

extension Workout.CatalogueEntry {
    init(_ workout: Workout) {
        self.init(identifier: workout.identifier, displayName: workout.displayName, names: workout.names)
    }
}
