/// How a word is said, as a sequence of phones (ARPAbet symbols such as `"K"`, `"AE"`, `"T"`).
public struct Pronunciation: Hashable, Sendable, CustomStringConvertible {
    /// The phones in order, ARPAbet symbols without stress digits.
    public var phones: [String]

    /// A pronunciation of `phones`.
    public init(phones: [String]) {
        self.phones = phones
    }

    /// Phones separated by single spaces, as a CMUdict line writes them.
    public var description: String { phones.joined(separator: " ") }
}
