import SoupChef

/// How the Soup Chef commands name things: a soup by its identifier or its name ("tomatoSoup",
/// "tomato soup", any case), and an order in words ("2 × tomato soup with cheese and croutons").
struct SoupChefMenuLookup {
    let items: [MenuItem]
    let options: [MenuOption]

    init(store: SoupChefStore) throws {
        items = try store.menuItems()
        options = try store.menuOptions()
    }

    func item(_ text: String) throws -> MenuItem {
        let said = ShortcutPhrase.normalized(text)
        guard
            let item = items.first(where: {
                $0.identifier.caseInsensitiveCompare(text) == .orderedSame || ShortcutPhrase.normalized($0.name) == said
            })
        else {
            throw SoupChefLookupError(
                description: "no menu item '\(text)' (the menu has \(items.map(\.identifier).joined(separator: ", ")))")
        }
        return item
    }

    func describe(_ order: OrderedSoup) -> String {
        let soup = items.first { $0.identifier == order.soup }?.name ?? order.soup
        let toppings = order.options.map { option in options.first { $0.identifier == option }?.name ?? option }
        let with: String
        switch toppings.count {
        case 0: with = ""
        case 1: with = " with \(toppings[0])"
        default: with = " with \(toppings.dropLast().joined(separator: ", ")) and \(toppings.last!)"
        }
        return "\(order.quantity) × \(soup)\(with)"
    }
}

/// Something named on the command line that Soup Chef does not have: an error of the data, not of
/// the command's usage.
struct SoupChefLookupError: Error, CustomStringConvertible {
    var description: String
}
