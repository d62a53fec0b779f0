/// Parses template text: literal text with `{name}`, `{name?}` and `{name:form}` placeholders.
/// Braces have no other use and no escape — a response is spoken, so a brace in one is always a
/// mistake — and every brace that is not a well-formed placeholder is an error.
///
/// The one reader of this syntax: response files, and the response templates of intent
/// definitions, which are checked with it when they load (`ResponseTemplateText`).
package struct ResponseTemplateParser {
    /// A syntax error and the character offset in the text where it is.
    package struct Failure: Error {
        package var message: String
        package var offset: Int
    }

    /// A template and, for each of its placeholders in order, the offset of its `{` in the text.
    package struct Located {
        package var template: ResponseTemplate
        package var placeholderOffsets: [Int]
    }

    package init() {}

    package func parse(_ text: String) throws(Failure) -> ResponseTemplate {
        try parseLocated(text).template
    }

    package func parseLocated(_ text: String) throws(Failure) -> Located {
        var pieces: [ResponseTemplate.Piece] = []
        var placeholderOffsets: [Int] = []
        var literal = ""
        var characters = Array(text).enumerated().makeIterator()
        while let (offset, character) = characters.next() {
            switch character {
            case "}":
                throw Failure(message: "'}' without an opening '{'", offset: offset)
            case "{":
                var inside = ""
                var closed = false
                while let (innerOffset, next) = characters.next() {
                    if next == "}" {
                        closed = true
                        break
                    }
                    if next == "{" { throw Failure(message: "'{' inside a placeholder", offset: innerOffset) }
                    inside.append(next)
                }
                guard closed else { throw Failure(message: "'{' is never closed with '}'", offset: offset) }
                if !literal.isEmpty { pieces.append(.literal(literal)) }
                literal = ""
                pieces.append(.placeholder(try placeholder(inside, at: offset)))
                placeholderOffsets.append(offset)
            default:
                literal.append(character)
            }
        }
        if !literal.isEmpty { pieces.append(.literal(literal)) }
        return Located(template: ResponseTemplate(pieces: pieces), placeholderOffsets: placeholderOffsets)
    }

    private func placeholder(_ inside: String, at offset: Int) throws(Failure) -> ResponsePlaceholder {
        var body = Substring(inside)
        let isOptional = body.hasSuffix("?")
        if isOptional { body = body.dropLast() }
        let parts = body.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        let name = String(parts[0])
        guard ResponsePlaceholder.isValidName(name) else {
            throw Failure(
                message:
                    "'{\(inside)}' is not a placeholder: a name is letters, digits and '_', starting with a letter",
                offset: offset)
        }
        var form = ResponsePlaceholder.Form.standard
        if parts.count == 2 {
            let forms = ResponsePlaceholder.Form.allCases.filter { $0 != .standard }.map(\.rawValue)
            guard let known = ResponsePlaceholder.Form(rawValue: String(parts[1])), known != .standard else {
                throw Failure(
                    message: "unknown form '\(parts[1])' in '{\(inside)}' (known: \(forms.joined(separator: ", ")))",
                    offset: offset)
            }
            form = known
        }
        return ResponsePlaceholder(name: name, isOptional: isOptional, form: form)
    }
}
