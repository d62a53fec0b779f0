import Foundation
import HarkTestSupport
import MonkeyChat

/// A fresh folder for one test, with a state directory and room for import files
/// (HarkTestSupport's); `remove()` it when done.
typealias ScratchState = ScratchDirectory

extension ScratchState {
    func openStore() throws -> MonkeyChatStore { try MonkeyChatStore(stateDirectory: stateDirectory) }
}

/// The sample data committed under `Models/monkeychat/`.
enum SampleData {
    static let root = Repository.root
    static let contacts = Repository.file("Models/monkeychat/contacts.json")
    static let messages = Repository.file("Models/monkeychat/messages.json")
    static let intents = Repository.file("Models/intents/monkeychat.yaml")

    /// A sample file's entries as plain JSON objects, to check the store against the file itself.
    static func entries(of url: URL) throws -> [[String: Any]] {
        try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [[String: Any]] ?? []
    }
}

/// A moment written as in the import files, e.g. `2025-06-02T08:30:00Z`.
func date(_ text: String) throws -> Date {
    try Date(text, strategy: .iso8601)
}
