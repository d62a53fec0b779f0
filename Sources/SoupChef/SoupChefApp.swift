import Foundation
import HarkIntents

/// Soup Chef as the intent engine knows it: its name, its one custom intent's handler, and that
/// ordering needs an unlocked device.
public enum SoupChefApp {
    /// As `app.name` in `Models/intents/soupchef.yaml` spells it: the parser routes requests by it.
    public static let name = "SoupChef"

    /// An order spends the owner's money, so whoever holds a locked device may not place one
    /// (confirming with "yes" proves nothing about who is speaking).
    public static let restrictedWhileLocked: Set<String> = [OrderSoupIntent.name]

    /// `now` dates the orders placed; tests fix it. Ordering asks the user to confirm first, as the
    /// definition's `confirmationRequired: true` says.
    public static func registration(store: SoupChefStore, now: @escaping @Sendable () -> Date = { Date() })
        -> AppRegistration
    {
        AppRegistration(
            name: name, handlers: [OrderSoupIntentHandler(OrderSoupHandler(store: store, now: now))],
            restrictedWhileLocked: restrictedWhileLocked)
    }
}
