/// Kinds of user-specific vocabulary, named as SiriKit's `INVocabularyStringType` names them; the
/// raw value is how the type is written on the command line and stored in the database.
public enum VocabularyStringType: String, CaseIterable, Hashable, Sendable {
    /// Names of the user's contacts, e.g. MonkeyChat friends' screen names ("Bobo").
    case contactName
    /// Names the user gave their own workouts.
    case workoutActivityName
    /// Names of the user's photo albums.
    case photoAlbumName
    /// Tags the user put on photos.
    case photoTag
}
