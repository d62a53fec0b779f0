import HarkIntents

/// One parameter value's resolution as output shows it: the kind, and the value, the options or
/// the reason in words.
public struct ResolutionSummary: Codable, Hashable, Sendable {
    /// `success`, `disambiguation`, `confirmationRequired`, `needsValue`, `unsupported` or `notRequired`.
    public var kind: String
    /// The value resolved, or to confirm, in words.
    public var value: String?
    /// The options a disambiguation offers, in words.
    public var options: [String]?
    /// Why the value is unsupported, as the handler said (`notOnMenu`).
    public var reason: String?

    /// The summary of one result.
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
