/// Registers a ``SendMessageIntentHandling`` with the engine.
public struct SendMessageIntentHandler<Handling: SendMessageIntentHandling>: IntentHandler {
    public let handling: Handling
    public let requiresUserConfirmation: Bool

    /// `requiresUserConfirmation`: read the message back and wait for a yes before sending, as
    /// Siri does for messages.
    public init(_ handling: Handling, requiresUserConfirmation: Bool = true) {
        self.handling = handling
        self.requiresUserConfirmation = requiresUserConfirmation
    }

    public var intentName: String { SendMessageIntent.name }
    public var resolutionOrder: [String] { ["recipients", "content"] }

    public func resolve(_ parameter: String, of intent: IntentParameters) async -> [ParameterResolution] {
        let typed = SendMessageIntent(intent)
        switch parameter {
        case "recipients": return await handling.resolveRecipients(for: typed).map { $0.erased(IntentValue.person) }
        case "content": return [await handling.resolveContent(for: typed).erased(IntentValue.text)]
        default: return [.notRequired]
        }
    }

    public func confirm(_ intent: IntentParameters) async -> IntentResponse {
        await handling.confirm(intent: SendMessageIntent(intent)).untyped
    }

    public func handle(_ intent: IntentParameters) async -> IntentResponse {
        await handling.handle(intent: SendMessageIntent(intent)).untyped
    }
}
