/// Registers a ``SearchForMessagesIntentHandling`` with the engine. Searching changes nothing, so
/// it runs without asking the user to confirm.
public struct SearchForMessagesIntentHandler<Handling: SearchForMessagesIntentHandling>: IntentHandler {
    public let handling: Handling

    public init(_ handling: Handling) {
        self.handling = handling
    }

    public var intentName: String { SearchForMessagesIntent.name }
    public var resolutionOrder: [String] { ["sender"] }
    public var requiresUserConfirmation: Bool { false }

    public func resolve(_ parameter: String, of intent: IntentParameters) async -> [ParameterResolution] {
        guard parameter == "sender" else { return [.notRequired] }
        return [await handling.resolveSender(for: SearchForMessagesIntent(intent)).erased(IntentValue.person)]
    }

    public func confirm(_ intent: IntentParameters) async -> IntentResponse {
        IntentResponse(code: .ready)
    }

    public func handle(_ intent: IntentParameters) async -> IntentResponse {
        await handling.handle(intent: SearchForMessagesIntent(intent)).untyped
    }
}
