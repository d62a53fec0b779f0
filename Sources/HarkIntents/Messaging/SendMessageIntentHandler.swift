/// Registers a ``SendMessageIntentHandling`` with the engine.
public struct SendMessageIntentHandler<Handling: SendMessageIntentHandling>: IntentHandler {
    /// The app's implementation, which the engine's calls reach as typed ``SendMessageIntent`` values.
    public let handling: Handling
    /// Whether the user must say yes before ``handle(_:)`` runs; true unless the initializer was told otherwise.
    public let requiresUserConfirmation: Bool

    /// `requiresUserConfirmation`: read the message back and wait for a yes before sending, as
    /// Siri does for messages.
    public init(_ handling: Handling, requiresUserConfirmation: Bool = true) {
        self.handling = handling
        self.requiresUserConfirmation = requiresUserConfirmation
    }

    /// ``SendMessageIntent/name``.
    public var intentName: String { SendMessageIntent.name }
    /// `recipients`, `content`, in that order.
    public var resolutionOrder: [String] { ["recipients", "content"] }

    /// The app's resolution of `parameter` (`recipients`, `content`) for the typed intent, as an untyped result;
    /// ``ParameterResolution/notRequired`` for any other parameter.
    public func resolve(_ parameter: String, of intent: IntentParameters) async -> [ParameterResolution] {
        let typed = SendMessageIntent(intent)
        switch parameter {
        case "recipients": return await handling.resolveRecipients(for: typed).map { $0.erased(IntentValue.person) }
        case "content": return [await handling.resolveContent(for: typed).erased(IntentValue.text)]
        default: return [.notRequired]
        }
    }

    /// The app's ``SendMessageIntentHandling/confirm(intent:)`` on the typed intent, as an untyped response.
    public func confirm(_ intent: IntentParameters) async -> IntentResponse {
        await handling.confirm(intent: SendMessageIntent(intent)).untyped
    }

    /// The app's ``SendMessageIntentHandling/handle(intent:)`` on the typed intent, as an untyped response.
    public func handle(_ intent: IntentParameters) async -> IntentResponse {
        await handling.handle(intent: SendMessageIntent(intent)).untyped
    }
}
