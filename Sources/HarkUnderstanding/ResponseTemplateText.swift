/// One spoken-response template as written in an intent definition file, e.g. `Your {quantity}
/// {soup} will be ready in {waitTime}.`, with where it is so a later rendering error can point
/// at it. The text is kept as written: the response catalog parses and renders it.
public struct ResponseTemplateText: Hashable, Sendable {
    public var text: String
    public var location: SourceLocation

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

    /// A brace that is not a well-formed placeholder: what is wrong and at which character.
    struct PlaceholderError: Error {
        var message: String
        var offset: Int
    }

    /// The placeholders of `text`, with the syntax the response catalog accepts: a name of letters,
    /// digits and `_`, then optionally `?` or `:` and a form name. Any other brace is an error, as
    /// in a response file: a response is spoken, so a brace is always a mistake.
    static func placeholders(in text: String) throws(PlaceholderError) -> [Placeholder] {
        var result: [Placeholder] = []
        let characters = Array(text)
        var index = 0
        while index < characters.count {
            defer { index += 1 }
            if characters[index] == "}" { throw PlaceholderError(message: "a '}' without its '{'", offset: index) }
            guard characters[index] == "{" else { continue }
            guard let close = characters[index...].firstIndex(of: "}") else {
                throw PlaceholderError(message: "a '{' without its '}'", offset: index)
            }
            var inside = String(characters[(index + 1)..<close])
            if inside.hasSuffix("?") {
                inside.removeLast()
            } else if let colon = inside.firstIndex(of: ":") {
                let form = inside[inside.index(after: colon)...]
                guard !form.isEmpty, form.allSatisfy(Self.isNameCharacter) else {
                    throw PlaceholderError(message: "'{\(inside)}' has no form name after ':'", offset: index)
                }
                inside = String(inside[..<colon])
            }
            guard !inside.isEmpty, inside.allSatisfy(Self.isNameCharacter) else {
                throw PlaceholderError(
                    message: "'{\(String(characters[(index + 1)..<close]))}' is not a placeholder "
                        + "({name}, {name?} or {name:form}; names use letters, digits and '_')",
                    offset: index)
            }
            result.append(Placeholder(name: inside, offset: index))
            index = close
        }
        return result
    }

    private static func isNameCharacter(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber || character == "_")
    }
}
