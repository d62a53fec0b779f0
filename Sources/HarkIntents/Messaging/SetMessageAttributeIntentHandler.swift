/// Registers a ``SetMessageAttributeIntentHandling`` with the engine.
public struct SetMessageAttributeIntentHandler<Handling: SetMessageAttributeIntentHandling>: IntentHandler {
    public let handling: Handling

    public init(_ handling: Handling) {
        self.handling = handling
    }

    public var intentName: String { SetMessageAttributeIntent.name }
    public var resolutionOrder: [String] { ["attribute", "sender"] }
    public var requiresUserConfirmation: Bool { false }

    public func resolve(_ parameter: String, of intent: IntentParameters) async -> [ParameterResolution] {
        let typed = SetMessageAttributeIntent(intent)
        switch parameter {
        case "attribute": return [await handling.resolveAttribute(for: typed).erased { .choice($0.rawValue) }]
        case "sender": return [await handling.resolveSender(for: typed).erased(IntentValue.person)]
        default: return [.notRequired]
        }
    }

    public func confirm(_ intent: IntentParameters) async -> IntentResponse {
        IntentResponse(code: .ready)
    }

    public func handle(_ intent: IntentParameters) async -> IntentResponse {
        await handling.handle(intent: SetMessageAttributeIntent(intent)).untyped
    }
}
