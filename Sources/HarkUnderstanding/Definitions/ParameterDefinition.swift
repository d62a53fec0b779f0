/// One parameter of an intent, as declared in the definition file.
public struct ParameterDefinition: Hashable, Sendable {
    public var name: String
    public var type: ParameterType
    /// Every template of the intent must say it (checked on load).
    public var isRequired: Bool
    /// Several values may be said ("Bobo, Kiki and Zuzu"); otherwise the parameter holds one.
    public var isList: Bool
    public var location: SourceLocation

    public init(name: String, type: ParameterType, isRequired: Bool, isList: Bool, location: SourceLocation) {
        self.name = name
        self.type = type
        self.isRequired = isRequired
        self.isList = isList
        self.location = location
    }
}
