/// A mistake inside one template string; `column` counts characters from 1 at the template's
/// first character, and the loader adds it to the string's place in the file.
public struct TemplateSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    public var column: Int
    public var message: String

    public init(column: Int, message: String) {
        self.column = column
        self.message = message
    }

    public var description: String { "column \(column): \(message)" }
}
