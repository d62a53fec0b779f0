/// One intent an app handles (e.g. `INSendMessageIntent`): its parameters and the ways people ask.
public struct IntentDefinition: Hashable, Sendable {
    public var name: String
    public var parameters: [ParameterDefinition]
    public var templates: [PhraseTemplate]
    public var location: SourceLocation

    public init(
        name: String, parameters: [ParameterDefinition], templates: [PhraseTemplate], location: SourceLocation
    ) {
        self.name = name
        self.parameters = parameters
        self.templates = templates
        self.location = location
    }

    public func parameter(named name: String) -> ParameterDefinition? {
        parameters.first { $0.name == name }
    }
}
