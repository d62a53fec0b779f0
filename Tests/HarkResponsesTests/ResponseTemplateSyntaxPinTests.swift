import HarkDefinitions
import HarkSupport
import Testing

@testable import HarkResponses

/// What the response catalog makes of `{…}` in a template, pinned before its placeholder syntax
/// was shared with the intent definitions' check: each input's pieces, or its error and offset.
@Suite struct ResponseTemplateSyntaxPinTests {
    static func outcome(_ text: String) -> String {
        do {
            let template = try ResponseTemplateParser().parse(text)
            return template.pieces.map { piece in
                switch piece {
                case .literal(let literal): "'\(literal)'"
                case .placeholder(let placeholder): placeholder.description
                }
            }.joined(separator: " ")
        } catch {
            return "error at \(error.offset): \(error.message)"
        }
    }

    @Test(arguments: [
        ("Hello {name}.", "'Hello ' {name} '.'"),
        ("{a}{b}", "{a} {b}"),
        ("{count:feminine} calories", "{count:feminine} ' calories'"),
        ("Buy {fruit?} now", "'Buy ' {fruit?} ' now'"),
        ("{count:feminine?}", "{count:feminine?}"),
        ("no braces", "'no braces'"),
        ("", ""),
        ("{x_1}", "{x_1}"),
        ("{_x}", "error at 0: '{_x}' is not a placeholder: a name is letters, digits and '_', starting with a letter"),
        ("{1x}", "error at 0: '{1x}' is not a placeholder: a name is letters, digits and '_', starting with a letter"),
        ("Hello {name", "error at 6: '{' is never closed with '}'"),
        ("Hello name}", "error at 10: '}' without an opening '{'"),
        ("{}", "error at 0: '{}' is not a placeholder: a name is letters, digits and '_', starting with a letter"),
        ("Hello {a{b}}", "error at 8: '{' inside a placeholder"),
        (
            "{a b}",
            "error at 0: '{a b}' is not a placeholder: a name is letters, digits and '_', starting with a letter"
        ),
        ("{name:}", "error at 0: unknown form '' in '{name:}' (known: feminine)"),
        ("{name:bold}", "error at 0: unknown form 'bold' in '{name:bold}' (known: feminine)"),
        ("{é}", "error at 0: '{é}' is not a placeholder: a name is letters, digits and '_', starting with a letter"),
        ("{?}", "error at 0: '{?}' is not a placeholder: a name is letters, digits and '_', starting with a letter"),
        (
            "{:feminine}",
            "error at 0: '{:feminine}' is not a placeholder: a name is letters, digits and '_', starting with a letter"
        ),
        (
            "{name?:feminine}",
            "error at 0: '{name?:feminine}' is not a placeholder: a name is letters, digits and '_', starting with a letter"
        ),
        ("{a:b:c}", "error at 0: unknown form 'b:c' in '{a:b:c}' (known: feminine)"),
        ("}{", "error at 0: '}' without an opening '{'"),
    ])
    func outcomes(text: String, expected: String) {
        #expect(Self.outcome(text) == expected)
    }
}
