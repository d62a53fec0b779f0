/// A `{name}` slot in a template. `{name?}` is optional: it is left out (with the space before
/// it) when the argument is not given. `{name:feminine}` makes a French number agree with a
/// feminine noun ("vingt et une calories"); the form is ignored for other kinds and in English.
public struct ResponsePlaceholder: Sendable, Hashable, CustomStringConvertible {
    /// How a number is said: as it is, or agreeing with a feminine noun (`{count:feminine}`).
    public enum Form: String, Sendable, Hashable, CaseIterable {
        /// The number as it is (`{count}`); in French, masculine.
        case standard = ""
        /// Agreeing with a feminine noun (`{count:feminine}`): "vingt et une".
        case feminine
    }

    /// The argument's name, between the braces.
    public var name: String
    /// Whether the placeholder is written `{name?}`: left out, with the space before it, when the argument is missing.
    public var isOptional: Bool
    /// How a number argument is said.
    public var form: Form

    /// A placeholder for the argument `name`, required and of standard form unless told.
    public init(name: String, isOptional: Bool = false, form: Form = .standard) {
        self.name = name
        self.isOptional = isOptional
        self.form = form
    }

    /// Whether `name` can name an argument: ASCII letters, digits and `_`, starting with a letter.
    public static func isValidName(_ name: String) -> Bool {
        guard let first = name.first, first.isASCII, first.isLetter else { return false }
        return name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    }

    /// As written in the template.
    public var description: String {
        "{\(name)\(form == .standard ? "" : ":\(form.rawValue)")\(isOptional ? "?" : "")}"
    }
}
