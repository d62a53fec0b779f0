/// One intent an app handles (e.g. `INSendMessageIntent`): its parameters and the ways people ask.
///
/// A custom intent (SiriKit's intent definition file) also says what kind of action it is, whether
/// the user must confirm it, what its response carries and how the assistant words the replies;
/// these are optional, so a system intent's definition leaves them out.
public struct IntentDefinition: Hashable, Sendable {
    /// The intent's name, e.g. `INSendMessageIntent`: how handlers register for it.
    public var name: String
    /// The parameters, in file order.
    public var parameters: [ParameterDefinition]
    /// The ways people ask, already parsed.
    public var templates: [PhraseTemplate]
    /// Where the intent is defined.
    public var location: SourceLocation
    /// `category:`; nil when the file gives none.
    public var category: IntentCategory?
    /// `confirmationRequired:`: the user must say yes before the intent is handled.
    public var isConfirmationRequired: Bool
    /// `supportsBackgroundExecution:`: the app can handle the intent without being opened.
    public var supportsBackgroundExecution: Bool
    /// `responseProperties:`: what the response carries for its templates.
    public var responseProperties: [ResponsePropertyDefinition]
    /// `responses:`: the replies' wording by language code (`en-US`).
    public var responses: [String: IntentResponseTemplates]

    /// An intent of the given parts; the custom-intent parts default to a system intent's (none, false, empty).
    public init(
        name: String, parameters: [ParameterDefinition], templates: [PhraseTemplate], location: SourceLocation,
        category: IntentCategory? = nil, isConfirmationRequired: Bool = false,
        supportsBackgroundExecution: Bool = false, responseProperties: [ResponsePropertyDefinition] = [],
        responses: [String: IntentResponseTemplates] = [:]
    ) {
        self.name = name
        self.parameters = parameters
        self.templates = templates
        self.location = location
        self.category = category
        self.isConfirmationRequired = isConfirmationRequired
        self.supportsBackgroundExecution = supportsBackgroundExecution
        self.responseProperties = responseProperties
        self.responses = responses
    }

    /// The parameter called `name`; nil when the intent has none.
    public func parameter(named name: String) -> ParameterDefinition? {
        parameters.first { $0.name == name }
    }

    /// The response property called `name`; nil when the intent has none.
    public func responseProperty(named name: String) -> ResponsePropertyDefinition? {
        responseProperties.first { $0.name == name }
    }
}
