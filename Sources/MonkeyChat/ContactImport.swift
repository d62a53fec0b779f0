import Foundation

/// What `importContacts(from:)` did.
public struct ContactImportResult: Equatable, Sendable {
    /// Contacts whose full name was new.
    public let added: Int
    /// Contacts whose full name was already in the address book, now updated from the file.
    public let updated: Int

    public init(added: Int, updated: Int) {
        self.added = added
        self.updated = updated
    }
}

extension MonkeyChatStore {
    /// Imports an address book file: a JSON array of
    /// `{"screenName": …, "fullName": …, "pronunciation"?: …, "lastUsed"?: ISO 8601}`.
    ///
    /// All or nothing: every entry is checked first (no unknown keys, names present and not blank,
    /// right types, a valid date and pronunciation, no full name twice) and the contacts are then
    /// saved in one transaction. A full name already in the address book (ignoring case) updates
    /// that contact as `saveContact` does; contacts absent from the file are kept.
    @discardableResult
    public func importContacts(from url: URL) throws(MonkeyChatStoreError) -> ContactImportResult {
        let contacts = try Self.contactFields(in: ImportFile(url: url))
        return try database.write { db in
            var added = 0
            for fields in contacts where try save(fields, in: db).added {
                added += 1
            }
            return ContactImportResult(added: added, updated: contacts.count - added)
        }
    }

    private static func contactFields(in file: ImportFile) throws(MonkeyChatStoreError) -> [ContactFields] {
        var firstIndexOfFullName: [String: Int] = [:]
        var contacts: [ContactFields] = []
        for entry in file.entries {
            let members = try entry.members(allowed: ContactFields.keys)
            let screenName = try entry.string("screenName", in: members)
            let fullName = try entry.string("fullName", in: members)
            let pronunciation = try entry.optionalString("pronunciation", in: members)
            let lastUsed = try entry.optionalDate("lastUsed", in: members)
            let fields: ContactFields
            do {
                fields = try ContactFields(
                    screenName: screenName, fullName: fullName, pronunciation: pronunciation, lastUsed: lastUsed)
            } catch {
                throw entry.failure(error.key, error.problem)
            }
            let identity = fields.fullNameIdentity
            if let firstIndex = firstIndexOfFullName[identity] {
                throw entry.failure("fullName", .duplicateFullName(firstIndex: firstIndex))
            }
            firstIndexOfFullName[identity] = entry.index
            contacts.append(fields)
        }
        return contacts
    }
}
