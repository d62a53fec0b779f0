import HarkIntents

/// Registers an ``OrderSoupIntentHandling`` with the engine, converting between the engine's
/// parameters and ``OrderSoupIntent`` as SiriKit's generated intent classes do.
public struct OrderSoupIntentHandler<Handling: OrderSoupIntentHandling>: IntentHandler {
    public let handling: Handling
    public let requiresUserConfirmation: Bool

    /// `requiresUserConfirmation`: true because the definition says `confirmationRequired: true`
    /// (an order spends the user's money); a test checks the two agree.
    public init(_ handling: Handling, requiresUserConfirmation: Bool = true) {
        self.handling = handling
        self.requiresUserConfirmation = requiresUserConfirmation
    }

    public var intentName: String { OrderSoupIntent.name }
    public var resolutionOrder: [String] { ["soup", "quantity", "options"] }

    public func resolve(_ parameter: String, of intent: IntentParameters) async -> [ParameterResolution] {
        let typed = OrderSoupIntent(intent)
        switch parameter {
        case "soup":
            return [await handling.resolveSoup(for: typed).erased(IntentValue.object)]
        case "quantity":
            // The definition types it as an integer count; "two and a half soups" is no order.
            if let said = intent.first("quantity")?.number, Int(exactly: said) == nil {
                return [.unsupported(reason: OrderSoupHandler.quantityOutOfRange)]
            }
            return [await handling.resolveQuantity(for: typed).erased { .number(Double($0)) }]
        case "options":
            return await handling.resolveOptions(for: typed).map { $0.erased(IntentValue.choice) }
        default:
            return [.notRequired]
        }
    }

    public func confirm(_ intent: IntentParameters) async -> IntentResponse {
        await handling.confirm(intent: OrderSoupIntent(intent)).untyped
    }

    public func handle(_ intent: IntentParameters) async -> IntentResponse {
        await handling.handle(intent: OrderSoupIntent(intent)).untyped
    }
}
