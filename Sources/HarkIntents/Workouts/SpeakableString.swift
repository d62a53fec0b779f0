/// A name the user says for one of an app's things — a workout — as SiriKit's `INSpeakableString`:
/// the phrase, and, once the app's handler has resolved it, the identifier of what it names.
///
/// The parser hands a name over as text; a handler resolving it fills in the identifier (a
/// `VocabularyItemIdentifier` such as `workout.bananarific`, or the app's own id for a name the
/// user made up), and the engine carries it on as an ``IntentObject``.
public struct SpeakableString: Hashable, Sendable, Codable {
    /// What to say: "Bananarific".
    public var spokenPhrase: String
    /// The app's identifier for the thing named; nil until a handler has resolved it.
    public var vocabularyIdentifier: String?

    /// A name said as `spokenPhrase`, resolved when `vocabularyIdentifier` is given.
    public init(spokenPhrase: String, vocabularyIdentifier: String? = nil) {
        self.spokenPhrase = spokenPhrase
        self.vocabularyIdentifier = vocabularyIdentifier
    }

    /// A name as the parser heard it (text) or as a handler resolved it (an object); nil for a
    /// value of another kind.
    public init?(_ value: IntentValue) {
        switch value {
        case .text(let text): self.init(spokenPhrase: text)
        case .object(let object): self.init(spokenPhrase: object.displayName, vocabularyIdentifier: object.identifier)
        default: return nil
        }
    }

    /// Whether a handler has resolved the name: ``vocabularyIdentifier`` is set.
    public var isResolved: Bool { vocabularyIdentifier != nil }

    /// How the engine carries the name: an object once resolved, the words before.
    public var intentValue: IntentValue {
        guard let vocabularyIdentifier else { return .text(spokenPhrase) }
        return .object(IntentObject(identifier: vocabularyIdentifier, displayName: spokenPhrase))
    }
}
