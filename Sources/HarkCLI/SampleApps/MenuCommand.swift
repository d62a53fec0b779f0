import ArgumentParser
import Foundation
import SoupChef

/// `hark menu`: Soup Chef's menu, and marking a soup sold out or back.
struct MenuCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "menu",
        abstract: "Show Soup Chef's menu; mark a soup sold out.",
        subcommands: [List.self, Available.self, Unavailable.self])

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List the soups (identifier, name, available or sold out, minutes) and the toppings.")

        @OptionGroup var state: StateOptions

        func run() throws {
            do {
                let store = try SoupChefStore(stateDirectory: state.directory)
                for item in try store.menuItems() {
                    let minutes = Int((item.preparationTime / 60).rounded())
                    StandardStreams.printLine(
                        "\(item.identifier)\t\(item.name)\t\(item.isAvailable ? "available" : "sold out")\t\(minutes) min"
                    )
                }
                for option in try store.menuOptions() {
                    StandardStreams.printLine("\(option.identifier)\t\(option.name)\ttopping")
                }
            } catch {
                throw CommandFailure(error)
            }
        }
    }

    struct Available: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Put a soup back on the menu.")

        @Argument(help: "The soup: its identifier or name (tomatoSoup, \"tomato soup\").")
        var item: String

        @OptionGroup var state: StateOptions

        func run() throws {
            try MenuCommand.setAvailability(of: item, to: true, state: state)
        }
    }

    struct Unavailable: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Mark a soup sold out.",
            discussion: """
                Its donations are deleted, so it is no longer suggested as a shortcut. Voice shortcuts \
                for it stay; until it is back, their orders are refused.
                """)

        @Argument(help: "The soup: its identifier or name (tomatoSoup, \"tomato soup\").")
        var item: String

        @OptionGroup var state: StateOptions

        func run() throws {
            try MenuCommand.setAvailability(of: item, to: false, state: state)
        }
    }

    static func setAvailability(of text: String, to isAvailable: Bool, state: StateOptions) throws {
        do {
            let store = try SoupChefStore(stateDirectory: state.directory)
            let item = try SoupChefMenuLookup(store: store).item(text)
            let change = try store.setAvailability(of: item.identifier, to: isAvailable)
            let deleted = change.deletedDonations.count
            StandardStreams.printLine(
                isAvailable
                    ? "\(item.name) is available"
                    : "\(item.name) is sold out; \(deleted) donation\(deleted == 1 ? "" : "s") deleted")
        } catch {
            throw CommandFailure(error)
        }
    }
}
