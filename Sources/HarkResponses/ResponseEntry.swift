import HarkDefinitions
import HarkSupport

/// What one key of a response file holds: a single template, or count variants.
public enum ResponseEntry: Sendable, Hashable {
    /// A key with one template, whatever its arguments.
    case single(ResponseTemplate)
    /// A key whose wording depends on a count.
    case counted(ResponseCountVariants)

    /// Every template of the key: the one, or each count variant present.
    public var templates: [ResponseTemplate] {
        switch self {
        case .single(let template): return [template]
        case .counted(let variants): return variants.templates
        }
    }

    /// Every argument name the key reads: its placeholders and its count argument.
    public var argumentNames: Set<String> {
        var names = Set(templates.flatMap(\.placeholders).map(\.name))
        if case .counted(let variants) = self { names.insert(variants.countArgument) }
        return names
    }

    /// The arguments a caller must give: the count argument and every placeholder that is not
    /// optional in some variant.
    public var requiredArgumentNames: Set<String> {
        var names = Set(templates.flatMap(\.placeholders).filter { !$0.isOptional }.map(\.name))
        if case .counted(let variants) = self { names.insert(variants.countArgument) }
        return names
    }
}
