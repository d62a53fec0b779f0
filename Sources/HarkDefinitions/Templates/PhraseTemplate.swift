/// One way of saying an intent (or a named phrase), as written in the definition file and parsed.
public struct PhraseTemplate: Hashable, Sendable {
    /// The template as written, e.g. `send [a] message to {recipients} [saying {content}]`.
    public var text: String
    /// The parsed template.
    public var root: TemplateNode
    /// Where the template string starts in its file (the first character inside any quotes).
    public var location: SourceLocation

    /// A template `text` parsed as `root`, found at `location`.
    public init(text: String, root: TemplateNode, location: SourceLocation) {
        self.text = text
        self.root = root
        self.location = location
    }
}
