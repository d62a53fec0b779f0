import Foundation
import HarkStorage
import HarkTestSupport
import HarkUserVocabulary
import HarkVocabulary
import Testing

/// `INVocabulary` semantics over the SQLite store: replace, order, cap, reset, persistence.
@Suite struct UserVocabularyTests {
    @Test func setReplacesTheWholeSetOfThatTypeOnly() throws {
        let directory = try ScratchDirectory()
        defer { directory.remove() }
        let store = try UserVocabularyStore(stateDirectory: StateDirectory(url: directory.url))
        let vocabulary = try store.vocabulary(for: "alice")
        try vocabulary.setVocabularyStrings(["Bobo", "Kiki"], of: .contactName)
        try vocabulary.setVocabularyStrings(["Monkey Mile"], of: .workoutActivityName)
        try vocabulary.setVocabularyStrings(["Zaza"], of: .contactName)
        #expect(try vocabulary.vocabularyStrings(of: .contactName) == ["Zaza"])
        #expect(try vocabulary.vocabularyStrings(of: .workoutActivityName) == ["Monkey Mile"])
        #expect(try vocabulary.vocabularyStrings(of: .photoTag).isEmpty)
        try vocabulary.setVocabularyStrings([], of: .contactName)
        #expect(try vocabulary.vocabularyStrings(of: .contactName).isEmpty)
    }

    @Test func keepsOrderTrimsAndDropsRepeatsLikeAnOrderedSet() throws {
        let directory = try ScratchDirectory()
        defer { directory.remove() }
        let store = try UserVocabularyStore(stateDirectory: StateDirectory(url: directory.url))
        let vocabulary = try store.vocabulary(for: "alice")
        let stored = try vocabulary.setVocabularyStrings(["Kiki", " Bobo ", "Zaza", "Bobo", "Kiki"], of: .contactName)
        #expect(stored == 3)
        #expect(try vocabulary.vocabularyStrings(of: .contactName) == ["Kiki", "Bobo", "Zaza"])
    }

    @Test func capKeepsTheMostImportantStrings() throws {
        let directory = try ScratchDirectory()
        defer { directory.remove() }
        let store = try UserVocabularyStore(stateDirectory: StateDirectory(url: directory.url), limitPerType: 3)
        let vocabulary = try store.vocabulary(for: "alice")
        let stored = try vocabulary.setVocabularyStrings(["A1", "A2", "A2", "A3", "A4", "A5"], of: .photoTag)
        #expect(stored == 3)
        #expect(try vocabulary.vocabularyStrings(of: .photoTag) == ["A1", "A2", "A3"])
        #expect(UserVocabularyStore.defaultLimitPerType == 1000)
    }

    @Test func blankStringIsAnErrorAndChangesNothing() throws {
        let directory = try ScratchDirectory()
        defer { directory.remove() }
        let store = try UserVocabularyStore(stateDirectory: StateDirectory(url: directory.url))
        let vocabulary = try store.vocabulary(for: "alice")
        try vocabulary.setVocabularyStrings(["Bobo"], of: .contactName)
        #expect(throws: UserVocabularyError(path: store.url.path, problem: .emptyString(type: .contactName, index: 1)))
        {
            try vocabulary.setVocabularyStrings(["Kiki", " "], of: .contactName)
        }
        #expect(try vocabulary.vocabularyStrings(of: .contactName) == ["Bobo"])
        #expect(throws: UserVocabularyError.self) { try store.vocabulary(for: "  ") }
    }

    @Test func usersAreSeparate() throws {
        let directory = try ScratchDirectory()
        defer { directory.remove() }
        let store = try UserVocabularyStore(stateDirectory: StateDirectory(url: directory.url))
        try store.vocabulary(for: "alice").setVocabularyStrings(["Bobo"], of: .contactName)
        try store.vocabulary(for: "bob").setVocabularyStrings(["Kiki"], of: .contactName)
        #expect(try store.vocabulary(for: "alice").vocabularyStrings(of: .contactName) == ["Bobo"])
        #expect(try store.users() == ["alice", "bob"])
    }

    /// Sign-out: every type goes, other users stay, and the names are gone from the file itself
    /// (SQLite would otherwise leave deleted rows readable in free pages).
    @Test func removeAllErasesTheUserCompletely() throws {
        let directory = try ScratchDirectory()
        defer { directory.remove() }
        let store = try UserVocabularyStore(stateDirectory: StateDirectory(url: directory.url))
        let alice = try store.vocabulary(for: "alice")
        try alice.setVocabularyStrings(["Zanzibarbara", "Kiki"], of: .contactName)
        try alice.setVocabularyStrings(["Bananarama Sprint"], of: .workoutActivityName)
        try store.vocabulary(for: "bob").setVocabularyStrings(["Bobo"], of: .contactName)
        try alice.removeAllVocabularyStrings()
        #expect(try alice.allVocabularyStrings().isEmpty)
        #expect(try store.users() == ["bob"])
        let bytes = try Data(contentsOf: store.url)
        #expect(bytes.range(of: Data("Zanzibarbara".utf8)) == nil)
        #expect(bytes.range(of: Data("Bananarama".utf8)) == nil)
        #expect(bytes.range(of: Data("Bobo".utf8)) != nil)
    }

    @Test func persistsAcrossReopening() throws {
        let directory = try ScratchDirectory()
        defer { directory.remove() }
        let state = StateDirectory(url: directory.url.appendingPathComponent("nested/state"))
        do {
            let store = try UserVocabularyStore(stateDirectory: state)
            try store.vocabulary(for: "alice").setVocabularyStrings(["Bobo", "Kiki"], of: .contactName)
            try store.vocabulary(for: "alice").setVocabularyStrings(["Beach"], of: .photoAlbumName)
        }
        let reopened = try UserVocabularyStore(stateDirectory: state)
        #expect(reopened.url == state.file(named: "vocabulary.sqlite"))
        let strings = try reopened.vocabulary(for: "alice").allVocabularyStrings()
        #expect(strings.map(\.type) == [.contactName, .photoAlbumName])
        #expect(strings.map(\.strings) == [["Bobo", "Kiki"], ["Beach"]])
    }

    @Test func aFileThatIsNotADatabaseIsReported() throws {
        let directory = try ScratchDirectory()
        defer { directory.remove() }
        let url = directory.file("vocabulary.sqlite")
        try Data(repeating: 0x41, count: 4096).write(to: url)
        do {
            _ = try UserVocabularyStore(url: url)
            Issue.record("opened garbage")
        } catch {
            #expect(error.path == url.path)
            #expect(error.description.hasPrefix(url.path + ": "))
        }
    }
}
