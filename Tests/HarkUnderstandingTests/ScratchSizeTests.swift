import Foundation
import Testing

@testable import HarkUnderstanding

@Suite struct ScratchSizeTests {
    @Test func sizes() throws {
        var urls = try FileManager.default.contentsOfDirectory(
            at: RepositoryFiles.intents, includingPropertiesForKeys: nil
        ).filter { $0.pathExtension == "yaml" }
        urls += [
            RepositoryFiles.coffeeExample,
            RepositoryFiles.root.appendingPathComponent("Models/coffee-maker/coffee_maker.yaml"),
        ]
        for url in urls {
            let app = try IntentDefinitionLoader().load(contentsOf: url)
            var sizes: [String: Int] = [:]
            let total = app.intents.flatMap(\.templates).reduce(0) {
                $0 + $1.root.expandedSize(phrases: app.phrases, sizes: &sizes)
            }
            let longest = app.intents.flatMap(\.templates).map(\.text.count).max() ?? 0
            func depth(_ name: String) -> Int { 1 + (app.phrases[name]?.phraseReferences().map(depth).max() ?? 0) }
            let deepest = app.phrases.keys.map(depth).max() ?? 0
            print(
                "SIZE deepest=\(deepest)  \(url.lastPathComponent) items=\(total) longest=\(longest) phrases=\(app.phrases.count)"
            )
        }
    }
}
