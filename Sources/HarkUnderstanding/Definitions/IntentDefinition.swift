/// One intent an app handles (e.g. `INSendMessageIntent`): its parameters and the ways people ask.
///
/// A custom intent (SiriKit's intent definition file) also says what kind of action it is, whether
/// the user must confirm it, what its response carries and how the assistant words the replies;
/// these are optional, so a system intent's definition leaves them out.
public struct IntentDefinition: Hashable, Sendable {
    public var name: String
    public var parameters: [ParameterDefinition]
    public var templates: [PhraseTemplate]
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

    public func parameter(named name: String) -> ParameterDefinition? {
        parameters.first { $0.name == name }
    }

    public func responseProperty(named name: String) -> ResponsePropertyDefinition? {
        responseProperties.first { $0.name == name }
    }
}
