/// A resolution result as the engine handles it, whatever the parameter's type.
public enum ParameterResolution: Hashable, Sendable {
    /// The value to use.
    case success(IntentValue)
    /// The user picks one of these options (``optionLimits`` of them).
    case disambiguation([IntentValue])
    /// The user confirms this value before it is used.
    case confirmationRequired(IntentValue)
    /// The engine asks for a value.
    case needsValue
    /// The value cannot be used, for `reason`; the engine says so and asks for another.
    case unsupported(reason: String)
    /// The parameter is not needed; nothing is asked.
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
