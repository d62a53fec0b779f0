import Foundation
import MonkeyChat
import Testing

/// The address book file: the shipped sample, every validation error (with file, index and key),
/// all-or-nothing, and the full-name identity rule on re-import.
@Suite struct ContactImportTests {
    @Test func importsTheShippedAddressBook() throws {
        let scratch = try ScratchState()
        defer { scratch.remove() }
        let store = try scratch.openStore()
        let entries = try SampleData.entries(of: SampleData.contacts)
        let result = try store.importContacts(from: SampleData.contacts)
        #expect(result == ContactImportResult(added: entries.count, updated: 0))
        let contacts = try store.contacts()
        #expect(contacts.count == entries.count)
        #expect(Set(contacts.map(\.fullName)) == Set(entries.compactMap { $0["fullName"] as? String }))
        // The disambiguation dialog's three Bobos all answer to the spoken "Bobo".
        #expect(
            Set(try store.contacts(named: "Bobo").map(\.fullName)) == ["Bobo the Great", "Bobo Jr.", "Little Bobo"])
        // Pronunciations come through as the decoder dictionary will take them.
        let zazu = try #require(try store.contacts(named: "Zazu").first)
        #expect(zazu.customPronunciation?.form == .phones(["Z", "AA", "Z", "UW"]))
        let rafiki = try #require(try store.contacts(named: "Rafiki").first)
        #expect(rafiki.customPronunciation?.form == .spellingHint("ra fee key"))
    }

    /// Every contact name the MonkeyChat intent templates give as an example is a contact of the
    /// sample address book, so the sample commands can be carried out against it.
    @Test func theShippedAddressBookHasEveryExampleName() throws {
        let yaml = try String(contentsOf: SampleData.intents, encoding: .utf8)
        let contactType = try #require(yaml.range(of: "\n  contact:\n"))
        let list = try #require(yaml[contactType.upperBound...].range(of: "examples: ["))
        let end = try #require(yaml[list.upperBound...].firstIndex(of: "]"))
        let examples = yaml[list.upperBound..<end].split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        #expect(examples.count > 10)
        let screenNames = Set(
            try SampleData.entries(of: SampleData.contacts).compactMap { $0["screenName"] as? String })
        for example in examples {
            #expect(screenNames.contains(example), "no contact with screen name \(example)")
        }
    }

    @Test(arguments: [
        (
            #"[{"screenName": "Kiki", "fullName": "Kiki Moreau"}, {"screenName": "Bobo"}]"#,
            MonkeyChatStoreProblem.invalidEntry(index: 1, key: "fullName", .missing)
        ),
        (
            #"[{"screenName": "  ", "fullName": "Kiki Moreau"}]"#,
            .invalidEntry(index: 0, key: "screenName", .empty)
        ),
        (
            #"[{"screenName": "Kiki", "fullName": null}]"#,
            .invalidEntry(index: 0, key: "fullName", .missing)
        ),
        (
            #"[{"screenName": 7, "fullName": "Kiki Moreau"}]"#,
            .invalidEntry(index: 0, key: "screenName", .wrongType(expected: "a string", found: "a number"))
        ),
        (
            #"[{"screenName": "Kiki", "fullName": "Kiki Moreau", "pronunciation": ["K", "IY"]}]"#,
            .invalidEntry(index: 0, key: "pronunciation", .wrongType(expected: "a string", found: "an array"))
        ),
        (
            #"[{"screenName": "Kiki", "fullname": "Kiki Moreau"}]"#,
            .invalidEntry(
                index: 0, key: "fullname",
                .unknownKey(allowed: ["screenName", "fullName", "pronunciation", "lastUsed"]))
        ),
        (
            #"[{"screenName": "Bobo", "fullName": "Bobo Jr."}, {"screenName": "Kiki", "fullName": "Kiki"}, {"screenName": "Bobo", "fullName": " bobo JR. "}]"#,
            .invalidEntry(index: 2, key: "fullName", .duplicateFullName(firstIndex: 0))
        ),
        (
            #"[{"screenName": "Kiki", "fullName": "Kiki Moreau", "lastUsed": "yesterday"}]"#,
            .invalidEntry(index: 0, key: "lastUsed", .invalidDate("yesterday"))
        ),
        (
            #"[{"screenName": "Kiki", "fullName": "Kiki Moreau", "lastUsed": "2025-06-01T10:00:00"}]"#,
            .invalidEntry(index: 0, key: "lastUsed", .invalidDate("2025-06-01T10:00:00"))
        ),
        (
            #"[{"screenName": "Kiki", "fullName": "Kiki Moreau", "pronunciation": " "}]"#,
            .invalidEntry(index: 0, key: "pronunciation", .empty)
        ),
        (
            #"[{"screenName": "Kiki", "fullName": "Kiki"}, "Bobo"]"#,
            .invalidEntry(index: 1, key: nil, .notAnObject)
        ),
    ])
    func aWrongEntryIsNamedAndNothingIsImported(json: String, problem: MonkeyChatStoreProblem) throws {
        let scratch = try ScratchState()
        defer { scratch.remove() }
        let store = try scratch.openStore()
        let file = try scratch.file("contacts.json", containing: json)
        #expect(throws: MonkeyChatStoreError(path: file.path, problem: problem)) {
            try store.importContacts(from: file)
        }
        #expect(try store.contacts().isEmpty)
    }

    @Test func theMessageNamesTheFileTheEntryAndTheKey() throws {
        let scratch = try ScratchState()
        defer { scratch.remove() }
        let store = try scratch.openStore()
        let file = try scratch.file(
            "contacts.json", containing: #"[{"screenName": "Kiki", "fullName": "Kiki"}, {"screenName": "Bobo"}]"#)
        do {
            try store.importContacts(from: file)
            Issue.record("imported an entry without a full name")
        } catch {
            #expect(error.description == "\(file.path): [1].fullName: missing")
        }
    }

    @Test(arguments: [
        ("/Z QQ UW/", "QQ"),
        ("//", "no phones"),
    ])
    func explicitPhonesMustBeARPAbet(pronunciation: String, named: String) throws {
        let scratch = try ScratchState()
        defer { scratch.remove() }
        let store = try scratch.openStore()
        let file = try scratch.file(
            "contacts.json",
            containing: #"[{"screenName": "Zazu", "fullName": "Zazu Okafor", "pronunciation": "\#(pronunciation)"}]"#)
        do {
            try store.importContacts(from: file)
            Issue.record("imported the pronunciation \(pronunciation)")
        } catch {
            guard case .invalidEntry(0, "pronunciation", .invalidPronunciation(let detail)) = error.problem else {
                Issue.record("unexpected problem \(error.problem)")
                return
            }
            #expect(detail.contains(named))
            #expect(error.path == file.path)
        }
        #expect(try store.contacts().isEmpty)
    }

    @Test func aFileThatIsNotAJSONArrayIsRefusedWhole() throws {
        let scratch = try ScratchState()
        defer { scratch.remove() }
        let store = try scratch.openStore()
        for text in [#"{"screenName": "Kiki", "fullName": "Kiki"}"#, #"[{"screenName": "Kiki","#, ""] {
            let file = try scratch.file("contacts.json", containing: text)
            do {
                try store.importContacts(from: file)
                Issue.record("imported \(text)")
            } catch {
                guard case .notJSON = error.problem else {
                    Issue.record("unexpected problem \(error.problem) for \(text)")
                    continue
                }
                #expect(error.path == file.path)
            }
        }
        let missing = scratch.url.appendingPathComponent("absent.json")
        do {
            try store.importContacts(from: missing)
            Issue.record("imported a missing file")
        } catch {
            guard case .unreadable = error.problem else {
                Issue.record("unexpected problem \(error.problem)")
                return
            }
            #expect(error.description.hasPrefix(missing.path + ": "))
        }
    }

    /// A bad last entry stops the import: the good entries before it, including an update of an
    /// existing contact, are not applied.
    @Test func importIsAllOrNothing() throws {
        let scratch = try ScratchState()
        defer { scratch.remove() }
        let store = try scratch.openStore()
        try store.saveContact(screenName: "Kiki", fullName: "Kiki Moreau")
        let before = try store.contacts()
        let file = try scratch.file(
            "contacts.json",
            containing: """
                [
                  {"screenName": "Zuzu", "fullName": "Zuzu Petrakis"},
                  {"screenName": "KK", "fullName": "Kiki Moreau"},
                  {"screenName": "Coco", "fullName": "Coco Fairbanks"},
                  {"screenName": "Mango", "fullName": "Mango Delgado", "lastUsed": 5}
                ]
                """)
        #expect(throws: MonkeyChatStoreError.self) { try store.importContacts(from: file) }
        #expect(try store.contacts() == before)
    }

    /// Full names (ignoring case) identify contacts: importing one again updates that contact —
    /// same id — with the file's screen name, pronunciation and spelling, and keeps the newer of
    /// the two last-use dates.
    @Test func reimportingAFullNameUpdatesThatContact() throws {
        let scratch = try ScratchState()
        defer { scratch.remove() }
        let store = try scratch.openStore()
        let first = try scratch.file(
            "first.json",
            containing: """
                [
                  {"screenName": "Bobo", "fullName": "Bobo Jr.", "pronunciation": "bo bo", "lastUsed": "2025-06-01T10:00:00Z"},
                  {"screenName": "Bobo", "fullName": "Bobo the Great"}
                ]
                """)
        #expect(try store.importContacts(from: first) == ContactImportResult(added: 2, updated: 0))
        let junior = try #require(try store.contacts(named: "Bobo Jr.").first)
        try store.markUsed(contactIDs: [junior.id], at: date("2025-06-05T10:00:00Z"))

        let second = try scratch.file(
            "second.json",
            containing: """
                [
                  {"screenName": "Junior", "fullName": "BOBO JR.", "lastUsed": "2025-05-01T10:00:00+02:00"},
                  {"screenName": "Kiki", "fullName": "Kiki Moreau"}
                ]
                """)
        #expect(try store.importContacts(from: second) == ContactImportResult(added: 1, updated: 1))
        let updated = try #require(try store.contact(id: junior.id))
        #expect(
            updated
                == Contact(
                    id: junior.id, screenName: "Junior", fullName: "BOBO JR.", pronunciation: nil,
                    lastUsed: try date("2025-06-05T10:00:00Z")))
        #expect(try store.contacts().count == 3)

        let third = try scratch.file(
            "third.json",
            containing: #"[{"screenName": "Junior", "fullName": "bobo jr.", "lastUsed": "2025-07-01T00:00:00Z"}]"#)
        try store.importContacts(from: third)
        #expect(try store.contact(id: junior.id)?.lastUsed == (try date("2025-07-01T00:00:00Z")))
        // Importing the same file twice changes nothing the second time.
        let snapshot = try store.contacts()
        #expect(try store.importContacts(from: third) == ContactImportResult(added: 0, updated: 1))
        #expect(try store.contacts() == snapshot)
    }

    @Test func savingAContactChecksItLikeAnImportEntry() throws {
        let scratch = try ScratchState()
        defer { scratch.remove() }
        let store = try scratch.openStore()
        #expect(throws: MonkeyChatStoreError(path: store.url.path, problem: .invalidContact(key: "fullName", .empty))) {
            try store.saveContact(screenName: "Kiki", fullName: " ")
        }
        let saved = try store.saveContact(
            screenName: " Kiki ", fullName: "Kiki Moreau ", pronunciation: "/K IY1 K IY0/")
        #expect(saved.screenName == "Kiki")
        #expect(saved.fullName == "Kiki Moreau")
        #expect(saved.customPronunciation?.form == .phones(["K", "IY", "K", "IY"]))
        let again = try store.saveContact(screenName: "KK", fullName: "kiki moreau")
        #expect(again.id == saved.id)
        #expect(try store.contacts().map(\.screenName) == ["KK"])
    }
}
