import Foundation
import Testing

/// A name heard with doubt is confirmed ("Did you mean Kiki?") before anything is sent to it; the
/// threshold is `--confirm-names-below`, and the confidences are in `ask --json`.
@Suite("Names heard with doubt in hark converse and ask")
struct NameConfirmationDialogTests {
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

    func importContacts(_ workspace: Workspace) throws {
        let file = try workspace.write(
            Data(#"[{"screenName": "Kiki", "fullName": "Kiki Moreau"}]"#.utf8), "contacts.json")
        #expect(try hark(["contacts", "import", file], workspace).status == 0)
    }

    func json(_ line: String?) throws -> [String: Any] {
        let text = try #require(line)
        return try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// The spoken request's name has some confidence c (from `ask --json`); a threshold just above
    /// c makes it doubtful: "Did you mean …?", and the message waits for the yes. Just below c it
    /// is sent unasked. Typed words are certain: their confidence is 1.
    @Test func aNameIsConfirmedExactlyWhenItsConfidenceIsBelowTheThreshold() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try importContacts(workspace)
        let request = try speak("send a message to kiki on monkeychat saying see you soon", workspace, "request.wav")

        let asked = try hark(["ask", "--json", request, "--confirm-names-below", "0"], workspace)
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

        let sentBefore = try hark(["messages", "list"], workspace).outputLines.count
        let doubted = try replies([request, "yes"], workspace, options: ["--confirm-names-below", "\(name + 0.001)"])
        try #require(doubted.count == 2)
        #expect(text(doubted[0]) == "Did you mean Kiki?")
        #expect(doubted[0]["expecting"] as? String == "confirmation")
        let resolution = (doubted[0]["resolution"] as? [String: [[String: Any]]])?["recipients"]
        #expect(resolution?.first?["kind"] as? String == "confirmationRequired")
        #expect(doubted[1]["expecting"] is NSNull)
        #expect(
            try hark(["messages", "list"], workspace).outputLines.count == sentBefore + 1, "sent once the user said yes"
        )

        let trusted = try replies([request], workspace, options: ["--confirm-names-below", "\(name - 0.001)"])
        #expect(text(try #require(trusted.first)) != "Did you mean Kiki?")
        #expect(try hark(["messages", "list"], workspace).outputLines.count == sentBefore + 2, "sent unasked")

        let typed = try hark(["ask", "--json", "--text", "send a message to kiki on monkeychat saying hi"], workspace)
        let typedReply = try json(typed.outputLines.first)
        #expect((typedReply["parameterConfidences"] as? [String: [Double]])?["recipients"] == [1])
        #expect(text(typedReply) != "Did you mean Kiki?", "typed names are certain")
    }
}
