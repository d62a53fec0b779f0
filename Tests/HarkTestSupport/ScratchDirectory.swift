import Foundation
import HarkStorage

/// A fresh folder under the system's temporary directory for one test; `remove()` it when done.
public struct ScratchDirectory: Sendable {
    public let url: URL

    /// - Parameter prefix: the start of the folder's name, to tell whose leftovers are whose.
    public init(_ prefix: String = "hark-test") throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    public func remove() { try? FileManager.default.removeItem(at: url) }

    public func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    public func path(_ name: String) -> String { file(name).path }

    /// Writes `text` to the file `name` and returns its URL.
    @discardableResult
    public func file(_ name: String, containing text: String) throws -> URL {
        try Data(text.utf8).write(to: file(name))
        return file(name)
    }

    /// Writes `data` to the file `name` and returns its path.
    @discardableResult
    public func write(_ data: Data, _ name: String) throws -> String {
        try data.write(to: file(name))
        return path(name)
    }

    /// A state directory in the folder's `state` subfolder (created on first use by the stores).
    public var stateDirectory: StateDirectory { StateDirectory(url: file("state")) }
}
