import Foundation
import Synchronization

/// Models read from files and never changed once loaded (a pronouncing dictionary, a G2P model),
/// shared by everything in the process that reads the same file. A service builds a decoder per
/// worker, and each used to read its own copy: CMUdict's index and the G2P model are some 30 MB
/// each time.
///
/// A model is held weakly: it lives as long as someone uses it, and a file changed on disk (its
/// size or modification date) is read again.
public final class SharedFileModels<Model: AnyObject & Sendable>: Sendable {
    private struct Key: Hashable {
        var path: String
        var size: Int
        var modified: Date?
        var variant: String
    }

    private struct Entry {
        weak var model: Model?
    }

    private let entries = Mutex<[Key: Entry]>([:])

    /// An empty set: each model is read on its first use.
    public init() {}

    /// The model of the file at `url` (in `variant`, for a model loaded with options), read with
    /// `load` unless one read from the same file is still in use. Loads run one at a time, so two
    /// workers starting together read the file once.
    public func model<Failure: Error>(
        at url: URL, variant: String = "", load: () throws(Failure) -> Model
    ) throws(Failure) -> Model {
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
        let key = Key(
            path: url.standardizedFileURL.path, size: (attributes?[.size] as? NSNumber)?.intValue ?? -1,
            modified: attributes?[.modificationDate] as? Date, variant: variant)
        return try entries.withLock { entries throws(Failure) -> Model in
            if let model = entries[key]?.model { return model }
            let model = try load()
            entries = entries.filter { $0.value.model != nil }
            entries[key] = Entry(model: model)
            return model
        }
    }
}
