import Foundation
import MonkeyChat

/// A MonkeyChat store in a temporary directory for the import targets, remade every
/// `inputsPerStore` inputs so what earlier inputs imported does not grow without bound.
///
/// Every input reads the whole store back, so its cost grows with what earlier inputs left there:
/// with 500 inputs per store the read-back was most of an input's time. 64 keeps the store small
/// (remaking it, with the migrations and the sample import, is then a small share) while inputs
/// still meet rows that earlier ones imported (duplicates, updates of a known contact).
public final class FuzzStore {
    private let inputsPerStore: Int
    private let directory: URL
    private var inputs = 0
    private var current: MonkeyChatStore?
    private let prepare: (MonkeyChatStore) throws -> Void

    /// `prepare` runs on every new store (e.g. importing the sample contacts messages come from).
    public init(inputsPerStore: Int = 64, prepare: @escaping (MonkeyChatStore) throws -> Void = { _ in }) {
        self.inputsPerStore = inputsPerStore
        self.prepare = prepare
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("hark-fuzz-store-\(getpid())")
    }

    /// The store for the next input.
    public func next() throws -> MonkeyChatStore {
        inputs += 1
        if let current, inputs % inputsPerStore != 0 { return current }
        current = nil
        try? FileManager.default.removeItem(at: directory)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let store = try MonkeyChatStore(url: directory.appendingPathComponent(MonkeyChatStore.fileName))
        try prepare(store)
        current = store
        return store
    }
}
