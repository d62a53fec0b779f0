import HarkSupport

/// One spoken-response template as written in an intent definition file, e.g. `Your {quantity}
/// {soup} will be ready in {waitTime}.`, with where it is so a later rendering error can point
/// at it. The text is kept as written: the response catalog parses and renders it.
public struct ResponseTemplateText: Hashable, Sendable {
    /// The template as written, placeholders included.
    public var text: String
    /// Where the template starts in its file.
    public var location: SourceLocation

    /// A template `text` found at `location`.
    public init(text: String, location: SourceLocation) {
        self.text = text
        self.location = location
    }

    /// The argument names of the placeholders (`{name}`, `{name?}`, `{name:form}`) in order.
    public var placeholderNames: [String] {
        (try? Self.placeholders(in: text).map(\.name)) ?? []
    }

    /// One `{…}` of a template: its argument name and the offset of its `{` in the text.
    struct Placeholder {
        var name: String
        var offset: Int
    }

    /// The placeholders of `text`, read by the response catalog's own parser so that a template
    /// that loads here also renders there: a name of letters, digits and `_` starting with a
    /// letter, then optionally `:` and a form the catalog knows, then optionally `?`. Any other
    /// brace is an error (what is wrong, at which character), as in a response file: a response is
    /// spoken, so a brace is always a mistake.
    static func placeholders(in text: String) throws(ResponseTemplateParser.Failure) -> [Placeholder] {
        let located = try ResponseTemplateParser().parseLocated(text)
        return zip(located.template.placeholders, located.placeholderOffsets).map {
            Placeholder(name: $0.name, offset: $1)
        }
    }
}
