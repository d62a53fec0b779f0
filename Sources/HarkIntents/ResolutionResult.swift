/// What a handler decided about one parameter value, as SiriKit's `INIntentResolutionResult`
/// subclasses: the typed side apps write.
public enum ResolutionResult<Value: Sendable>: Sendable {
    /// The value is settled.
    case success(Value)
    /// Several values fit; the user picks one. Two to ten options (``ParameterResolution/optionLimits``).
    case disambiguation([Value])
    /// The value is probably right but the user should say so ("Did you mean Bobo?").
    case confirmationRequired(Value)
    /// The parameter is required and was not given; the engine asks for it.
    case needsValue
    /// The value cannot be used; the reason names a response template (e.g. `noSuchContact`).
    case unsupported(reason: String)
    /// The app does not need this parameter for this request.
    case notRequired

    /// The engine's untyped form, with values turned into ``IntentValue``s by `wrap`.
    public func erased(_ wrap: (Value) -> IntentValue) -> ParameterResolution {
        switch self {
        case .success(let value): .success(wrap(value))
        case .disambiguation(let options): .disambiguation(options.map(wrap))
        case .confirmationRequired(let value): .confirmationRequired(wrap(value))
        case .needsValue: .needsValue
        case .unsupported(let reason): .unsupported(reason: reason)
        case .notRequired: .notRequired
        }
    }
}
