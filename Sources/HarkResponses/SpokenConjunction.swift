/// The word that joins the last two items of a spoken list.
public enum SpokenConjunction: Sendable, Hashable {
    /// "A, B, and C" / "A, B et C": every item (recipients of one message).
    case and
    /// "A, B, or C" / "A, B ou C": one of the items (choices offered to the user).
    case or
}
