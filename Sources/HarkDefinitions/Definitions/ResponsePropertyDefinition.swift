/// A value an intent's response carries for its templates to say, e.g. a soup order's `waitTime`
/// (SiriKit's custom intent response properties).
public struct ResponsePropertyDefinition: Hashable, Sendable {
    /// The property's name, as templates write it in `{…}` and handlers set it.
    public var name: String
    /// What values it takes.
    public var type: ParameterType
    /// Where the property is declared.
    public var location: SourceLocation

    /// A response property of the given parts.
    public init(name: String, type: ParameterType, location: SourceLocation) {
        self.name = name
        self.type = type
        self.location = location
    }
}
