import Foundation
import HarkUnderstanding
import Testing

/// The parser on the MonkeyChat sample sentences of the **train** split (the templates were
/// written from them; the held-out split is only measured, never tested against, here).
@Suite struct SampleSentenceTests {
    static let referenceDate = Date(timeIntervalSince1970: 1_795_000_000)

    /// Compares like evaluation does: names and closed values by canonical value, free text and
    /// dates by the words heard, case-insensitively.
    static func mismatch(_ sentence: RepositoryFiles.LabelledSentence, _ result: UnderstandingResult) -> String? {
        let understanding = result.understanding
        guard understanding.intent == sentence.intent else {
            return "intent \(understanding.intent) (\(result.rejection?.description ?? "accepted"))"
        }
        var found: [String: [String]] = [:]
        for (name, values) in understanding.parameters {
            found[name] = values.map { ["content", "dateTime"].contains(name) ? $0.heard : $0.value }
        }
        let expected = sentence.parameters.mapValues(\.values)
        let normalize = { (values: [String: [String]]) in values.mapValues { $0.map { $0.lowercased() }.sorted() } }
        guard normalize(found) == normalize(expected) else { return "parameters \(found) ≠ \(expected)" }
        return nil
    }

    static func accuracy(_ manifests: [String]) throws -> (correct: Int, total: Int, failures: [String]) {
        let parser = IntentParser(definitions: try RepositoryFiles.monkeyChat())
        var correct = 0
        var total = 0
        var failures: [String] = []
        for manifest in manifests {
            for sentence in try RepositoryFiles.sentences(manifest) {
                total += 1
                let result = parser.parse(sentence.text, referenceDate: referenceDate)
                if let problem = mismatch(sentence, result) {
                    failures.append("\(sentence.text): \(problem)")
                } else {
                    correct += 1
                }
            }
        }
        return (correct, total, failures)
    }

    @Test func trainSentencesParse() throws {
        let (correct, total, failures) = try Self.accuracy(["commands-train.jsonl", "vocab-train.jsonl"])
        for failure in failures { print("train miss: \(failure)") }
        print("train sentences: \(correct)/\(total)")
        #expect(total > 100)
        #expect(Double(correct) / Double(total) >= 0.97, "\(failures.joined(separator: "\n"))")
    }

    /// Measured, not tested: the held-out sentences are never used to write or tune templates, so
    /// only the figure is printed (for docs and reports), without the sentences missed.
    @Test func heldOutSentencesAreMeasured() throws {
        let (correct, total, _) = try Self.accuracy(["commands-heldout.jsonl", "vocab-heldout.jsonl"])
        print("held-out sentences (text): \(correct)/\(total)")
        #expect(total > 100)
    }
}
