/// Registers a ``SetMessageAttributeIntentHandling`` with the engine.
public struct SetMessageAttributeIntentHandler<Handling: SetMessageAttributeIntentHandling>: IntentHandler {
    /// The app's implementation, which the engine's calls reach as typed ``SetMessageAttributeIntent`` values.
    public let handling: Handling

    /// An adapter for `handling`; register it with the engine.
    public init(_ handling: Handling) {
        self.handling = handling
    }

    /// ``SetMessageAttributeIntent/name``.
    public var intentName: String { SetMessageAttributeIntent.name }
    /// `attribute`, `sender`, in that order.
    public var resolutionOrder: [String] { ["attribute", "sender"] }
    /// False: the intent runs without asking the user to confirm.
    public var requiresUserConfirmation: Bool { false }

    /// The app's resolution of `parameter` (`attribute`, `sender`) for the typed intent, as an untyped result;
    /// ``ParameterResolution/notRequired`` for any other parameter.
    public func resolve(_ parameter: String, of intent: IntentParameters) async -> [ParameterResolution] {
        let typed = SetMessageAttributeIntent(intent)
        switch parameter {
        case "attribute": return [await handling.resolveAttribute(for: typed).erased { .choice($0.rawValue) }]
        case "sender": return [await handling.resolveSender(for: typed).erased(IntentValue.person)]
        default: return [.notRequired]
        }
    }

    /// ``IntentResponseCode/ready``: the app has no confirm step for this intent.
    public func confirm(_ intent: IntentParameters) async -> IntentResponse {
        IntentResponse(code: .ready)
    }

    /// The app's ``SetMessageAttributeIntentHandling/handle(intent:)`` on the typed intent, as an untyped response.
    public func handle(_ intent: IntentParameters) async -> IntentResponse {
        await handling.handle(intent: SetMessageAttributeIntent(intent)).untyped
    }
}
