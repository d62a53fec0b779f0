import HarkIntents

/// One parameter value's resolution as output shows it: the kind, and the value, the options or
/// the reason in words.
public struct ResolutionSummary: Codable, Hashable, Sendable {
    public var kind: String
    public var value: String?
    public var options: [String]?
    public var reason: String?

    public init(_ resolution: ParameterResolution) {
        kind = resolution.kind
        switch resolution {
        case .success(let value), .confirmationRequired(let value): self.value = value.displayText
        case .disambiguation(let options): self.options = options.map(\.displayText)
        case .unsupported(let reason): self.reason = reason
        case .needsValue, .notRequired: break
        }
    }
}
