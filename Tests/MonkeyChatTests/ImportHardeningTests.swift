import Foundation
import GRDB
import MonkeyChat
import Testing

/// Imports and reads that crashed or said nothing useful (issue 15): a year past 9999, a folder,
/// an endless device, and a date already stored that cannot be read back.
@Suite struct ImportHardeningTests {
    @Test(arguments: ["10000-01-01T00:00:00Z", "9999-12-31T23:00:00-05:00", "0000-06-01T00:00:00Z"])
    func contactDateOutsideStorableYearsIsRefusedNamingFileEntryAndKey(date: String) throws {
        let scratch = try ScratchState()
        defer { scratch.remove() }
        let store = try scratch.openStore()
        let file = try scratch.file(
            "contacts.json",
            containing:
                #"[{"screenName": "Kiki", "fullName": "Kiki"}, {"screenName": "Zed", "fullName": "Zed", "lastUsed": "\#(date)"}]"#
        )
        #expect(
            throws: MonkeyChatStoreError(
                path: file.path, problem: .invalidEntry(index: 1, key: "lastUsed", .dateOutOfRange(date)))
        ) {
            try store.importContacts(from: file)
        }
        #expect(try store.contacts().isEmpty)
    }

    @Test func messageDateAfterYear9999IsRefused() throws {
        let scratch = try ScratchState()
        defer { scratch.remove() }
        let store = try scratch.openStore()
        try store.importContacts(from: SampleData.contacts)
        let file = try scratch.file(
            "messages.json", containing: #"[{"from": "Coco", "content": "hi", "date": "10000-01-01T00:00:00Z"}]"#)
        do {
            try store.importMessages(from: file)
            Issue.record("imported a message dated in year 10000")
        } catch {
            #expect(
                error.description
                    == "\(file.path): [0].date: '10000-01-01T00:00:00Z' is outside the years 0001–9999 (UTC) a date can be stored with"
            )
        }
        #expect(try store.messages(matching: MessageQuery()).isEmpty)
    }

    @Test func savingAContactUsedAfterYear9999IsRefused() throws {
        let scratch = try ScratchState()
        defer { scratch.remove() }
        let store = try scratch.openStore()
        let future = Date(timeIntervalSince1970: 253_402_300_800)  // 10000-01-01T00:00:00Z
        #expect(throws: MonkeyChatStoreError.self) {
            try store.saveContact(screenName: "Zed", fullName: "Zed", lastUsed: future)
        }
    }

    /// A date the database holds but cannot decode (written by an older Hark, or by hand) is an
    /// error on read, not a crash.
    @Test func undecodableStoredDateIsAnErrorNotACrash() throws {
        let scratch = try ScratchState()
        defer { scratch.remove() }
        let store = try scratch.openStore()
        try store.importContacts(from: SampleData.contacts)
        let database = try DatabaseQueue(
            path: scratch.stateDirectory.url.appendingPathComponent(MonkeyChatStore.fileName).path)
        try database.write { db in try db.execute(sql: "UPDATE contact SET lastUsed = '10000-01-01 00:00:00.000'") }
        try database.close()
        do {
            _ = try store.contacts()
            Issue.record("read a contact whose date cannot be decoded")
        } catch {
            #expect(error.description.contains("lastUsed"))
        }
    }

    @Test func importingAFolderOrAnEndlessDeviceSaysWhy() throws {
        let scratch = try ScratchState()
        defer { scratch.remove() }
        let store = try scratch.openStore()
        #expect(
            throws: MonkeyChatStoreError(path: scratch.url.path, problem: .unreadable("is a directory, not a file"))
        ) {
            try store.importContacts(from: scratch.url)
        }
        let zero = URL(fileURLWithPath: "/dev/zero")
        #expect(
            throws: MonkeyChatStoreError(
                path: "/dev/zero", problem: .unreadable("larger than 64 MiB, the most this file may hold"))
        ) {
            try store.importMessages(from: zero)
        }
    }
}
