internal import CSndFile
import Synchronization

/// Opens a libsndfile handle one thread at a time, and reads why an open failed before another
/// thread can overwrite it.
///
/// libsndfile reports a failed open only through process-wide state: `sf_strerror(NULL)` reads a
/// global error number and `SFC_GET_LOG_INFO` on a null handle a global copy of the header log,
/// and every `sf_open` writes both. Read unguarded in a batch (`--jobs`) or in the server, one
/// file's failure could be reported with another file's reason.
enum SndFileOpening {
    /// Why an open failed: libsndfile's error string and the header log it kept.
    struct Failure: Error {
        let message: String
        let log: String
    }

    private static let lock = Mutex(())

    /// Runs `open` (an `sf_open*` call) and returns its handle, or the failure it left behind.
    static func open(_ open: () -> OpaquePointer?) -> Result<OpaquePointer, Failure> {
        lock.withLock { _ in
            if let handle = open() { return .success(handle) }
            return .failure(Failure(message: String(cString: sf_strerror(nil)), log: logText(nil)))
        }
    }

    /// libsndfile's header log for `handle`, or for the last failed open when `handle` is nil
    /// (call that only from inside ``open(_:)``).
    static func logText(_ handle: OpaquePointer?) -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        _ = buffer.withUnsafeMutableBytes {
            sf_command(handle, Int32(SFC_GET_LOG_INFO), $0.baseAddress, Int32($0.count))
        }
        return buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    }
}
