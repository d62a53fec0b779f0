/// What one response key of an intent definition holds: a template, or count variants chosen by
/// a number argument (`zero` optional, `one` and `other` required), the two forms of a response
/// catalog entry (docs/responses.md).
public enum ResponseTemplateDefinition: Hashable, Sendable {
    /// One template, whatever the arguments.
    case single(ResponseTemplateText)
    /// Variants chosen by the number argument `count`: `zero` (optional), `one` and `other`.
    case counted(count: String, zero: ResponseTemplateText?, one: ResponseTemplateText, other: ResponseTemplateText)

    /// Every template of the entry: the one, or each variant present.
    public var templates: [ResponseTemplateText] {
        switch self {
        case .single(let template): [template]
        case .counted(_, let zero, let one, let other): [zero, one, other].compactMap { $0 }
        }
    }

    /// Every argument the entry reads: its placeholders and its count argument.
    public var argumentNames: Set<String> {
        var names = Set(templates.flatMap(\.placeholderNames))
        if case .counted(let count, _, _, _) = self { names.insert(count) }
        return names
    }
}
