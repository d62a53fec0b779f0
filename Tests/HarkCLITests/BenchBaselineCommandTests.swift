import Foundation
import HarkTestSupport
import Testing

/// `hark bench baseline`: the bare decoder (pocketsphinx_batch with a plain grammar of the same
/// context) and Hark on the same manifest, scored alike.
@Suite("hark bench baseline", .tags(.audio))
struct BenchBaselineCommandTests {
    /// Two spoken orders: both sides hear them and are scored alike; a second run reading the
    /// bare decoder's hypotheses back scores them the same without decoding, and refuses a file
    /// the earlier report does not hold.
    @Test(.tags(.slow), .skippedInQuickRuns, .timeLimit(.minutes(12))) func bothSidesAreScoredFileByFile() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        _ = try workspace.speak("can i have a large cappuccino", as: "latte.wav")
        _ = try workspace.speak("make me a small espresso", as: "espresso.wav")
        let manifest = try workspace.write(
            Data(
                """
                {"audio": "latte.wav", "intent": "orderDrink", "parameters": {"coffeeDrink": "cappuccino", "size": "large"}}
                {"audio": "espresso.wav", "intent": "orderDrink", "parameters": {"coffeeDrink": "espresso", "size": "small"}}
                """.utf8), "orders.jsonl")
        let context = Repository.file("Models/coffee-maker/coffee_maker.yaml").path
        let json = workspace.path("baseline.json")
        let run = try HarkProcess.run([
            "bench", "baseline", "--intents", context, "--jobs", "2", "--json", json, "--all-files", manifest,
        ])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("pocketsphinx_batch"))
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: Any])
        let sets = try #require(report["sets"] as? [[String: Any]])
        #expect(sets.count == 1)
        #expect(sets.first?["files"] as? Int == 2)
        #expect(sets.first?["bareAccepted"] as? Int == 2)
        #expect(sets.first?["harkAccepted"] as? Int == 2)
        let files = try #require(report["files"] as? [[String: Any]])
        #expect(
            files.map { $0["bareHypothesis"] as? String } == [
                "can i have a large cappuccino", "make me a small espresso",
            ])

        // The bare side read back: the same figures, and a file missing from the report is refused.
        let again = try HarkProcess.run([
            "bench", "baseline", "--intents", context, "--bare-from", json, "--json", workspace.path("again.json"),
            manifest,
        ])
        #expect(again.status == 0, "\(again.standardError)")
        #expect(again.standardOutput.contains("2 (100.0 %)"))
        let other = try workspace.write(
            Data(#"{"audio": "other.wav", "intent": "orderDrink", "parameters": {}}"#.utf8), "other.jsonl")
        let missing = try HarkProcess.run(["bench", "baseline", "--intents", context, "--bare-from", json, other])
        #expect(missing.status != 0)
        #expect(missing.standardError.contains("other.wav: not in"))
    }
}
