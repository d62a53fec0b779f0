import GRDB

/// The thread of messages between the user and one set of contacts. There is exactly one
/// conversation per set: sending to Kiki and Zuzu, or receiving from Zuzu with Kiki copied, both
/// land in the same one.
public struct Conversation: Hashable, Sendable, Identifiable {
    public let id: Int64
    /// The contacts in it besides the user, ascending.
    public let participantIDs: [Int64]

    public init(id: Int64, participantIDs: [Int64]) {
        self.id = id
        self.participantIDs = participantIDs
    }

    /// The column that makes a participant set unique: ids ascending, joined by commas.
    static func participantKey(_ participantIDs: [Int64]) -> String {
        Set(participantIDs).sorted().map(String.init).joined(separator: ",")
    }

    init(row: Row) throws {
        let key: String = try row.decode(forColumn: "participantKey")
        try self.init(
            id: row.decode(forColumn: "id"), participantIDs: key.split(separator: ",").compactMap { Int64($0) })
    }
}
