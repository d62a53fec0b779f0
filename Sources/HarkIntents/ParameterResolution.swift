/// A resolution result as the engine handles it, whatever the parameter's type.
public enum ParameterResolution: Hashable, Sendable {
    case success(IntentValue)
    case disambiguation([IntentValue])
    case confirmationRequired(IntentValue)
    case needsValue
    case unsupported(reason: String)
    case notRequired

    /// SiriKit offers between two and ten choices; fewer is not a choice and more cannot be read
    /// out. A handler that returns another count has a bug, and the engine says so.
    public static let optionLimits = 2...10

    /// The kind's name, as JSON output and logs write it.
    public var kind: String {
        switch self {
        case .success: "success"
        case .disambiguation: "disambiguation"
        case .confirmationRequired: "confirmationRequired"
        case .needsValue: "needsValue"
        case .unsupported: "unsupported"
        case .notRequired: "notRequired"
        }
    }

    /// True when the engine must ask the user before going on.
    public var needsUser: Bool {
        switch self {
        case .success, .notRequired: false
        case .disambiguation, .confirmationRequired, .needsValue, .unsupported: true
        }
    }
}
