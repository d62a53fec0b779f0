/// Everything an intent says in one language, from the `responses:` section of its definition:
/// a template per response code, the confirmation question, the question for each parameter,
/// why a value cannot be used, and how closed-list values are said.
public struct IntentResponseTemplates: Hashable, Sendable {
    /// BCP 47, as written in the file: `en-US`.
    public var language: String
    /// By response code: `success`, `failure`, `failureSoupUnavailable`.
    public var codes: [String: ResponseTemplateDefinition]
    /// Asked before handling an intent whose definition says `confirmationRequired`.
    public var confirmation: ResponseTemplateDefinition?
    /// The question asking for a parameter's value, by parameter.
    public var prompts: [String: ResponseTemplateDefinition]
    /// Why a value cannot be used, by parameter, then by the reason a handler gives.
    public var unsupported: [String: [String: ResponseTemplateDefinition]]
    /// How a closed-list value is said in this language, by parameter or response property, then by
    /// canonical value: `soup` → `tomatoSoup` → one: "tomato soup", other: "tomato soups".
    public var valueNames: [String: [String: ResponseTemplateDefinition]]
    /// Where the language's responses are defined.
    public var location: SourceLocation

    /// A language's templates of the given parts.
    public init(
        language: String, codes: [String: ResponseTemplateDefinition], confirmation: ResponseTemplateDefinition?,
        prompts: [String: ResponseTemplateDefinition], unsupported: [String: [String: ResponseTemplateDefinition]],
        valueNames: [String: [String: ResponseTemplateDefinition]], location: SourceLocation
    ) {
        self.language = language
        self.codes = codes
        self.confirmation = confirmation
        self.prompts = prompts
        self.unsupported = unsupported
        self.valueNames = valueNames
        self.location = location
    }

    /// The templates under the keys a response catalog uses (docs/responses.md):
    /// `response.<intent>.<code>`, `prompt.confirm.<intent>`, `prompt.<intent>.<parameter>`,
    /// `unsupported.<intent>.<parameter>.<reason>` and, for value names, the phrase keys
    /// `fragment.<intent>.<name>.<value>` (rendered as written, to be passed into a sentence).
    public func catalogEntries(intent: String) -> [String: ResponseTemplateDefinition] {
        var entries: [String: ResponseTemplateDefinition] = [:]
        for (code, template) in codes { entries["response.\(intent).\(code)"] = template }
        if let confirmation { entries["prompt.confirm.\(intent)"] = confirmation }
        for (parameter, template) in prompts { entries["prompt.\(intent).\(parameter)"] = template }
        for (parameter, reasons) in unsupported {
            for (reason, template) in reasons { entries["unsupported.\(intent).\(parameter).\(reason)"] = template }
        }
        for (name, values) in valueNames {
            for (value, template) in values { entries["fragment.\(intent).\(name).\(value)"] = template }
        }
        return entries
    }
}
