import Foundation
import HarkTestSupport
import Testing

/// Answers that answer nothing: the question is asked again, at most twice, the reply says it was
/// not understood, and nothing is ordered. Plain-text replies to audio say what was heard first.
@Suite("Non-answers in hark converse and ask", .tags(.audio))
struct NonAnswerDialogTests {
    @Test func anUnrelatedAnswerToAConfirmationIsAskedAgainAndOrdersNothing() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let turns = try workspace.converse(
            ["order two tomato soups on soup chef", "what time is it", "no"], options: ["--text-only"])
        try #require(turns.count == 3)
        #expect(turns[0]["understood"] as? Bool == true && turns[0]["expecting"] as? String == "confirmation")
        #expect(turns[1]["understood"] as? Bool == false)
        #expect(turns[1]["expecting"] as? String == "confirmation", "the same question is still open")
        #expect(responseText(turns[1]) == "Sorry, I didn't catch that. Do you want to order two tomato soups?")
        #expect(turns[2]["expecting"] is NSNull && turns[2]["understood"] as? Bool == true)
        #expect(try workspace.hark(["orders", "list"]).outputLines.isEmpty)
    }

    @Test func afterTwoMoreAnswersThatAnswerNothingTheAssistantGivesUp() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let unrelated = ["what time is it", "play some jazz", "the cat is asleep"]
        // The dialog ends not understood: status 3.
        let turns = try workspace.converse(
            ["order a lentil soup on soup chef"] + unrelated, options: ["--text-only"], status: 3)
        try #require(turns.count == 4)
        #expect(turns[1...2].allSatisfy { $0["expecting"] as? String == "confirmation" })
        #expect(turns[3]["expecting"] is NSNull, "no question is left open")
        #expect(turns[1...].allSatisfy { $0["understood"] as? Bool == false })
        #expect(
            responseText(turns[3]) == "Sorry, I didn't catch that. I'll stop there for now. You can try again any time."
        )
        #expect(try workspace.hark(["orders", "list"]).outputLines.isEmpty)
    }

    /// The issue's own case: "what time is it" said after "Do you want to order…?" was heard as
    /// "go ahead" and the order placed. The yes/no search can now hear nothing instead.
    @Test(.tags(.slow), .skippedInQuickRuns, .timeLimit(.minutes(20))) func aSpokenUnrelatedSentenceIsNotHeardAsYes()
        throws
    {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let request = try workspace.speak("order a tomato soup on soup chef", as: "request.wav")
        let unrelated = try workspace.speak("what time is it", as: "unrelated.wav")
        let turns = try workspace.converse([request, unrelated, "no"])
        try #require(turns.count == 3)
        #expect(turns[0]["expecting"] as? String == "confirmation", "heard: \(turns[0]["transcript"] ?? "")")
        #expect(turns[1]["understood"] as? Bool == false, "heard: \(turns[1]["transcript"] ?? "")")
        #expect(try workspace.hark(["orders", "list"]).outputLines.isEmpty)
    }

    @Test(.tags(.slow), .skippedInQuickRuns, .timeLimit(.minutes(20)))
    func plainRepliesToAudioSayWhatWasHeardUnlessAskedNotTo() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let file = try workspace.speak("order a tomato soup on soup chef", as: "order.wav")
        let plain = try workspace.hark(["ask", file])
        #expect(plain.status == 0, Comment(rawValue: plain.standardError))
        try #require(plain.outputLines.count == 2)
        #expect(plain.outputLines[0].hasPrefix("heard: ") && plain.outputLines[0].contains("soup"))
        #expect(plain.outputLines[1] == "Do you want to order one tomato soup?")
        #expect(try workspace.hark(["ask", file, "--no-heard"]).outputLines == [plain.outputLines[1]])
        let typed = try workspace.hark(["ask", "--text", "order a tomato soup on soup chef"])
        #expect(typed.outputLines == [plain.outputLines[1]], "typed words need no echo")
    }

}
