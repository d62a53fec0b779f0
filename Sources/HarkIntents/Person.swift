/// Someone an intent is about: a message's recipient or sender, as SiriKit's `INPerson`.
///
/// A person the parser heard has only a name; an app's handler resolves it to one of its contacts
/// and fills in the identifier, so that every later step (confirm, handle) works on that contact.
public struct Person: Hashable, Sendable, Codable {
    /// The app's identifier for the contact; nil until a handler has resolved the person.
    public var identifier: String?
    /// What to call the person when speaking: "Bobo the Great".
    public var displayName: String
    /// The app-specific handle, e.g. a MonkeyChat screen name ("Bobo").
    public var handle: String?
    /// The words the user said for the person ("bobo"), when the person came from speech.
    public var heard: String?

    /// A person with the given parts; without `identifier` it is unresolved.
    public init(identifier: String? = nil, displayName: String, handle: String? = nil, heard: String? = nil) {
        self.identifier = identifier
        self.displayName = displayName
        self.handle = handle
        self.heard = heard
    }

    /// A person as the parser heard them: a name and no identity yet.
    public static func unresolved(name: String, heard: String? = nil) -> Person {
        Person(displayName: name, heard: heard)
    }

    /// Whether a handler has resolved the person to a contact: ``identifier`` is set.
    public var isResolved: Bool { identifier != nil }
}
