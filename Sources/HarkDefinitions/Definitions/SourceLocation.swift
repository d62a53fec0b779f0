/// A place in an intent definition file, 1-based like editors and compilers count, so an error can
/// be printed as `file:line:column` and jumped to.
public struct SourceLocation: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The file's path, as given to the loader.
    public var file: String
    /// The line, from 1.
    public var line: Int
    /// The column, in characters from 1.
    public var column: Int

    /// The place at `line` and `column` (both from 1) of `file`.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// The location `offset` characters further along the same line (a column inside a template).
    public func advanced(by offset: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column + offset)
    }

    /// `file:line:column`.
    public var description: String { "\(file):\(line):\(column)" }
}
