import Testing

@testable import HarkDefinitions

/// What an intent definition's check makes of `{…}` in a response template: the names and
/// offsets, or the error. Pinned (commit e6c6072) while the check had a parser of its own; it now
/// reads templates with the response catalog's parser (pinned in `ResponseTemplateSyntaxPinTests`),
/// which it meant to mirror, so it accepts exactly what the catalog renders and says what the
/// catalog says. What that changed: `{count:feminine?}` loads (the catalog always took it);
/// `{_x}`, `{1x}` and unknown forms such as `{name:bold}` fail at load rather than at first
/// rendering; the messages are the catalog's ("'{' is never closed with '}'", not "a '{' without
/// its '}'").
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
        ("Buy {fruit?} now", "fruit@4"),
        ("{count:feminine?}", "count@0"),
        ("no braces", ""),
        ("Hello {name", "error at 6: '{' is never closed with '}'"),
        ("{_x}", "error at 0: '{_x}' is not a placeholder: a name is letters, digits and '_', starting with a letter"),
        ("{name:bold}", "error at 0: unknown form 'bold' in '{name:bold}' (known: feminine)"),
    ])
    func outcomes(text: String, expected: String) {
        #expect(Self.outcome(text) == expected)
    }
}
