/// A mistake in a response file, or a response that cannot be rendered: names the file (and line
/// and column when known), the template key and the reason, printed as
/// `file:line:column: error: 'key': message` like the intent definition errors.
public struct ResponseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Nil when no file is involved (an unknown language setting).
    public var file: String?
    /// The 1-based line in ``file``, when the mistake has a place.
    public var line: Int?
    /// The 1-based column on ``line``, when known.
    public var column: Int?
    /// The template key concerned; nil for a mistake of the whole file or setting.
    public var key: String?
    /// What is wrong, in words.
    public var message: String

    /// An error saying `message`, placed as precisely as the other arguments allow.
    public init(_ message: String, file: String? = nil, line: Int? = nil, column: Int? = nil, key: String? = nil) {
        self.message = message
        self.file = file
        self.line = line
        self.column = column
        self.key = key
    }

    /// `file:line:column: error: 'key': message`, each place part present only when known.
    public var description: String {
        var place = ""
        if let file {
            place = file
            if let line { place += ":\(line)" + (column.map { ":\($0)" } ?? "") }
            place += ": "
        }
        let subject = key.map { "'\($0)': " } ?? ""
        return "\(place)error: \(subject)\(message)"
    }
}
