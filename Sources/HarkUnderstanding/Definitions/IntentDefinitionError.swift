/// A mistake in an intent definition file, with where it is: printed as
/// `file:line:column: error: message`, the format editors and CI logs link to.
public struct IntentDefinitionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Nil only when the file itself could not be read.
    public var location: SourceLocation?
    public var file: String
    public var message: String

    public init(_ message: String, at location: SourceLocation) {
        self.location = location
        self.file = location.file
        self.message = message
    }

    public init(_ message: String, file: String) {
        self.location = nil
        self.file = file
        self.message = message
    }

    /// A template or response as quoted in a message: whole when short, else its start, so a
    /// megabyte-long line is named without being printed.
    static func excerpt(_ text: String, limit: Int = 80) -> String {
        text.prefix(limit + 1).count <= limit ? text : "\(text.prefix(limit))…"
    }

    public var description: String {
        "\(location?.description ?? file): error: \(message)"
    }
}
