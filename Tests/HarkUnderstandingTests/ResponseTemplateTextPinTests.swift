import Testing

@testable import HarkUnderstanding

/// What an intent definition's check makes of `{…}` in a response template, pinned before its
/// placeholder syntax was shared with the response catalog: the names and offsets, or the error.
@Suite struct ResponseTemplateTextPinTests {
    static func outcome(_ text: String) -> String {
        do {
            return try ResponseTemplateText.placeholders(in: text).map { "\($0.name)@\($0.offset)" }
                .joined(separator: " ")
        } catch {
            return "error at \(error.offset): \(error.message)"
        }
    }

    @Test(arguments: [
        ("Hello {name}.", "name@6"),
        ("{a}{b}", "a@0 b@3"),
        ("{count:feminine} calories", "count@0"),
        ("Buy {fruit?} now", "fruit@4"),
        (
            "{count:feminine?}",
            "error at 0: '{count:feminine?}' is not a placeholder ({name}, {name?} or {name:form}; names use letters, digits and '_')"
        ),
        ("no braces", ""),
        ("", ""),
        ("{x_1}", "x_1@0"),
        ("{_x}", "_x@0"),
        ("{1x}", "1x@0"),
        ("Hello {name", "error at 6: a '{' without its '}'"),
        ("Hello name}", "error at 10: a '}' without its '{'"),
        (
            "{}",
            "error at 0: '{}' is not a placeholder ({name}, {name?} or {name:form}; names use letters, digits and '_')"
        ),
        (
            "Hello {a{b}}",
            "error at 6: '{a{b}' is not a placeholder ({name}, {name?} or {name:form}; names use letters, digits and '_')"
        ),
        (
            "{a b}",
            "error at 0: '{a b}' is not a placeholder ({name}, {name?} or {name:form}; names use letters, digits and '_')"
        ),
        ("{name:}", "error at 0: '{name:}' has no form name after ':'"),
        ("{name:bold}", "name@0"),
        (
            "{é}",
            "error at 0: '{é}' is not a placeholder ({name}, {name?} or {name:form}; names use letters, digits and '_')"
        ),
        (
            "{?}",
            "error at 0: '{?}' is not a placeholder ({name}, {name?} or {name:form}; names use letters, digits and '_')"
        ),
        (
            "{:feminine}",
            "error at 0: '{:feminine}' is not a placeholder ({name}, {name?} or {name:form}; names use letters, digits and '_')"
        ),
        (
            "{name?:feminine}",
            "error at 0: '{name?:feminine}' is not a placeholder ({name}, {name?} or {name:form}; names use letters, digits and '_')"
        ),
        ("{a:b:c}", "error at 0: '{a:b:c}' has no form name after ':'"),
        ("}{", "error at 0: a '}' without its '{'"),
    ])
    func outcomes(text: String, expected: String) {
        #expect(Self.outcome(text) == expected)
    }
}
