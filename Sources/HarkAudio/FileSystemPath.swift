import Foundation

/// A path as the file system spells it: bytes, which on Linux need not be UTF-8.
///
/// Swift decodes the command line with repair, so a file named `bad\xFFname.wav` arrives as the
/// text `bad\u{FFFD}name.wav`, which names no file. When a path holds U+FFFD, the bytes are taken
/// back from the command-line argument that decodes to the same text; any other path is its UTF-8.
struct FileSystemPath {
    /// The path's bytes, without a terminating NUL.
    let bytes: [UInt8]

    init(_ path: String) {
        bytes = path.contains("\u{FFFD}") ? Self.rawArgument(decodingTo: path) ?? Array(path.utf8) : Array(path.utf8)
    }

    /// Calls `body` with the path as a C string, for `open`, `stat` and the C libraries.
    func withCString<Result>(_ body: (UnsafePointer<CChar>) throws -> Result) rethrows -> Result {
        try (bytes + [0]).withUnsafeBufferPointer { buffer in
            try buffer.withMemoryRebound(to: CChar.self) { try body($0.baseAddress!) }
        }
    }

    /// What `stat` says of the path: nil when it does not exist (or cannot be looked at).
    func status() -> stat? {
        var status = stat()
        return withCString { stat($0, &status) } == 0 ? status : nil
    }

    private static func rawArgument(decodingTo path: String) -> [UInt8]? {
        for index in 0..<Int(CommandLine.argc) {
            guard let argument = CommandLine.unsafeArgv[index] else { continue }
            let bytes = Array(
                UnsafeBufferPointer(
                    start: UnsafeRawPointer(argument).assumingMemoryBound(to: UInt8.self), count: strlen(argument)))
            if String(decoding: bytes, as: UTF8.self) == path { return bytes }
        }
        return nil
    }
}
