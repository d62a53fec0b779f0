import FuzzSupport
import MonkeyChat

nonisolated(unsafe) private let store = FuzzStore()

/// Any bytes as a contacts file (`hark contacts import`) into a temporary state database, then the
/// address book read back: a value the import accepts must also read back (a year-10000 date once
/// did not).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzContactsImport(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    do {
        let chat = try store.next()
        try FuzzInput(start, count).withFile(extension: "json") { url in
            do {
                try chat.importContacts(from: url)
            } catch {
                describe(error)
            }
        }
        for contact in try chat.contacts() { _ = contact.customPronunciation }
        _ = try chat.screenNamesByRecentUse()
    } catch {
        // Opening the store or reading back failed: not the input's fault, a bug to see.
        fatalError("\(error)")
    }
    return 0
}
