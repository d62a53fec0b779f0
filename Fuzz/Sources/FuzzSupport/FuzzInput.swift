import Foundation

/// One input libFuzzer hands a target, in the forms the readers under test take: bytes, text, or a
/// file (the readers that open paths are fuzzed through a real file, as users reach them).
public struct FuzzInput {
    public let bytes: Data

    public init(_ start: UnsafeRawPointer, _ count: Int) {
        bytes = Data(bytes: start, count: count)
    }

    /// The bytes as text; invalid UTF-8 becomes U+FFFD, as a lenient reader would see it.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Writes the bytes to a file of this process named with `fileExtension` (which picks the
    /// reader's path, e.g. `.wav` or `.json`), runs `body` on its path, and keeps the file for the
    /// next input: writing over one file is cheaper than making a new one each run.
    public func withFile<Result>(extension fileExtension: String, _ body: (URL) throws -> Result) rethrows -> Result {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("hark-fuzz-\(getpid()).\(fileExtension)")
        // A failed write would fuzz the previous input again; it cannot happen on a writable /tmp.
        try? bytes.write(to: url)
        return try body(url)
    }
}

/// Every error a reader throws must describe itself: building the message is part of the path a
/// bad file takes, so it is exercised too.
public func describe(_ error: any Error) {
    _ = String(describing: error).utf8.count
}
