import Foundation

/// Reads a whole input file (a definition, an import, a property list) but never more than a
/// limit, and says in plain words why a path cannot be read: a folder, a device that never ends
/// (`/dev/zero`), a missing file. Foundation's own messages for these ("NSCocoaErrorDomain error
/// 256", "You don't have permission") do not say what is wrong.
public struct BoundedFileReader: Sendable {
    /// Why a file could not be read; `description` is the reason alone, the caller names the file.
    public enum Failure: Error, Equatable, Sendable, CustomStringConvertible {
        /// Nothing exists at the path.
        case notFound
        /// The path is a folder.
        case isDirectory
        /// The file holds more than `limit` bytes (an endless device such as `/dev/zero` ends here too).
        case tooLarge(limit: Int)
        /// Opening or reading failed, or the text is not UTF-8; the POSIX reason where there is one.
        case unreadable(String)

        /// The reason alone ("no such file", "is a directory, not a file", …), for a message that names the file first.
        public var description: String {
            switch self {
            case .notFound: "no such file"
            case .isDirectory: "is a directory, not a file"
            case .tooLarge(let limit): "larger than \(Self.byteCount(limit)), the most this file may hold"
            case .unreadable(let detail): detail
            }
        }

        static func byteCount(_ bytes: Int) -> String {
            bytes >= 1 << 20 && bytes % (1 << 20) == 0 ? "\(bytes >> 20) MiB" : "\(bytes) bytes"
        }
    }

    /// The most bytes a file may hold.
    public var limit: Int

    /// A reader that refuses files of more than `limit` bytes.
    public init(limit: Int) {
        self.limit = limit
    }

    /// The file's bytes. Reads in chunks up to one byte past the limit, so an endless device or
    /// pipe costs at most `limit` bytes of memory before it is refused.
    public func data(of url: URL) throws(Failure) -> Data {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { throw .notFound }
        if isDirectory.boolValue { throw .isDirectory }
        let handle: FileHandle
        do {
            handle = try FileHandle(forReadingFrom: url)
        } catch {
            throw .unreadable(Self.reason(of: error))
        }
        defer { try? handle.close() }
        var data = Data()
        do {
            while data.count <= limit {
                guard let chunk = try handle.read(upToCount: min(1 << 16, limit + 1 - data.count)), !chunk.isEmpty
                else { break }
                data.append(chunk)
            }
        } catch {
            throw .unreadable(Self.reason(of: error))
        }
        if data.count > limit { throw .tooLarge(limit: limit) }
        return data
    }

    /// The file as UTF-8 text.
    public func text(of url: URL) throws(Failure) -> String {
        let data = try data(of: url)
        guard let text = String(data: data, encoding: .utf8) else { throw .unreadable("not UTF-8 text") }
        return text
    }

    /// The POSIX reason where Foundation wraps one, else Foundation's own words.
    private static func reason(of error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain,
            let message = strerror(Int32(underlying.code))
        {
            return String(cString: message)
        }
        if nsError.domain == NSPOSIXErrorDomain, let message = strerror(Int32(nsError.code)) {
            return String(cString: message)
        }
        return error.localizedDescription
    }
}
