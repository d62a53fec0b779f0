import Foundation
import HarkDefinitions
import HarkTestSupport
import HarkUnderstanding

/// Paths inside the repository, found from this file's location so tests run from any directory.
enum RepositoryFiles {
    static let root = Repository.root

    static let intents = Repository.intents
    static let coffeeExample = Repository.coffeeExample

    static func monkeyChat() throws -> IntentDefinitionSet {
        try IntentDefinitionSet.load(from: [intents])
    }

    /// One labelled sentence of a sample manifest.
    struct LabelledSentence: Decodable {
        var text: String
        var intent: String
        var parameters: [String: ParameterReference]
        var split: String
    }

    /// Manifest parameter values are a string or a list of strings.
    struct ParameterReference: Decodable {
        var values: [String]

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let list = try? container.decode([String].self) {
                values = list
            } else {
                values = [try container.decode(String.self)]
            }
        }
    }

    static func sentences(_ manifest: String) throws -> [LabelledSentence] {
        let text = try String(contentsOf: root.appendingPathComponent("Audio/monkeychat/\(manifest)"), encoding: .utf8)
        return try text.split(separator: "\n").map {
            try JSONDecoder().decode(LabelledSentence.self, from: Data($0.utf8))
        }
    }
}
