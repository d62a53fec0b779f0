import Testing

@testable import HarkEvaluation

/// Hark against the bare decoder, file by file: which side understood which file.
@Suite struct BaselineComparisonTests {
    static let order = ["size": ["large"], "coffeeDrink": ["latte"]]

    static func rows(_ heard: [(set: String, text: String, intent: String?, parameters: [String: [String]])])
        -> [UtteranceRow]
    {
        heard.enumerated().map { index, item in
            let expectsNothing = item.set.hasSuffix("noise-only")
            let sample = Fixtures.sample(
                "f\(index)", set: item.set, intent: expectsNothing ? "none" : "orderDrink",
                parameters: expectsNothing ? [:] : order)
            return UtteranceRow(
                scoring: Fixtures.decoded(
                    sample, item.text, intent: item.intent, parameters: item.parameters, audioSeconds: 2,
                    cpuSeconds: 0.1))
        }
    }

    let bare = rows([
        ("clean", "a large latte", "orderDrink", order),  // both
        ("clean", "a large latte", "orderDrink", order),  // bare only: Hark heard nothing
        ("clean", "a latte", "orderDrink", ["coffeeDrink": ["latte"]]),  // Hark only
        ("clean", "a small latte", "orderDrink", ["size": ["small"], "coffeeDrink": ["latte"]]),  // neither
        ("babble-noise-only", "a large latte", "orderDrink", order),  // bare false accept
        ("babble-noise-only", "", "none", [:]),  // both reject
    ])
    let hark = rows([
        ("clean", "a large latte", "orderDrink", order),
        ("clean", "", "none", [:]),
        ("clean", "a large latte", "orderDrink", order),
        ("clean", "a small latte", "orderDrink", ["size": ["small"], "coffeeDrink": ["latte"]]),
        ("babble-noise-only", "", "none", [:]),
        ("babble-noise-only", "", "none", [:]),
    ])

    @Test func countsEachSideAndTheFilesOnlyOneUnderstood() throws {
        let comparison = BaselineComparison(bare: bare, hark: hark, bareCPUSeconds: 1.2)
        #expect(comparison.sets.map(\.set) == ["clean", "babble-noise-only"])
        let clean = comparison.sets[0]
        #expect(clean.files == 4 && !clean.expectsNothing)
        #expect(clean.bareAccepted == 2 && clean.harkAccepted == 2)
        #expect(clean.bareOnly == 1 && clean.harkOnly == 1 && clean.harkEmpty == 1)
        #expect(comparison.bareOnlyFiles.map(\.id) == ["f1"])
        // Wrong actions: an intent heard that is not the one said; heard nothing is no action.
        #expect(clean.bareWrong == 2 && clean.harkWrong == 1)
        // Noise alone: rejecting is understanding; the bare decoder's command is a false accept.
        let noise = comparison.sets[1]
        #expect(noise.expectsNothing)
        #expect(noise.bareAccepted == 1 && noise.harkAccepted == 2 && noise.harkOnly == 1)
        #expect(noise.bareWrong == 1 && noise.harkWrong == 0)
        // The bare decoder's total CPU is shared out by audio length: 8 of 12 s are clean.
        #expect(isClose(clean.bareCPUSeconds, 0.8))
        #expect(isClose(clean.harkCPUSeconds, 0.4))
    }

    @Test func listsOnlyDisagreementsUnlessAskedForAll() {
        let comparison = BaselineComparison(bare: bare, hark: hark, bareCPUSeconds: nil)
        let lines = comparison.fileLines()
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix("bare only  clean/f1"))
        #expect(lines[0].contains("Hark: (nothing)"))
        #expect(comparison.fileLines(all: true).count == 6)
        #expect(comparison.table().contains("babble-noise-only (noise alone: rejected)"))
    }

    @Test func hypothesesLoseFillersAndPronunciationMarks() {
        #expect(BareDecoderRun.spokenWords("<s> a(2) large <sil> [NOISE] latte ++garbage-aa++ </s>") == "a large latte")
        #expect(BareDecoderRun.spokenWords("") == "")
    }
}
