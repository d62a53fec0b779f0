import Foundation
import HarkTestSupport
import Testing

@Suite("hark understand")
struct UnderstandCommandTests {
    /// Each run compiles into its own cache, so the test also covers a cold start.
    func run(_ arguments: [String], workspace: Workspace) throws -> HarkProcess {
        try HarkProcess.run(
            ["understand", "--state", workspace.path("state")] + arguments,
            environment: ["HARK_CACHE_DIR": workspace.path("cache")])
    }

    @Test func textToJSONWithExactlyTheDocumentedKeys() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let result = try run(
            ["--json", "--text", "MonkeyChat Bobo send more bananas", "--text", "what's the weather tomorrow"],
            workspace: workspace)
        // The weather is no app's request: both are printed, and the status says one was not understood.
        #expect(result.status == 3, Comment(rawValue: result.standardError))
        #expect(result.outputLines.count == 2)
        let send = try #require(
            try JSONSerialization.jsonObject(with: Data(result.outputLines[0].utf8)) as? [String: Any])
        #expect(Set(send.keys) == ["transcript", "domain", "app", "intent", "parameters", "confidence"])
        #expect(send["intent"] as? String == "INSendMessageIntent")
        #expect(send["app"] as? String == "MonkeyChat")
        let parameters = try #require(send["parameters"] as? [String: [[String: Any]]])
        #expect(parameters["recipients"]?.first?["value"] as? String == "Bobo")
        #expect(parameters["content"]?.first?["value"] as? String == "send more bananas")
        // Typed words are certain, so a value is as sure as its match; the reading's confidence is
        // a probability.
        #expect(parameters["recipients"]?.first?["confidence"] as? Double == 1)
        let confidence = try #require(send["confidence"] as? Double)
        #expect(confidence > 0 && confidence < 1)
        let weather = try #require(
            try JSONSerialization.jsonObject(with: Data(result.outputLines[1].utf8)) as? [String: Any])
        #expect(weather["intent"] as? String == "none")
    }

    /// `--minimum-confidence` refuses a reading less likely than it, and nothing else; a value
    /// that is no probability is refused with the flag's name.
    @Test func aMinimumConfidenceRefusesLessLikelyReadings() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let request = "send a message to bobo saying hi on monkeychat"
        func intent(_ extra: [String]) throws -> (String?, Double?) {
            let result = try run(["--json", "--text", request] + extra, workspace: workspace)
            let output = try #require(result.outputLines.first)
            let line = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
            // Refused below the minimum: "none", exit status 3.
            #expect(
                result.status == (line["intent"] as? String == "none" ? 3 : 0), Comment(rawValue: result.standardError))
            return (line["intent"] as? String, line["confidence"] as? Double)
        }
        let (intentName, confidence) = try intent([])
        let sure = try #require(confidence)
        #expect(intentName == "INSendMessageIntent")
        #expect(try intent(["--minimum-confidence", String(sure * 0.99)]).0 == "INSendMessageIntent")
        #expect(try intent(["--minimum-confidence", String(min(1, sure * 1.01 + 1e-6))]).0 == "none")
        let refused = try run(["--text", request, "--minimum-confidence", "1.5"], workspace: workspace)
        #expect(refused.status != 0 && refused.standardError.contains("--minimum-confidence"))
    }

    @Test(.tags(.audio)) func audioThroughTheCommandSearch() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let audio = try workspace.speak("mark my messages from kiki as read on monkeychat", as: "request.wav")

        let result = try run(["--json", audio, workspace.path("missing.wav")], workspace: workspace)
        #expect(result.status == 1)
        #expect(result.standardError.contains("missing.wav: no such file"))
        let understanding = try #require(
            try JSONSerialization.jsonObject(with: Data(result.outputLines.first?.utf8 ?? "{}".utf8))
                as? [String: Any])
        #expect(understanding["intent"] as? String == "INSetMessageAttributeIntent")
        // Over several files each line names the file it was heard from.
        #expect(understanding["file"] as? String == audio)
        // Heard values carry the recognizer's belief in their words.
        let parameters = try #require(understanding["parameters"] as? [String: [[String: Any]]])
        let sender = try #require(parameters["sender"]?.first?["confidence"] as? Double)
        #expect(sender > 0 && sender <= 1)
    }
}
