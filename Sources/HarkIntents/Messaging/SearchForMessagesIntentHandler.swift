/// Registers a ``SearchForMessagesIntentHandling`` with the engine. Searching changes nothing, so
/// it runs without asking the user to confirm.
public struct SearchForMessagesIntentHandler<Handling: SearchForMessagesIntentHandling>: IntentHandler {
    /// The app's implementation, which the engine's calls reach as typed ``SearchForMessagesIntent`` values.
    public let handling: Handling

    /// An adapter for `handling`; register it with the engine.
    public init(_ handling: Handling) {
        self.handling = handling
    }

    /// ``SearchForMessagesIntent/name``.
    public var intentName: String { SearchForMessagesIntent.name }
    /// `sender`, in that order.
    public var resolutionOrder: [String] { ["sender"] }
    /// False: the intent runs without asking the user to confirm.
    public var requiresUserConfirmation: Bool { false }

    /// The app's resolution of `parameter` (`sender`) for the typed intent, as an untyped result;
    /// ``ParameterResolution/notRequired`` for any other parameter.
    public func resolve(_ parameter: String, of intent: IntentParameters) async -> [ParameterResolution] {
        guard parameter == "sender" else { return [.notRequired] }
        return [await handling.resolveSender(for: SearchForMessagesIntent(intent)).erased(IntentValue.person)]
    }

    /// ``IntentResponseCode/ready``: the app has no confirm step for this intent.
    public func confirm(_ intent: IntentParameters) async -> IntentResponse {
        IntentResponse(code: .ready)
    }

    /// The app's ``SearchForMessagesIntentHandling/handle(intent:)`` on the typed intent, as an untyped response.
    public func handle(_ intent: IntentParameters) async -> IntentResponse {
        await handling.handle(intent: SearchForMessagesIntent(intent)).untyped
    }
}
