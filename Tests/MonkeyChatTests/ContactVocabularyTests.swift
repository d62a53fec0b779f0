import Foundation
import HarkUserVocabulary
import HarkVocabulary
import MonkeyChat
import Testing

/// The address book feeding the user's `.contactName` vocabulary in the same state directory.
@Suite struct ContactVocabularyTests {
    @Test func syncPutsScreenNamesByRecencyThenFullNames() throws {
        let scratch = try ScratchState()
        defer { scratch.remove() }
        let store = try scratch.openStore()
        try store.importContacts(from: SampleData.contacts)
        let vocabulary = try UserVocabularyStore(stateDirectory: scratch.stateDirectory).vocabulary(for: "alice")
        try vocabulary.setVocabularyStrings(["Stale Name"], of: .contactName)
        try vocabulary.setVocabularyStrings(["Monkey Mile"], of: .workoutActivityName)

        let stored = try store.syncVocabulary(into: vocabulary)
        let strings = try vocabulary.vocabularyStrings(of: .contactName)
        let contacts = try store.contacts()
        let screenNames = try store.screenNamesByRecentUse()
        #expect(stored == strings.count)
        #expect(strings == (try store.contactNameVocabulary()))
        #expect(Array(strings.prefix(screenNames.count)) == screenNames)
        #expect(Set(strings.dropFirst(screenNames.count)) == Set(contacts.map(\.fullName)))
        #expect(strings.filter { $0 == "Bobo" }.count == 1)
        #expect(!strings.contains("Stale Name"))
        // Only the contact names are replaced.
        #expect(try vocabulary.vocabularyStrings(of: .workoutActivityName) == ["Monkey Mile"])

        // Full names follow their contacts' use too: used ones before never-used ones.
        let fullNames = Array(strings.dropFirst(screenNames.count))
        let usedFullNames = Set(contacts.filter { $0.lastUsed != nil }.map(\.fullName))
        #expect(Set(fullNames.prefix(usedFullNames.count)) == usedFullNames)
    }

    @Test func sendingToAFriendMovesTheirNameToTheFront() throws {
        let scratch = try ScratchState()
        defer { scratch.remove() }
        let store = try scratch.openStore()
        try store.importContacts(from: SampleData.contacts)
        let vocabulary = try UserVocabularyStore(stateDirectory: scratch.stateDirectory).vocabulary(for: "alice")
        try store.syncVocabulary(into: vocabulary)
        let before = try vocabulary.vocabularyStrings(of: .contactName)
        let peanut = try #require(try store.contacts(named: "Peanut").first)
        #expect(before.first != "Peanut")
        let newest = try #require(try store.contacts().compactMap(\.lastUsed).max())
        try store.send(content: "lunch?", to: [peanut.id], at: newest.addingTimeInterval(60))
        try store.syncVocabulary(into: vocabulary)
        let after = try vocabulary.vocabularyStrings(of: .contactName)
        #expect(after.first == "Peanut")
        #expect(after.firstIndex(of: peanut.fullName)! < after.firstIndex(of: "Bobo the Great")!)
        #expect(Set(after) == Set(before))
    }

    @Test func aFullVocabularyKeepsTheMostRecentScreenNames() throws {
        let scratch = try ScratchState()
        defer { scratch.remove() }
        let store = try scratch.openStore()
        try store.importContacts(from: SampleData.contacts)
        let vocabulary = try UserVocabularyStore(stateDirectory: scratch.stateDirectory, limitPerType: 3)
            .vocabulary(for: "alice")
        #expect(try store.syncVocabulary(into: vocabulary) == 3)
        #expect(
            try vocabulary.vocabularyStrings(of: .contactName) == Array(try store.screenNamesByRecentUse().prefix(3)))
    }
}
