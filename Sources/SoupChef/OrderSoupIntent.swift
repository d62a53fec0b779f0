import HarkIntents

/// "Order two tomato soups with croutons on Soup Chef": the typed view of the custom intent
/// `OrderSoup` declared in `Models/intents/soupchef.yaml`, the code SiriKit would generate from the
/// intent definition file.
public struct OrderSoupIntent: Hashable, Sendable {
    public static let name = "OrderSoup"

    /// The soup as heard (identifier and name both the canonical value, e.g. `tomatoSoup`) until
    /// resolution replaces it with the menu item.
    public var soup: IntentObject?
    /// Nil when the user did not say how many ("a tomato soup").
    public var quantity: Int?
    /// Topping identifiers: `cheese`, `croutons`.
    public var options: [String]

    public init(soup: IntentObject? = nil, quantity: Int? = nil, options: [String] = []) {
        self.soup = soup
        self.quantity = quantity
        self.options = options
    }

    /// Reads the engine's parameters. A quantity that is not a whole number is left out here; the
    /// adapter refuses it before the app sees the intent.
    public init(_ parameters: IntentParameters) {
        soup = parameters.first("soup").flatMap(Self.object)
        quantity = parameters.first("quantity")?.number.flatMap { Int(exactly: $0) }
        options = parameters["options"].compactMap { $0.choice ?? $0.text }
    }

    /// The order the intent asks for, once it has a soup; a missing quantity is one.
    public var order: OrderedSoup? {
        soup.map { OrderedSoup(soup: $0.identifier, quantity: quantity ?? 1, options: options) }
    }

    /// A closed-list value the parser heard, or the object a handler resolved it to.
    static func object(_ value: IntentValue) -> IntentObject? {
        switch value {
        case .object(let object): object
        case .choice(let name), .text(let name): IntentObject(identifier: name, displayName: name)
        default: nil
        }
    }
}

extension OrderedSoup {
    /// The parameters the parser would give for this order: what a voice shortcut starts the
    /// intent with, so it runs through the same resolution as a spoken order.
    public var intentParameters: IntentParameters {
        IntentParameters([
            "soup": [.choice(soup)], "quantity": [.number(Double(quantity))],
            "options": options.map(IntentValue.choice),
        ])
    }
}
