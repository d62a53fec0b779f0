import Foundation
import HarkTestSupport
import Testing

/// `hark menu`, `orders` and `shortcuts` as separate processes sharing one state directory, with
/// orders placed by a typed conversation.
@Suite("hark menu, orders and shortcuts")
struct SoupChefCommandTests {
    @Test(.tags(.slow), .skippedInQuickRuns, .timeLimit(.minutes(20))) func ordersBecomeSuggestionsAndShortcuts() throws
    {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let turns = try workspace.write(
            Data(
                """
                order two tomato soups with croutons on soup chef
                yes
                i'd like a clam chowder from soupchef
                yes
                order two tomato soups with croutons on soup chef
                no

                """.utf8), "turns.txt")
        let dialog = try workspace.hark(["converse", "--input", turns])
        #expect(dialog.status == 0, Comment(rawValue: dialog.standardError))

        let orders = try workspace.hark(["orders", "list"])
        #expect(
            orders.outputLines.map { $0.split(separator: "\t").map(String.init)[2] } == [
                "1 × clam chowder", "2 × tomato soup with croutons",
            ])
        let suggested = try workspace.hark(["shortcuts", "suggested"]).outputLines
        #expect(suggested.count == 2)

        let tomatoNumber = try #require(suggested.first { $0.contains("tomato soup") }?.split(separator: "\t").first)
        let added = try workspace.hark(["shortcuts", "add", "Soup time!", "--suggestion", String(tomatoNumber)])
        #expect(added.outputLines == ["'soup time' runs 2 × tomato soup with croutons"])
        let duplicate = try workspace.hark(["shortcuts", "add", "soup time", "--order", "2"])
        #expect(duplicate.status == 1)
        #expect(duplicate.standardError.contains("soupchef.sqlite: the shortcut phrase 'soup time' is already in use"))
        #expect(try workspace.hark(["shortcuts", "add", "chowder", "--order", "2"]).status == 0)
        #expect(try workspace.hark(["shortcuts", "add", "nothing"]).status != 0, "an order must be named")

        let edited = try workspace.hark(["shortcuts", "edit", "chowder", "--phrase", "chowder night"])
        #expect(edited.outputLines == ["'chowder night' runs 1 × clam chowder"])
        #expect(
            try workspace.hark(["shortcuts", "list"]).outputLines == [
                "chowder night\t1 × clam chowder", "soup time\t2 × tomato soup with croutons",
            ])

        // Sold out: its suggestion goes, the user's shortcut stays.
        let soldOut = try workspace.hark(["menu", "unavailable", "Tomato Soup"])
        #expect(soldOut.outputLines == ["tomato soup is sold out; 1 donation deleted"])
        #expect(try workspace.hark(["shortcuts", "suggested"]).outputLines.map { $0.contains("tomato") } == [false])
        #expect(try workspace.hark(["menu", "list"]).outputLines.first == "tomatoSoup\ttomato soup\tsold out\t10 min")
        #expect(try workspace.hark(["shortcuts", "list"]).outputLines.count == 2)

        #expect(
            try workspace.hark(["shortcuts", "delete", "Chowder Night"]).outputLines == ["deleted 'chowder night'"])
        let again = try workspace.hark(["shortcuts", "delete", "chowder night"])
        #expect(again.status == 1)
        #expect(again.standardError.contains("no shortcut has the phrase 'chowder night'"))
        let unknown = try workspace.hark(["menu", "available", "gazpacho"])
        #expect(unknown.status == 1)
        #expect(unknown.standardError.contains("no menu item 'gazpacho'"))
    }
}
