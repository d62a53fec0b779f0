/// One parameter of an intent, as declared in the definition file.
public struct ParameterDefinition: Hashable, Sendable {
    /// The parameter's name, as templates write it in `{…}` and handlers look it up.
    public var name: String
    /// What values it takes.
    public var type: ParameterType
    /// Every template of the intent must say it (checked on load).
    public var isRequired: Bool
    /// Several values may be said ("Bobo, Kiki and Zuzu"); otherwise the parameter holds one.
    public var isList: Bool
    /// Where the parameter is declared.
    public var location: SourceLocation
    /// For a number: the numbers it takes; nil for any.
    public var numberRange: NumberRange?

    /// A parameter of the given parts.
    public init(name: String, type: ParameterType, isRequired: Bool, isList: Bool, location: SourceLocation) {
        self.name = name
        self.type = type
        self.isRequired = isRequired
        self.isList = isList
        self.location = location
    }
}
