import ArgumentParser
import Foundation
import SoupChef

/// `hark orders`: Soup Chef's order history.
struct OrdersCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "orders",
        abstract: "Soup Chef's order history.",
        subcommands: [List.self])

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List orders, newest first: number, placed at, order, ready at.",
            discussion: "The number is what `hark shortcuts add PHRASE --order N` takes.")

        @OptionGroup var state: StateOptions

        @Flag(help: "One JSON object per order.")
        var json = false

        func run() throws {
            do {
                let store = try SoupChefStore(stateDirectory: state.directory)
                let lookup = try SoupChefMenuLookup(store: store)
                for placed in try store.orders() {
                    let line = OrderLine(placed, description: lookup.describe(placed.order))
                    StandardStreams.printLine(json ? JSONLine.encode(line) : line.text)
                }
            } catch {
                throw CommandFailure(error)
            }
        }
    }
}

/// One order as `hark orders list` prints it.
struct OrderLine: Encodable {
    var id: Int64
    var identifier: String
    var soup: String
    var quantity: Int
    var options: [String]
    var placedAt: String
    var readyAt: String
    var description: String

    init(_ placed: PlacedOrder, description: String) {
        let format = ISO8601DateFormatter()
        id = placed.id
        identifier = placed.identifier
        soup = placed.order.soup
        quantity = placed.order.quantity
        options = placed.order.options
        placedAt = format.string(from: placed.placedAt)
        readyAt = format.string(from: placed.readyAt)
        self.description = description
    }

    var text: String { "\(id)\t\(placedAt)\t\(description)\tready \(readyAt)" }
}
