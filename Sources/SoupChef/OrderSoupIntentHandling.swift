import HarkIntents

/// What an app implements to take soup orders by voice: the protocol SiriKit would generate for the
/// `OrderSoup` custom intent.
///
/// Resolution runs soup, quantity, then options, so a question about the quantity comes after the
/// soup is settled.
public protocol OrderSoupIntentHandling: Sendable {
    func resolveSoup(for intent: OrderSoupIntent) async -> ResolutionResult<IntentObject>
    func resolveQuantity(for intent: OrderSoupIntent) async -> ResolutionResult<Int>
    /// One result per option, or one (typically `notRequired`) when none was said.
    func resolveOptions(for intent: OrderSoupIntent) async -> [ResolutionResult<String>]
    func confirm(intent: OrderSoupIntent) async -> OrderSoupIntentResponse
    func handle(intent: OrderSoupIntent) async -> OrderSoupIntentResponse
}

extension OrderSoupIntentHandling {
    /// Any toppings, or none.
    public func resolveOptions(for intent: OrderSoupIntent) async -> [ResolutionResult<String>] {
        intent.options.isEmpty ? [.notRequired] : intent.options.map { .success($0) }
    }

    /// Ready unless the app says otherwise.
    public func confirm(intent: OrderSoupIntent) async -> OrderSoupIntentResponse {
        OrderSoupIntentResponse(code: .ready)
    }
}
