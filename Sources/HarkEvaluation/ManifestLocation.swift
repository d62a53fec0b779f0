/// Where a sample was defined: the manifest (or transcription) file and the 1-based line, so that
/// every complaint about a sample can point at the line to fix.
public struct ManifestLocation: Codable, Hashable, Sendable, CustomStringConvertible {
    public var path: String
    public var line: Int

    public init(path: String, line: Int) {
        self.path = path
        self.line = line
    }

    /// `path:line`, the form editors and terminals turn into a link.
    public var description: String { "\(path):\(line)" }
}
