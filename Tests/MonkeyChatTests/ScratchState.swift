import Foundation
import HarkStorage
import HarkVocabulary
import MonkeyChat

/// A fresh state directory under the system's temporary directory for one test, with a place for
/// import files; `remove()` it when done.
struct ScratchState {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("hark-monkeychat-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    var stateDirectory: StateDirectory { StateDirectory(url: url.appendingPathComponent("state")) }

    func openStore() throws -> MonkeyChatStore { try MonkeyChatStore(stateDirectory: stateDirectory) }

    /// Writes `text` to a file named `name` beside the state directory and returns its URL.
    func file(_ name: String, containing text: String) throws -> URL {
        let file = url.appendingPathComponent(name)
        try Data(text.utf8).write(to: file)
        return file
    }

    func remove() { try? FileManager.default.removeItem(at: url) }
}

/// The sample data committed under `Models/monkeychat/`, found from this file's location.
enum SampleData {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let contacts = root.appendingPathComponent("Models/monkeychat/contacts.json")
    static let messages = root.appendingPathComponent("Models/monkeychat/messages.json")
    static let intents = root.appendingPathComponent("Models/intents/monkeychat.yaml")

    /// A sample file's entries as plain JSON objects, to check the store against the file itself.
    static func entries(of url: URL) throws -> [[String: Any]] {
        try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [[String: Any]] ?? []
    }
}

/// A moment written as in the import files, e.g. `2025-06-02T08:30:00Z`.
func date(_ text: String) throws -> Date {
    try Date(text, strategy: .iso8601)
}
