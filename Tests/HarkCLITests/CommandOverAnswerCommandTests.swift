import Foundation
import HarkTestSupport
import Testing

/// Issue 31: a new command said where an answer was expected is that command, in `hark
/// transcribe --answering`, `converse` and `listen` alike. flite speaks the issue's own requests.
@Suite("Commands said where an answer was expected", .tags(.audio))
struct CommandOverAnswerCommandTests {
    static let soup = "order a tomato soup with soup chef"
    static let kiki = "send a message to Kiki on MonkeyChat saying see you soon"
    static let workout = "start a jungle jog with monkeyfit"

    /// A workspace whose MonkeyChat knows Kiki.
    func workspaceKnowingKiki() throws -> Workspace {
        let workspace = try Workspace()
        let contacts = try workspace.write(
            Data(#"[{"screenName": "Kiki", "fullName": "Kiki Moreau"}]"#.utf8), "contacts.json")
        #expect(try workspace.hark(["contacts", "import", contacts]).status == 0)
        return workspace
    }

    /// The reproduction: the yes/no search heard the 3.6 s request as "send it".
    @Test(.tags(.slow), .skippedInQuickRuns, .timeLimit(.minutes(20)))
    func theYesNoSearchHearsTheMessageRequestAsACommand() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let file = try workspace.speak(Self.kiki, as: "kiki.wav")
        let run = try workspace.hark(["transcribe", "--json", "--answering", "yes-no", file])
        #expect(run.status == 0, Comment(rawValue: run.standardError))
        let line = try #require(
            JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        #expect(line["heardAsCommand"] as? Bool == true, "heard: \(line["text"] ?? "")")
        let text = line["text"] as? String ?? ""
        #expect(text.contains("kiki") && text.contains("monkeychat"), "heard: \(text)")
        let before = try workspace.hark(["transcribe", "--answering", "yes-no", "--no-commands-over-answers", file])
        #expect(before.outputLines.first != text, "the answer search alone hears something else")
    }

    /// After "Do you want to order one tomato soup?", the message request sends the message and
    /// orders no soup.
    @Test(.tags(.slow), .skippedInQuickRuns, .timeLimit(.minutes(20)))
    func theMessageRequestAfterTheSoupQuestionSendsItAndOrdersNothing() throws {
        let workspace = try workspaceKnowingKiki()
        defer { workspace.remove() }
        let soup = try workspace.speak(Self.soup, as: "soup.wav")
        let kiki = try workspace.speak(Self.kiki, as: "kiki.wav")
        // The last "yes" answers nothing left open: the dialog ends not understood (status 3).
        let turns = try workspace.converse([soup, kiki, "yes"], status: 3)
        try #require(turns.count == 3)
        #expect(responseText(turns[0]) == "Do you want to order one tomato soup?")
        #expect(turns[1]["app"] as? String == "MonkeyChat", "heard: \(turns[1]["transcript"] ?? "")")
        #expect(turns[1]["intent"] as? String == "INSendMessageIntent")
        #expect(try workspace.hark(["orders", "list"]).outputLines.isEmpty, "no soup is ordered")
        let messages = try workspace.hark(["messages", "list"]).standardOutput.lowercased()
        #expect(messages.contains("see you soon"), "the message is sent: \(messages)")
    }

    /// A stream of three requests, each said where the one before left a question open: the
    /// soup's "Do you want to order one tomato soup?", then, Kiki unknown, "Who do you want to send
    /// it to?". Each is printed and run; nothing is ordered. (The issue's "start a bananarific
    /// workout on monkeyfit" is not used: a stream loses it with no question open either, which is
    /// the stream's fault, not the answer's; issue 31, item 5.)
    @Test(.tags(.slow), .skippedInQuickRuns, .timeLimit(.minutes(20)))
    func aStreamsCommandsAfterQuestionsArePrintedAndRun() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let soup = try workspace.speak(Self.soup, as: "soup.wav")
        let kiki = try workspace.speak(Self.kiki, as: "kiki.wav")
        let workout = try workspace.speak(Self.workout, as: "workout.wav")
        let gap = try workspace.silence("gap.wav", seconds: 2)
        let stream = workspace.path("stream.wav")
        try Tool.run("sox", [gap, soup, gap, kiki, gap, workout, gap, stream])
        let run = try workspace.hark(["listen", stream])
        #expect(run.status == 0, Comment(rawValue: run.standardError))
        let lines = try run.outputLines.map {
            try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        try #require(lines.count == 3, "lines: \(run.outputLines)")
        #expect(lines.map { $0["app"] as? String } == ["SoupChef", "MonkeyChat", "MonkeyFit"])
        #expect(lines[0]["reply"] as? String == "Do you want to order one tomato soup?")
        #expect(
            lines[1]["reply"] as? String
                == "I couldn't find Kiki in your MonkeyChat contacts. Who do you want to send it to?")
        #expect(lines[2]["code"] as? String == "success", "heard: \(lines[2]["transcript"] ?? "")")
        #expect(try workspace.hark(["orders", "list"]).outputLines.isEmpty, "no soup is ordered")
    }
}
