/// An app-defined thing a custom intent refers to — a soup on a menu, a workout — as SiriKit's
/// `INObject`: an identifier the app understands and a name to say.
public struct IntentObject: Hashable, Sendable, Codable {
    public var identifier: String
    public var displayName: String

    public init(identifier: String, displayName: String) {
        self.identifier = identifier
        self.displayName = displayName
    }
}
