import Foundation
import FuzzSupport
import MonkeyChat

/// Each new store first imports the sample address book, so fuzzed messages have senders to match.
nonisolated(unsafe) private let store = FuzzStore { chat in
    let contacts = ProcessInfo.processInfo.environment["HARK_FUZZ_CONTACTS"] ?? "Models/monkeychat/contacts.json"
    try chat.importContacts(from: URL(fileURLWithPath: contacts))
}

/// Any bytes as a messages file (`hark messages import`) into a temporary state database, then
/// every message and conversation read back.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMessagesImport(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    do {
        let chat = try store.next()
        try FuzzInput(start, count).withFile(extension: "json") { url in
            do {
                try chat.importMessages(from: url)
            } catch {
                describe(error)
            }
        }
        _ = try chat.allMessages()
        _ = try chat.conversations()
    } catch {
        // Opening the store or reading back failed: not the input's fault, a bug to see.
        fatalError("\(error)")
    }
    return 0
}
