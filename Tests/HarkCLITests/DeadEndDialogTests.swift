import Foundation
import HarkTestSupport
import Testing

/// The dead ends of issue 13, typed into `hark converse`: each now reaches an end a user can act
/// on — a message sent, an order placed, or a polite no — instead of a refusal.
@Suite("Dialogs without dead ends")
struct DeadEndDialogTests {
    struct Turn {
        var app: String?
        var intent: String
        var code: String?
        var text: String
        var expecting: String?
    }

    /// Plays typed turns in one `hark converse --json` and reads each reply.
    func converse(_ turns: [String], _ workspace: Workspace) throws -> [Turn] {
        let input = try workspace.write(Data((turns.joined(separator: "\n") + "\n").utf8), "turns.txt")
        let run = try workspace.hark(["converse", "--text-only", "--json", "--input", input])
        #expect(run.status == 0, Comment(rawValue: run.standardError))
        return try run.outputLines.map { line in
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let response = object["response"] as? [String: Any]
            return Turn(
                app: object["app"] as? String, intent: object["intent"] as? String ?? "",
                code: response?["code"] as? String, text: response?["text"] as? String ?? "",
                expecting: object["expecting"] as? String)
        }
    }

    func importContacts(_ workspace: Workspace) throws {
        let file = try workspace.write(
            Data(#"[{"screenName": "Kiki", "fullName": "Kiki Moreau"}]"#.utf8), "contacts.json")
        #expect(try workspace.hark(["contacts", "import", file]).status == 0)
    }

    func sentMessages(_ workspace: Workspace) throws -> [String] {
        try workspace.hark(["messages", "list", "--json"]).outputLines.map { line in
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            return object?["content"] as? String ?? ""
        }
    }

    func orders(_ workspace: Workspace) throws -> [String] {
        try workspace.hark(["orders", "list"]).outputLines.map { $0.split(separator: "\t").map(String.init)[2] }
    }

    @Test func aMessageNamingNoAppIsOfferedToMonkeyChatAndNamingItSends() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try importContacts(workspace)
        let replies = try converse(["send a message to Kiki saying hi", "MonkeyChat"], workspace)
        try #require(replies.count == 2)
        #expect(replies[0].text == "Do you want to use MonkeyChat?")
        #expect(replies[0].expecting == "confirmation")
        #expect(replies[0].intent == "INSendMessageIntent")
        #expect(replies[1].code == "success")
        #expect(replies[1].expecting == nil)
        #expect(try sentMessages(workspace) == ["Hi"])
    }

    @Test func aShortMessageIsNotTakenForAPayment() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try importContacts(workspace)
        let replies = try converse(["send hi to Kiki", "yes", "see you soon"], workspace)
        try #require(replies.count == 3)
        #expect(!replies[0].text.contains("none of your apps"))
        #expect(replies[0].app == "MonkeyChat")
        #expect(replies[0].expecting == "confirmation")
        #expect(replies[2].code == "success")
        #expect(try sentMessages(workspace).count == 1)
    }

    @Test func aSoupOrderNamingNoAppIsOfferedToSoupChef() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let replies = try converse(["order a tomato soup", "yes", "yes"], workspace)
        try #require(replies.count == 3)
        #expect(replies[0].text == "Do you want to use Soup Chef?")
        #expect(replies[0].app == "SoupChef")
        #expect(replies[1].text == "Do you want to order one tomato soup?")
        #expect(replies[2].code == "success")
        #expect(try orders(workspace) == ["1 × tomato soup"])
    }

    @Test func decliningTheOfferedAppEndsPolitelyAndOrdersNothing() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let replies = try converse(["order a tomato soup", "no"], workspace)
        try #require(replies.count == 2)
        #expect(replies[1].text == "OK, I won't do that.")
        #expect(replies[1].expecting == nil)
        #expect(try orders(workspace).isEmpty)
    }

    @Test func anOrderWithoutItsSoupAsksWhichSoup() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let replies = try converse(["order soup on soup chef", "clam chowder", "yes"], workspace)
        try #require(replies.count == 3)
        #expect(replies[0].text == "Which soup would you like?")
        #expect(replies[0].expecting == "value")
        #expect(replies[1].text == "Do you want to order one clam chowder?")
        #expect(replies[2].code == "success")
        #expect(try orders(workspace) == ["1 × clam chowder"])
    }
}
