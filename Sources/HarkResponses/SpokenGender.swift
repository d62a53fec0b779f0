/// The grammatical gender a number agrees with. Only French marks it, and only on "un"/"une"
/// ("vingt et une minutes", "une heure"); English ignores it.
public enum SpokenGender: Sendable, Hashable {
    /// Masculine, and the form used when there is no noun: "vingt et un".
    case masculine
    /// Feminine: "vingt et une minutes".
    case feminine
}
