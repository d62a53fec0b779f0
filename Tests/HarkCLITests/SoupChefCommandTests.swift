import Foundation
import Testing

/// `hark menu`, `orders` and `shortcuts` as separate processes sharing one state directory, with
/// orders placed by a typed conversation.
@Suite("hark menu, orders and shortcuts")
struct SoupChefCommandTests {
    func hark(_ arguments: [String], _ workspace: Workspace) throws -> HarkProcess {
        try HarkProcess.run(
            arguments + ["--state", workspace.path("state")], environment: ["HARK_CACHE_DIR": workspace.path("cache")])
    }

    @Test func ordersBecomeSuggestionsAndShortcuts() throws {
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
        let dialog = try hark(["converse", "--input", turns], workspace)
        #expect(dialog.status == 0, Comment(rawValue: dialog.standardError))

        let orders = try hark(["orders", "list"], workspace)
        #expect(
            orders.outputLines.map { $0.split(separator: "\t").map(String.init)[2] } == [
                "1 × clam chowder", "2 × tomato soup with croutons",
            ])
        let suggested = try hark(["shortcuts", "suggested"], workspace).outputLines
        #expect(suggested.count == 2)

        let tomatoNumber = try #require(suggested.first { $0.contains("tomato soup") }?.split(separator: "\t").first)
        let added = try hark(["shortcuts", "add", "Soup time!", "--suggestion", String(tomatoNumber)], workspace)
        #expect(added.outputLines == ["'soup time' runs 2 × tomato soup with croutons"])
        let duplicate = try hark(["shortcuts", "add", "soup time", "--order", "2"], workspace)
        #expect(duplicate.status == 1)
        #expect(duplicate.standardError.contains("soupchef.sqlite: the shortcut phrase 'soup time' is already in use"))
        #expect(try hark(["shortcuts", "add", "chowder", "--order", "2"], workspace).status == 0)
        #expect(try hark(["shortcuts", "add", "nothing"], workspace).status != 0, "an order must be named")

        let edited = try hark(["shortcuts", "edit", "chowder", "--phrase", "chowder night"], workspace)
        #expect(edited.outputLines == ["'chowder night' runs 1 × clam chowder"])
        #expect(
            try hark(["shortcuts", "list"], workspace).outputLines == [
                "chowder night\t1 × clam chowder", "soup time\t2 × tomato soup with croutons",
            ])

        // Sold out: its suggestion goes, the user's shortcut stays.
        let soldOut = try hark(["menu", "unavailable", "Tomato Soup"], workspace)
        #expect(soldOut.outputLines == ["tomato soup is sold out; 1 donation deleted"])
        #expect(try hark(["shortcuts", "suggested"], workspace).outputLines.map { $0.contains("tomato") } == [false])
        #expect(try hark(["menu", "list"], workspace).outputLines.first == "tomatoSoup\ttomato soup\tsold out\t10 min")
        #expect(try hark(["shortcuts", "list"], workspace).outputLines.count == 2)

        #expect(
            try hark(["shortcuts", "delete", "Chowder Night"], workspace).outputLines == ["deleted 'chowder night'"])
        let again = try hark(["shortcuts", "delete", "chowder night"], workspace)
        #expect(again.status == 1)
        #expect(again.standardError.contains("no shortcut has the phrase 'chowder night'"))
        let unknown = try hark(["menu", "available", "gazpacho"], workspace)
        #expect(unknown.status == 1)
        #expect(unknown.standardError.contains("no menu item 'gazpacho'"))
    }
}
