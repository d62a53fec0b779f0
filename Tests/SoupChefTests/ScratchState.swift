import Foundation
import HarkTestSupport
import SoupChef

/// A fresh folder for one test, with a state directory and room for import files
/// (HarkTestSupport's); `remove()` it when done.
typealias ScratchState = ScratchDirectory

extension ScratchState {
    /// The store seeded from the shipped menu.
    func openStore() throws -> SoupChefStore {
        try SoupChefStore(stateDirectory: stateDirectory, menu: RepositoryFiles.menu)
    }
}

/// Committed files.
enum RepositoryFiles {
    static let root = Repository.root
    static let menu = Repository.file("Models/soupchef/menu.json")
    static let definition = Repository.file("Models/intents/soupchef.yaml")
    static let intents = Repository.file("Models/intents")
}

/// A fixed moment: Saturday 2026-11-21 15:00 UTC.
let saturday = Date(timeIntervalSince1970: 1_795_273_200)

/// `days` days (may be fractional) before `saturday`.
func daysBefore(_ days: Double) -> Date { saturday.addingTimeInterval(-days * 86_400) }
