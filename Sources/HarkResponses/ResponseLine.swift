/// One response to render: a template key and its arguments. Lets a caller build a multi-sentence
/// answer (a summary, then one line per message) and hand it over whole.
public struct ResponseLine: Sendable, Hashable {
    public var key: String
    public var arguments: [String: ResponseArgument]

    public init(_ key: String, _ arguments: [String: ResponseArgument] = [:]) {
        self.key = key
        self.arguments = arguments
    }
}
