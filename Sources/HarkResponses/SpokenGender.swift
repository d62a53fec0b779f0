/// The grammatical gender a number agrees with. Only French marks it, and only on "un"/"une"
/// ("vingt et une minutes", "une heure"); English ignores it.
public enum SpokenGender: Sendable, Hashable {
    case masculine
    case feminine
}
