/// An app-defined thing a custom intent refers to — a soup on a menu, a workout — as SiriKit's
/// `INObject`: an identifier the app understands and a name to say.
public struct IntentObject: Hashable, Sendable, Codable {
    /// The app's identifier for the thing, e.g. `soup.tomato`.
    public var identifier: String
    /// What to call it when speaking: "Tomato Soup".
    public var displayName: String

    /// An object the app knows as `identifier`, said as `displayName`.
    public init(identifier: String, displayName: String) {
        self.identifier = identifier
        self.displayName = displayName
    }
}
