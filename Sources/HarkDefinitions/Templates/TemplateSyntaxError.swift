/// A mistake inside one template string; `column` counts characters from 1 at the template's
/// first character, and the loader adds it to the string's place in the file.
public struct TemplateSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The column of the mistake, from 1 at the template's first character.
    public var column: Int
    /// What is wrong.
    public var message: String

    /// An error at `column` saying `message`.
    public init(column: Int, message: String) {
        self.column = column
        self.message = message
    }

    /// `column N: message`.
    public var description: String { "column \(column): \(message)" }
}
