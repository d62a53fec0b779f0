import Foundation
import Hark
import HarkTraining
import Testing

/// docs/g2p.md's API example, run on a slice of CMUdict small enough to train on in a test.
@Suite("docs/g2p.md example")
struct G2PDocExample {
    @Test func readsPronouncesTrainsAndScores() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("hark-g2p-doc-\(UUID())")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        // Every 80th entry of CMUdict, and "read" with its two pronunciations.
        let cmudict = try String(
            contentsOfFile: "/usr/share/pocketsphinx/model/en-us/cmudict-en-us.dict", encoding: .utf8)
        let lines = cmudict.split(separator: "\n")
        let slice =
            lines.enumerated().filter { $0.offset % 80 == 0 }.map(\.element)
            + lines.filter { $0.hasPrefix("read ") || $0.hasPrefix("read(") }
        let url = scratch.appendingPathComponent("slice.dict")
        try slice.joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8)

        // doc-example: docs/g2p.md
        let dictionary = try PronouncingDictionary(contentsOf: url)  // errors name file and line
        let read = dictionary.pronunciations(of: "read")  // [R IY D, R EH D]
        let g2p = try GraphemeToPhoneme(contentsOf: G2PModel.defaultURL!)
        let guesses = g2p.pronunciations(for: "kubernetes", maxCount: 3, scoreMargin: log(10))
        let (model, report) = try G2PTrainer(settings: .init()).train(on: dictionary)
        let scores = G2PEvaluation.evaluate(
            model, on: G2PEvaluation.heldOutWords(of: dictionary), references: dictionary)
        // doc-example: end

        #expect(Set(read.map { $0.phones.joined(separator: " ") }) == ["R IY D", "R EH D"])
        #expect((1...3).contains(guesses.count))
        #expect(report.trainingWords > 0 && report.heldOutWords > 0)
        // The report counts every held-out word; the evaluation those spelt with plain letters.
        #expect(scores.words > 0 && scores.words <= report.heldOutWords)
        #expect(scores.wordErrorRate < 1)
    }
}
