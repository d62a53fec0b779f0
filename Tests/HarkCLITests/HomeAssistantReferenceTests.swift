import Foundation
import HarkTestSupport
import Testing

/// Home Assistant's own English templates, read by Hark and by hassil, its reference parser:
/// sentences hassil samples from every intent, with the sample home's names filled in, must get
/// the same intent and every slot the same value from `hark understand`. Both sides read the same
/// pinned package (scripts/setup-python.sh); scripts/hassil-reference.py gives hassil's side.
@Suite("Home Assistant's templates against hassil", .serialized)
struct HomeAssistantReferenceTests {
    @Test(.timeLimit(.minutes(10)))
    func harkReadsEverySampledSentenceAsHassilDoes() throws {
        let setup = try HarkProcess.run([], program: Repository.file("scripts/setup-python.sh"))
        try #require(setup.status == 0, Comment(rawValue: setup.standardError))
        let entities = Repository.file("Models/home-assistant/entities.yaml").path
        let reference = try HarkProcess.run(
            [Repository.file("scripts/hassil-reference.py").path, entities, "--per-intent", "2", "--seed", "7"],
            program: Repository.file(".venv-tools/bin/python"))
        try #require(reference.status == 0, Comment(rawValue: reference.standardError))
        var lines = reference.standardOutput.split(separator: "\n").map { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any] ?? [:]
        }
        let intents = try #require(lines.removeFirst()["intents"] as? String)
        #expect(Set(lines.compactMap { $0["intent"] as? String }).count >= 35, "most intents are sampled")

        let scratch = try ScratchDirectory("hark-hassil-reference")
        defer { scratch.remove() }
        let texts = scratch.file("texts.txt")
        try (lines.map { $0["text"] as! String }.joined(separator: "\n") + "\n").write(
            to: texts, atomically: true, encoding: .utf8)
        let hark = try HarkProcess.run(
            ["understand", "--intents", intents, "--entities", entities, "--json"],
            environment: ["HARK_CACHE_DIR": scratch.path("cache")], standardInput: texts)
        let readings = hark.standardOutput.split(separator: "\n").map { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any] ?? [:]
        }
        try #require(readings.count == lines.count, Comment(rawValue: hark.standardError))

        var disagreements: [String] = []
        for (expected, reading) in zip(lines, readings) {
            let homeAssistant = reading["homeAssistant"] as? [String: Any]
            let slots = (homeAssistant?["slots"] as? [String: [String: Any]] ?? [:]).mapValues {
                Self.text($0["value"])
            }
            let wanted = (expected["slots"] as? [String: Any] ?? [:]).mapValues { Self.text($0) }
            let intent = homeAssistant?["name"] as? String
            if intent != expected["intent"] as? String || slots != wanted {
                disagreements.append(
                    "'\(expected["text"] ?? "")': hassil \(expected["intent"] ?? "") \(wanted), Hark \(intent ?? "none") \(slots)"
                )
            }
        }
        #expect(
            disagreements.isEmpty, "\(disagreements.count) of \(lines.count):\n\(disagreements.joined(separator: "\n"))"
        )
    }

    /// A slot value as text: whole numbers without a fraction, as both sides write them.
    static func text(_ value: Any?) -> String {
        switch value {
        case let number as NSNumber:
            let double = number.doubleValue
            return double == double.rounded() ? String(Int(double)) : String(double)
        case let string as String: return string
        default: return "\(value ?? "nil")"
        }
    }
}
