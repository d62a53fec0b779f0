import Foundation
import HarkStorage
import HarkVocabulary
import SoupChef

/// A fresh state directory for one test, under the system's temporary directory; `remove()` it
/// when done.
struct ScratchState {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("hark-soupchef-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    var stateDirectory: StateDirectory { StateDirectory(url: url.appendingPathComponent("state")) }

    /// The store seeded from the shipped menu.
    func openStore() throws -> SoupChefStore {
        try SoupChefStore(stateDirectory: stateDirectory, menu: RepositoryFiles.menu)
    }

    func file(_ name: String, containing text: String) throws -> URL {
        let file = url.appendingPathComponent(name)
        try Data(text.utf8).write(to: file)
        return file
    }

    func remove() { try? FileManager.default.removeItem(at: url) }
}

/// Committed files, found from this file's location so tests run from any directory.
enum RepositoryFiles {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let menu = root.appendingPathComponent("Models/soupchef/menu.json")
    static let definition = root.appendingPathComponent("Models/intents/soupchef.yaml")
    static let intents = root.appendingPathComponent("Models/intents")
}

/// A fixed moment: Saturday 2026-11-21 15:00 UTC.
let saturday = Date(timeIntervalSince1970: 1_795_273_200)

/// `days` days (may be fractional) before `saturday`.
func daysBefore(_ days: Double) -> Date { saturday.addingTimeInterval(-days * 86_400) }
