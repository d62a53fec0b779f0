import Foundation
import HarkSupport
import Testing

/// Models read from the same file are shared while in use, and read again once the file changes
/// or no one holds them.
@Suite("Shared file models")
struct SharedFileModelsTests {
    final class Model: Sendable {
        let text: String
        init(_ text: String) { self.text = text }
    }

    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hark-shared-\(UUID().uuidString)")

    func file(_ text: String) throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("model.txt")
        try Data(text.utf8).write(to: url)
        return url
    }

    @Test func aFileInUseIsReadOnceAndAChangedFileAgain() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let models = SharedFileModels<Model>()
        var reads = 0
        func load(_ url: URL) throws -> Model {
            try models.model(at: url) {
                reads += 1
                return Model(try String(contentsOf: url, encoding: .utf8))
            }
        }
        let url = try file("first")
        let first = try load(url)
        let again = try load(url)
        #expect(first === again && reads == 1)
        // Another variant of the same file is a model of its own.
        let variant = models.model(at: url, variant: "wide") { Model("wide") }
        #expect(variant !== first)

        _ = try file("second, longer")
        let changed = try load(url)
        #expect(changed.text == "second, longer" && reads == 2)
        withExtendedLifetime(first) {}
    }

    @Test func aModelNoOneHoldsIsLetGo() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let models = SharedFileModels<Model>()
        let url = try file("model")
        weak var released: Model?
        do {
            let model = models.model(at: url) { Model("model") }
            released = model
            #expect(released != nil)
        }
        #expect(released == nil)
        var reads = 0
        _ = models.model(at: url) {
            reads += 1
            return Model("model")
        }
        #expect(reads == 1)
    }
}
