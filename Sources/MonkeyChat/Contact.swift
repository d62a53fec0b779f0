import Foundation
import GRDB
import HarkVocabulary

/// A friend in the MonkeyChat address book.
///
/// The user speaks of friends by screen name ("text Bobo"), and several friends may share one;
/// the full name tells them apart ("Bobo the Great", "Bobo Jr.") and is what identifies a contact
/// when an address book is imported again.
public struct Contact: Hashable, Sendable, Identifiable {
    public let id: Int64
    /// What the user calls the friend, e.g. "Bobo".
    public var screenName: String
    /// Unique in the address book (ignoring case), e.g. "Bobo the Great".
    public var fullName: String
    /// How the screen name sounds, for names no dictionary knows: a "sounds like" spelling
    /// ("ba nana ri fic") or ARPAbet phones between slashes (`/Z AA Z UW/`), as in an app's
    /// `VocabularyItemPronunciation`.
    public var pronunciation: String?
    /// When the user last sent the friend a message; nil if never.
    public var lastUsed: Date?

    public init(id: Int64, screenName: String, fullName: String, pronunciation: String? = nil, lastUsed: Date? = nil) {
        self.id = id
        self.screenName = screenName
        self.fullName = fullName
        self.pronunciation = pronunciation
        self.lastUsed = lastUsed
    }

    /// `pronunciation` as the decoder dictionary builder takes it: for the screen name.
    public var customPronunciation: CustomPronunciation? {
        pronunciation.map { CustomPronunciation(term: screenName, vocabularyItemPronunciation: $0) }
    }

    init(row: Row) throws {
        try self.init(
            id: row.decode(forColumn: "id"), screenName: row.decode(forColumn: "screenName"),
            fullName: row.decode(forColumn: "fullName"),
            pronunciation: row.decode(forColumn: "pronunciation"), lastUsed: row.decode(forColumn: "lastUsed"))
    }
}
