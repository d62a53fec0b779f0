import ArgumentParser
import Foundation
import SoupChef

/// `hark shortcuts`: Soup Chef's voice shortcuts and the ones it suggests from past orders.
struct ShortcutsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shortcuts",
        abstract: "Voice shortcuts: phrases for Soup Chef orders.",
        discussion: """
            Suggestions come from the orders placed (each donates an interaction), ranked by how often \
            and how recently each order was placed. Saying a shortcut's phrase runs its order; the \
            order is still confirmed before it is placed.
            """,
        subcommands: [List.self, Suggested.self, Add.self, Edit.self, Delete.self])

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List the voice shortcuts: phrase, order.")

        @OptionGroup var state: StateOptions

        func run() throws {
            try ShortcutsCommand.withStore(state) { store in
                let lookup = try SoupChefMenuLookup(store: store)
                for saved in try store.voiceShortcuts() {
                    let order = saved.order.map(lookup.describe) ?? saved.shortcut.intent
                    StandardStreams.printLine("\(saved.phrase)\t\(order)")
                }
            }
        }
    }

    struct Suggested: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List suggested shortcuts, best first: number, order, donations, last ordered, score.",
            discussion: "The number is what `hark shortcuts add PHRASE --suggestion N` takes.")

        @OptionGroup var state: StateOptions

        @Option(help: "Show at most this many.")
        var limit = 10

        func run() throws {
            try ShortcutsCommand.withStore(state) { store in
                let lookup = try SoupChefMenuLookup(store: store)
                let format = ISO8601DateFormatter()
                for (index, suggestion) in try store.suggestedShortcuts(limit: limit).enumerated() {
                    let score = String(format: "%.3f", suggestion.score)
                    StandardStreams.printLine(
                        "\(index + 1)\t\(lookup.describe(suggestion.order))\t\(suggestion.donationCount) donated\t"
                            + "last \(format.string(from: suggestion.lastDonated))\tscore \(score)")
                }
            }
        }
    }

    /// `--order N` or `--suggestion N`: the order a shortcut runs.
    struct OrderChoice: ParsableArguments {
        @Option(help: "An order number from `hark orders list`.")
        var order: Int64?

        @Option(help: "A suggestion number from `hark shortcuts suggested`.")
        var suggestion: Int?

        func validate() throws {
            if order != nil && suggestion != nil { throw ValidationError("give --order or --suggestion, not both") }
            if let suggestion, suggestion < 1 { throw ValidationError("suggestions are numbered from 1") }
        }

        var isGiven: Bool { order != nil || suggestion != nil }

        /// The order chosen, and the donation it comes from.
        func resolve(in store: SoupChefStore) throws -> (order: OrderedSoup, donation: String)? {
            if let order {
                let placed = try store.order(id: order)
                return (placed.order, placed.identifier)
            }
            if let suggestion {
                let suggestions = try store.suggestedShortcuts()
                guard suggestion <= suggestions.count else {
                    throw SoupChefLookupError(
                        description: "there are \(suggestions.count) suggestions; see `hark shortcuts suggested`")
                }
                let chosen = suggestions[suggestion - 1]
                return (chosen.order, chosen.latestDonation)
            }
            return nil
        }
    }

    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Add a phrase that runs an order placed before or a suggested one.")

        @Argument(help: "The phrase, e.g. \"soup time\" (compared as lowercase words).")
        var phrase: String

        @OptionGroup var choice: OrderChoice
        @OptionGroup var state: StateOptions

        func validate() throws {
            guard choice.isGiven else { throw ValidationError("give --order N or --suggestion N") }
        }

        func run() throws {
            try ShortcutsCommand.withStore(state) { store in
                guard let (order, donation) = try choice.resolve(in: store) else { return }
                // The donation of an order may be gone (its soup sold out); the order is enough.
                let saved =
                    (try? store.donation(identifier: donation)) != nil
                    ? try store.addVoiceShortcut(phrase: phrase, donation: donation)
                    : try store.addVoiceShortcut(phrase: phrase, order: order)
                StandardStreams.printLine(
                    "'\(saved.phrase)' runs \(try SoupChefMenuLookup(store: store).describe(order))")
            }
        }
    }

    struct Edit: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Change a shortcut's phrase, its order, or both.")

        @Argument(help: "The shortcut's current phrase.")
        var phrase: String

        @Option(name: .customLong("phrase"), help: "The new phrase.")
        var newPhrase: String?

        @OptionGroup var choice: OrderChoice
        @OptionGroup var state: StateOptions

        func validate() throws {
            guard newPhrase != nil || choice.isGiven else {
                throw ValidationError("give --phrase NEW, --order N or --suggestion N")
            }
        }

        func run() throws {
            try ShortcutsCommand.withStore(state) { store in
                let order = try choice.resolve(in: store)?.order
                let saved = try store.editVoiceShortcut(phrase: phrase, newPhrase: newPhrase, order: order)
                let description = saved.order.map(try SoupChefMenuLookup(store: store).describe) ?? ""
                StandardStreams.printLine("'\(saved.phrase)' runs \(description)")
            }
        }
    }

    struct Delete: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Delete a shortcut.")

        @Argument(help: "The shortcut's phrase.")
        var phrase: String

        @OptionGroup var state: StateOptions

        func run() throws {
            try ShortcutsCommand.withStore(state) { store in
                try store.deleteVoiceShortcut(phrase: phrase)
                StandardStreams.printLine("deleted '\(ShortcutPhrase.normalized(phrase))'")
            }
        }
    }

    /// Opens the store and runs `body`; an error is one line naming the file (or what was not
    /// found) and a failing exit status.
    static func withStore(_ state: StateOptions, _ body: (SoupChefStore) throws -> Void) throws {
        do {
            try body(try SoupChefStore(stateDirectory: state.directory))
        } catch {
            throw CommandFailure(error)
        }
    }
}
