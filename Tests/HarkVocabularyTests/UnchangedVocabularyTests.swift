import Foundation
import GRDB
import HarkStorage
import HarkTestSupport
import HarkUserVocabulary
import HarkVocabulary
import Testing

/// Apps register their vocabulary after every turn; the same strings again must not be rewritten.
@Test func registeringTheSameStringsAgainWritesNothing() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    let store = try UserVocabularyStore(stateDirectory: StateDirectory(url: directory.url))
    let vocabulary = try store.vocabulary(for: "alice")
    try vocabulary.setVocabularyStrings(["Bobo", "Kiki"], of: .contactName)
    // SQLite's data_version changes, for another connection, whenever a write commits.
    let observer = try DatabaseQueue(path: store.url.path)
    let version = { try observer.read { try Int.fetchOne($0, sql: "PRAGMA data_version") } }
    let before = try version()
    #expect(try vocabulary.setVocabularyStrings(["Bobo", "Kiki"], of: .contactName) == 2)
    #expect(try version() == before)
    try vocabulary.setVocabularyStrings(["Kiki", "Bobo"], of: .contactName)
    #expect(try version() != before)
    #expect(try vocabulary.vocabularyStrings(of: .contactName) == ["Kiki", "Bobo"])
}
