import Foundation
import HarkDefinitions
import HarkTestSupport

/// Paths inside the repository, found from this file's location so tests run from any directory.
enum RepositoryFiles {
    static let root = Repository.root

    static let intents = root.appendingPathComponent("Models/intents")
    static let coffeeExample = root.appendingPathComponent("docs/examples/coffee.yaml")

    static func monkeyChat() throws -> IntentDefinitionSet {
        try IntentDefinitionSet.load(from: [intents])
    }
}
