/// A value an intent's response carries for its templates to say, e.g. a soup order's `waitTime`
/// (SiriKit's custom intent response properties).
public struct ResponsePropertyDefinition: Hashable, Sendable {
    public var name: String
    public var type: ParameterType
    public var location: SourceLocation

    public init(name: String, type: ParameterType, location: SourceLocation) {
        self.name = name
        self.type = type
        self.location = location
    }
}
