import Foundation
import MonkeyChat

/// A MonkeyChat store in a temporary directory for the import targets, remade every
/// `inputsPerStore` inputs so what earlier inputs imported does not grow without bound.
///
/// Every input reads the whole store back, so its cost grows with what earlier inputs left there;
/// 64 inputs per store (500 before) keeps it small while inputs still meet rows earlier ones
/// imported (duplicates, updates of a known contact). Remaking a store copies a prepared one
/// (migrated, and `prepare` run once per process) instead of migrating and preparing again.
public final class FuzzStore {
    private let inputsPerStore: Int
    private let directory: URL
    private let template: URL
    private var inputs = 0
    private var current: MonkeyChatStore?
    private var prepared = false
    private let prepare: (MonkeyChatStore) throws -> Void

    /// `prepare` runs on the first store, which every later one copies (e.g. importing the sample
    /// contacts messages come from).
    public init(inputsPerStore: Int = 64, prepare: @escaping (MonkeyChatStore) throws -> Void = { _ in }) {
        self.inputsPerStore = inputsPerStore
        self.prepare = prepare
        let temporary = FileManager.default.temporaryDirectory
        directory = temporary.appendingPathComponent("hark-fuzz-store-\(getpid())")
        template = temporary.appendingPathComponent("hark-fuzz-store-\(getpid())-prepared")
    }

    /// The store for the next input.
    public func next() throws -> MonkeyChatStore {
        inputs += 1
        if let current, inputs % inputsPerStore != 0 { return current }
        current = nil  // closes the database
        let files = FileManager.default
        if !prepared {
            try? files.removeItem(at: template)
            try files.createDirectory(at: template, withIntermediateDirectories: true)
            // Opened, migrated, prepared and closed again: SQLite checkpoints its log on close, so
            // the folder's files are a whole database to copy.
            try prepare(try MonkeyChatStore(url: template.appendingPathComponent(MonkeyChatStore.fileName)))
            prepared = true
        }
        try? files.removeItem(at: directory)
        try files.copyItem(at: template, to: directory)
        let store = try MonkeyChatStore(url: directory.appendingPathComponent(MonkeyChatStore.fileName))
        current = store
        return store
    }
}
