/// How a word is said, as a sequence of phones (ARPAbet symbols such as `"K"`, `"AE"`, `"T"`).
public struct Pronunciation: Hashable, Sendable, CustomStringConvertible {
    public var phones: [String]

    public init(phones: [String]) {
        self.phones = phones
    }

    /// Phones separated by single spaces, as a CMUdict line writes them.
    public var description: String { phones.joined(separator: " ") }
}
