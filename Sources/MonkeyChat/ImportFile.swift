import Foundation
import HarkSupport

/// A JSON import file (contacts or messages): an array of objects, read whole before anything is
/// stored, so a problem anywhere in it stops the import before it starts.
struct ImportFile {
    /// The most an import file may hold: far beyond any address book or message history, and a
    /// bound on what a device that never ends (`/dev/zero`) can cost.
    static let maximumBytes = 64 << 20

    let path: String
    let entries: [ImportEntry]

    init(url: URL) throws(MonkeyChatStoreError) {
        path = url.path
        let data: Data
        do {
            data = try BoundedFileReader(limit: Self.maximumBytes).data(of: url)
        } catch {
            throw MonkeyChatStoreError(path: url.path, problem: .unreadable(error.description))
        }
        let root: JSONValue
        do {
            root = try JSONDecoder().decode(JSONValue.self, from: data)
        } catch {
            throw MonkeyChatStoreError(path: url.path, problem: .notJSON(Self.detail(of: error)))
        }
        guard case .array(let values) = root else {
            throw MonkeyChatStoreError(path: url.path, problem: .notJSON("the top level is \(root.kindDescription)"))
        }
        entries = values.enumerated().map { ImportEntry(path: url.path, index: $0.offset, value: $0.element) }
    }

    private static func detail(of error: any Error) -> String {
        guard case DecodingError.dataCorrupted(let context) = error else { return String(describing: error) }
        if let underlying = context.underlyingError { return "\(context.debugDescription) \(underlying)" }
        return context.debugDescription
    }
}

/// One element of an import file's array, with typed reads that fail naming the file, the index
/// and the key.
struct ImportEntry {
    let path: String
    let index: Int
    let value: JSONValue

    /// The entry's members, after checking it is an object with no key outside `allowed`.
    func members(allowed: [String]) throws(MonkeyChatStoreError) -> [String: JSONValue] {
        guard case .object(let members) = value else { throw failure(nil, .notAnObject) }
        if let stranger = members.keys.sorted().first(where: { !allowed.contains($0) }) {
            throw failure(stranger, .unknownKey(allowed: allowed))
        }
        return members
    }

    func string(_ key: String, in members: [String: JSONValue]) throws(MonkeyChatStoreError) -> String {
        guard let string = try optionalString(key, in: members) else { throw failure(key, .missing) }
        return string
    }

    /// Absent and null both mean "not given".
    func optionalString(_ key: String, in members: [String: JSONValue]) throws(MonkeyChatStoreError) -> String? {
        switch members[key] {
        case nil, .null: return nil
        case .string(let string): return string
        case let other?: throw failure(key, .wrongType(expected: "a string", found: other.kindDescription))
        }
    }

    func optionalBool(_ key: String, in members: [String: JSONValue]) throws(MonkeyChatStoreError) -> Bool? {
        switch members[key] {
        case nil, .null: return nil
        case .bool(let bool): return bool
        case let other?: throw failure(key, .wrongType(expected: "a boolean", found: other.kindDescription))
        }
    }

    /// An ISO 8601 date and time with a time zone (`2025-06-02T08:30:00Z`, `…+02:00`); without
    /// one the moment would depend on where the file is imported. The moment must fall in the
    /// years 0001–9999 in UTC (`9999-12-31T23:00:00-05:00` does not).
    func optionalDate(_ key: String, in members: [String: JSONValue]) throws(MonkeyChatStoreError) -> Date? {
        guard let text = try optionalString(key, in: members) else { return nil }
        guard let date = try? Date(text, strategy: .iso8601) else { throw failure(key, .invalidDate(text)) }
        guard StorableDates.contains(date) else { throw failure(key, .dateOutOfRange(text)) }
        return date
    }

    func date(_ key: String, in members: [String: JSONValue]) throws(MonkeyChatStoreError) -> Date {
        guard let date = try optionalDate(key, in: members) else { throw failure(key, .missing) }
        return date
    }

    func failure(_ key: String?, _ problem: MonkeyChatFieldProblem) -> MonkeyChatStoreError {
        MonkeyChatStoreError(path: path, problem: .invalidEntry(index: index, key: key, problem))
    }
}
