/// Why the state directory could not be made ready.
public struct StateDirectoryError: Error, Equatable, Sendable, CustomStringConvertible {
    public let path: String
    public let detail: String

    public init(path: String, detail: String) {
        self.path = path
        self.detail = detail
    }

    public var description: String { "\(path): cannot use as state directory: \(detail)" }
}
