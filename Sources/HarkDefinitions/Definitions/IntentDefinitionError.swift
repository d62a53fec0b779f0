/// A mistake in an intent definition file, with where it is: printed as
/// `file:line:column: error: message`, the format editors and CI logs link to.
public struct IntentDefinitionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Nil only when the file itself could not be read.
    public var location: SourceLocation?
    /// The file concerned, as given to the loader.
    public var file: String
    /// What is wrong.
    public var message: String

    /// An error at `location`.
    public init(_ message: String, at location: SourceLocation) {
        self.location = location
        self.file = location.file
        self.message = message
    }

    /// An error about the whole of `file` (it could not be read).
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

    /// `file:line:column: error: message` (`file: error: message` without a location).
    public var description: String {
        "\(location?.description ?? file): error: \(message)"
    }
}
