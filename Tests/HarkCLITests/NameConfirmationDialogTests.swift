import Foundation
import HarkTestSupport
import Testing

/// A name heard with doubt is confirmed ("Did you mean Kiki?") before anything is sent to it; the
/// threshold is `--confirm-names-below`, and the confidences are in `ask --json`.
@Suite("Names heard with doubt in hark converse and ask", .tags(.audio))
struct NameConfirmationDialogTests {
    func importContacts(_ workspace: Workspace) throws {
        let file = try workspace.write(
            Data(#"[{"screenName": "Kiki", "fullName": "Kiki Moreau"}]"#.utf8), "contacts.json")
        #expect(try workspace.hark(["contacts", "import", file]).status == 0)
    }

    func json(_ line: String?) throws -> [String: Any] {
        let text = try #require(line)
        return try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// The spoken request's name has some confidence c (from `ask --json`); a threshold just above
    /// c makes it doubtful: "Did you mean …?", and the message waits for the yes. Just below c it
    /// is sent unasked. Typed words are certain: their confidence is 1.
    @Test(.tags(.slow), .skippedInQuickRuns, .timeLimit(.minutes(20)))
    func aNameIsConfirmedExactlyWhenItsConfidenceIsBelowTheThreshold()
        throws
    {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try importContacts(workspace)
        let request = try workspace.speak("send a message to kiki on monkeychat saying see you soon", as: "request.wav")

        let asked = try workspace.hark(["ask", "--json", request, "--confirm-names-below", "0"])
        #expect(asked.status == 0, Comment(rawValue: asked.standardError))
        let reply = try json(asked.outputLines.first)
        try #require(
            (reply["parameters"] as? [String: [String]])?["recipients"] == ["Kiki"],
            "heard: \(reply["transcript"] ?? "")")
        let confidence = try #require(reply["confidence"] as? Double)
        #expect(confidence > 0 && confidence <= 1)
        let values = try #require(reply["parameterConfidences"] as? [String: [Double]])
        let name = try #require(values["recipients"]?.first)
        #expect(name > 0 && name <= 1)

        let sentBefore = try workspace.hark(["messages", "list"]).outputLines.count
        let doubted = try workspace.converse([request, "yes"], options: ["--confirm-names-below", "\(name + 0.001)"])
        try #require(doubted.count == 2)
        #expect(responseText(doubted[0]) == "Did you mean Kiki?")
        #expect(doubted[0]["expecting"] as? String == "confirmation")
        let resolution = (doubted[0]["resolution"] as? [String: [[String: Any]]])?["recipients"]
        #expect(resolution?.first?["kind"] as? String == "confirmationRequired")
        #expect(doubted[1]["expecting"] is NSNull)
        #expect(
            try workspace.hark(["messages", "list"]).outputLines.count == sentBefore + 1, "sent once the user said yes"
        )

        let trusted = try workspace.converse([request], options: ["--confirm-names-below", "\(name - 0.001)"])
        #expect(responseText(try #require(trusted.first)) != "Did you mean Kiki?")
        #expect(try workspace.hark(["messages", "list"]).outputLines.count == sentBefore + 2, "sent unasked")

        let typed = try workspace.hark(["ask", "--json", "--text", "send a message to kiki on monkeychat saying hi"])
        let typedReply = try json(typed.outputLines.first)
        #expect((typedReply["parameterConfidences"] as? [String: [Double]])?["recipients"] == [1])
        #expect(responseText(typedReply) != "Did you mean Kiki?", "typed names are certain")
    }
}
