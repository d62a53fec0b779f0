import Foundation
import Testing

/// Answers that answer nothing: the question is asked again, at most twice, the reply says it was
/// not understood, and nothing is ordered. Plain-text replies to audio say what was heard first.
@Suite("Non-answers in hark converse and ask")
struct NonAnswerDialogTests {
    func hark(_ arguments: [String], _ workspace: Workspace) throws -> HarkProcess {
        try HarkProcess.run(
            arguments + ["--state", workspace.path("state")], environment: ["HARK_CACHE_DIR": workspace.path("cache")])
    }

    func replies(_ turns: [String], _ workspace: Workspace, options: [String] = []) throws -> [[String: Any]] {
        let input = try workspace.write(Data((turns.joined(separator: "\n") + "\n").utf8), "turns.txt")
        let run = try hark(["converse", "--json", "--input", input] + options, workspace)
        #expect(run.status == 0, Comment(rawValue: run.standardError))
        return try run.outputLines.map {
            try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
    }

    func text(_ reply: [String: Any]) -> String { (reply["response"] as? [String: Any])?["text"] as? String ?? "" }

    @Test func anUnrelatedAnswerToAConfirmationIsAskedAgainAndOrdersNothing() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let turns = try replies(
            ["order two tomato soups on soup chef", "what time is it", "no"], workspace, options: ["--text-only"])
        try #require(turns.count == 3)
        #expect(turns[0]["understood"] as? Bool == true && turns[0]["expecting"] as? String == "confirmation")
        #expect(turns[1]["understood"] as? Bool == false)
        #expect(turns[1]["expecting"] as? String == "confirmation", "the same question is still open")
        #expect(text(turns[1]) == "Sorry, I didn't catch that. Do you want to order two tomato soups?")
        #expect(turns[2]["expecting"] is NSNull && turns[2]["understood"] as? Bool == true)
        #expect(try hark(["orders", "list"], workspace).outputLines.isEmpty)
    }

    @Test func afterTwoMoreAnswersThatAnswerNothingTheAssistantGivesUp() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let unrelated = ["what time is it", "play some jazz", "the cat is asleep"]
        let turns = try replies(["order a lentil soup on soup chef"] + unrelated, workspace, options: ["--text-only"])
        try #require(turns.count == 4)
        #expect(turns[1...2].allSatisfy { $0["expecting"] as? String == "confirmation" })
        #expect(turns[3]["expecting"] is NSNull, "no question is left open")
        #expect(turns[1...].allSatisfy { $0["understood"] as? Bool == false })
        #expect(text(turns[3]) == "Sorry, I didn't catch that. I'll stop there for now. You can try again any time.")
        #expect(try hark(["orders", "list"], workspace).outputLines.isEmpty)
    }

    /// The issue's own case: "what time is it" said after "Do you want to order…?" was heard as
    /// "go ahead" and the order placed. The yes/no search can now hear nothing instead.
    @Test func aSpokenUnrelatedSentenceIsNotHeardAsYes() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let request = try speak("order a tomato soup on soup chef", workspace, "request.wav")
        let unrelated = try speak("what time is it", workspace, "unrelated.wav")
        let turns = try replies([request, unrelated, "no"], workspace)
        try #require(turns.count == 3)
        #expect(turns[0]["expecting"] as? String == "confirmation", "heard: \(turns[0]["transcript"] ?? "")")
        #expect(turns[1]["understood"] as? Bool == false, "heard: \(turns[1]["transcript"] ?? "")")
        #expect(try hark(["orders", "list"], workspace).outputLines.isEmpty)
    }

    @Test func plainRepliesToAudioSayWhatWasHeardUnlessAskedNotTo() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let file = try speak("order a tomato soup on soup chef", workspace, "order.wav")
        let plain = try hark(["ask", file], workspace)
        #expect(plain.status == 0, Comment(rawValue: plain.standardError))
        try #require(plain.outputLines.count == 2)
        #expect(plain.outputLines[0].hasPrefix("heard: ") && plain.outputLines[0].contains("soup"))
        #expect(plain.outputLines[1] == "Do you want to order one tomato soup?")
        #expect(try hark(["ask", file, "--no-heard"], workspace).outputLines == [plain.outputLines[1]])
        let typed = try hark(["ask", "--text", "order a tomato soup on soup chef"], workspace)
        #expect(typed.outputLines == [plain.outputLines[1]], "typed words need no echo")
    }

    func speak(_ text: String, _ workspace: Workspace, _ name: String) throws -> String {
        let file = workspace.path(name)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["flite", "-voice", "slt", "-t", text, "-o", file]
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "flite failed for '\(text)'")
        return file
    }
}
