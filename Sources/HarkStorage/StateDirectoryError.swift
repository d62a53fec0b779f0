/// Why the state directory could not be made ready.
public struct StateDirectoryError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The folder that could not be created or used.
    public let path: String
    /// Why, in the file system's words (for example "not a directory").
    public let detail: String

    /// An error for the folder at `path`, with the file system's reason `detail`.
    public init(path: String, detail: String) {
        self.path = path
        self.detail = detail
    }

    /// The path and the reason, as `hark` prints it.
    public var description: String { "\(path): cannot use as state directory: \(detail)" }
}
