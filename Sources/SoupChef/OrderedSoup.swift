/// What an order asks for — a soup, how many, which toppings — in canonical values, without when
/// or by whom: what a donation records, suggestions group by and a voice shortcut runs.
///
/// Toppings are kept sorted and without repeats, so "with cheese and croutons" and "with croutons
/// and cheese" are the same order.
public struct OrderedSoup: Hashable, Sendable, Codable {
    /// A menu item's identifier: `tomatoSoup`.
    public var soup: String
    public var quantity: Int
    /// Menu option identifiers, sorted.
    public private(set) var options: [String]

    public init(soup: String, quantity: Int = 1, options: [String] = []) {
        self.soup = soup
        self.quantity = quantity
        self.options = Set(options).sorted()
    }

    /// The intent parameters as canonical text, the form donations and shortcuts store:
    /// `["soup": ["tomatoSoup"], "quantity": ["2"], "options": ["cheese", "croutons"]]`.
    public var parameters: [String: [String]] {
        var parameters = ["soup": [soup], "quantity": [String(quantity)]]
        if !options.isEmpty { parameters["options"] = options }
        return parameters
    }

    /// Reads `parameters` back; nil when the soup is missing or the quantity is not a whole
    /// number (a missing quantity is one, as when the user says "a soup").
    public init?(parameters: [String: [String]]) {
        guard let soup = parameters["soup"]?.first, !soup.isEmpty else { return nil }
        let quantity: Int
        if let text = parameters["quantity"]?.first {
            guard let number = Int(text) else { return nil }
            quantity = number
        } else {
            quantity = 1
        }
        self.init(soup: soup, quantity: quantity, options: parameters["options"] ?? [])
    }
}
