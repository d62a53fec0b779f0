import Foundation
import HarkVocabulary

/// A contact's fields before it has an id: what an import entry or `saveContact` supplies, checked
/// once here so both accept exactly the same things.
struct ContactFields: Sendable {
    static let keys = ["screenName", "fullName", "pronunciation", "lastUsed"]

    /// Which field is wrong and why.
    struct Failure: Error {
        let key: String
        let problem: MonkeyChatFieldProblem
    }

    let screenName: String
    let fullName: String
    let pronunciation: String?
    let lastUsed: Date?

    /// Trims the names and the pronunciation; refuses blank names, a blank pronunciation and
    /// explicit phones outside ARPAbet (the decoder could not use them).
    init(screenName: String, fullName: String, pronunciation: String?, lastUsed: Date?) throws(Failure) {
        self.screenName = try Self.name(screenName, key: "screenName")
        self.fullName = try Self.name(fullName, key: "fullName")
        self.pronunciation = try pronunciation.map { (text) throws(Failure) in try Self.checked(pronunciation: text) }
        if let lastUsed, !StorableDates.contains(lastUsed) {
            throw Failure(key: "lastUsed", problem: .dateOutOfRange(lastUsed.ISO8601Format()))
        }
        self.lastUsed = lastUsed
    }

    /// The full name as the database's unique NOCASE column compares it: ASCII letters folded to
    /// lower case, everything else as is.
    var fullNameIdentity: String {
        String(
            String.UnicodeScalarView(
                fullName.unicodeScalars.map { scalar in
                    ("A"..."Z").contains(scalar) ? Unicode.Scalar(scalar.value + 32)! : scalar
                }))
    }

    private static func name(_ text: String, key: String) throws(Failure) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw Failure(key: key, problem: .empty) }
        return trimmed
    }

    private static func checked(pronunciation text: String) throws(Failure) -> String {
        let trimmed = try name(text, key: "pronunciation")
        if case .phones(let phones) = CustomPronunciation(term: "", vocabularyItemPronunciation: trimmed).form {
            guard !phones.isEmpty else {
                throw Failure(key: "pronunciation", problem: .invalidPronunciation("\(trimmed) holds no phones"))
            }
            if let stranger = phones.first(where: { !ARPAbet.phoneSet.contains($0) }) {
                throw Failure(
                    key: "pronunciation",
                    problem: .invalidPronunciation("\(stranger) in \(trimmed) is not an ARPAbet phone"))
            }
        }
        return trimmed
    }
}
