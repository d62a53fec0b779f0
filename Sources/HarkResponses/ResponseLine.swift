/// One response to render: a template key and its arguments. Lets a caller build a multi-sentence
/// answer (a summary, then one line per message) and hand it over whole.
public struct ResponseLine: Sendable, Hashable {
    /// The template key in the response file, e.g. `sendMessage.success`.
    public var key: String
    /// The arguments by placeholder name; every placeholder the key requires must be here.
    public var arguments: [String: ResponseArgument]

    /// A line rendering `key` with `arguments`.
    public init(_ key: String, _ arguments: [String: ResponseArgument] = [:]) {
        self.key = key
        self.arguments = arguments
    }
}
