import Synchronization

/// Values made once per key and kept for the life of the process: a C library opened and checked
/// against its pinned checksum, a language model's words ranked, a catalog parsed. Unlike
/// ``SharedFileModels`` nothing is let go, so use it for what is small or needed until exit.
public final class LoadedOnce<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let values = Mutex<[Key: Value]>([:])

    /// An empty table: each value is made on its first use.
    public init() {}

    /// The value for `key`, made with `make` on first use. `make` runs outside the lock, so a slow
    /// load holds back no other key; when two threads make the same key at once, both get the
    /// value stored first. A failure is not kept: the next call tries again.
    public func value<Failure: Error>(for key: Key, make: () throws(Failure) -> Value) throws(Failure) -> Value {
        if let value = values.withLock({ $0[key] }) { return value }
        let made = try make()
        return values.withLock { values in
            if let earlier = values[key] { return earlier }
            values[key] = made
            return made
        }
    }
}
