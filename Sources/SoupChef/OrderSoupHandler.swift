import Foundation
import HarkIntents

/// Takes soup orders by voice over a ``SoupChefStore``, as the handler of Apple's Soup Chef sample:
///
/// - soup: missing → asked for; not on the menu → unsupported (`notOnMenu`), and asked again. A
///   sold-out soup resolves, and confirming fails with `failureSoupUnavailable` naming it, so
///   the user hears that it is sold out rather than that it does not exist — and a voice shortcut
///   for it fails the same way;
/// - quantity: missing → one (people say "a tomato soup" and mean one; asking "how many?" after
///   every such order would be a question with an obvious answer); outside 1 to
///   ``SoupChefStore/maximumQuantity`` → unsupported (`outOfRange`);
/// - options: each must be a topping on the menu, else unsupported (`notOnMenu`); none is fine.
///
/// Handling stores the order and donates the interaction in one transaction, then answers with the
/// soup and the wait time.
public struct OrderSoupHandler: OrderSoupIntentHandling {
    /// Unsupported reasons, as the definition's `unsupported:` templates name them.
    public static let notOnMenu = "notOnMenu"
    public static let quantityOutOfRange = "outOfRange"

    public let store: SoupChefStore
    /// The moment orders are placed at; tests fix it.
    public let now: @Sendable () -> Date

    public init(store: SoupChefStore, now: @escaping @Sendable () -> Date = { Date() }) {
        self.store = store
        self.now = now
    }

    public func resolveSoup(for intent: OrderSoupIntent) async -> ResolutionResult<IntentObject> {
        guard let soup = intent.soup else { return .needsValue }
        switch Result(catching: { () throws(SoupChefStoreError) in try store.menuItem(soup.identifier) }) {
        case .success(let item?): return .success(item.intentObject)
        case .success(nil): return .unsupported(reason: Self.notOnMenu)
        // The menu cannot be read: keep the soup as said; confirming will fail.
        case .failure: return .success(soup)
        }
    }

    public func resolveQuantity(for intent: OrderSoupIntent) async -> ResolutionResult<Int> {
        guard let quantity = intent.quantity else { return .success(1) }
        return (1...SoupChefStore.maximumQuantity).contains(quantity)
            ? .success(quantity) : .unsupported(reason: Self.quantityOutOfRange)
    }

    public func resolveOptions(for intent: OrderSoupIntent) async -> [ResolutionResult<String>] {
        guard !intent.options.isEmpty else { return [.notRequired] }
        let menu = Set(((try? store.menuOptions()) ?? []).map(\.identifier))
        return intent.options.map { menu.contains($0) ? .success($0) : .unsupported(reason: Self.notOnMenu) }
    }

    /// Ready, with the soup and its wait time, when the soup is on the menu and available.
    public func confirm(intent: OrderSoupIntent) async -> OrderSoupIntentResponse {
        guard let soup = intent.soup, let item = try? store.menuItem(soup.identifier) else {
            return OrderSoupIntentResponse(code: .failure)
        }
        guard item.isAvailable else { return .failureSoupUnavailable(soup: item.intentObject) }
        return OrderSoupIntentResponse(code: .ready, soup: item.intentObject, waitTime: item.preparationTime)
    }

    public func handle(intent: OrderSoupIntent) async -> OrderSoupIntentResponse {
        guard let order = intent.order, let item = try? store.menuItem(order.soup) else {
            return OrderSoupIntentResponse(code: .failure)
        }
        do {
            let placed = try store.placeOrder(order, at: now())
            return .success(soup: item.intentObject, waitTime: placed.waitTime)
        } catch {
            // Sold out between the confirmation and now.
            if case .unavailable = error.problem { return .failureSoupUnavailable(soup: item.intentObject) }
            return OrderSoupIntentResponse(code: .failure)
        }
    }
}
