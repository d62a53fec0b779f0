import Foundation
import HarkTestSupport
import Testing

@testable import Hark

/// What live recognition costs, for docs/benchmarks.md ("Live vocabulary changes and follow-up
/// searches") and docs/dialog-recognition.md ("Cost per turn"): a user-vocabulary change reaching a
/// running decoder, compiled and then cached, and one utterance decoded under each follow-up
/// search, switching in and out included; and the grammar search hearing a vocabulary change,
/// which the unit suite checks without decoding. `scripts/benchmarks.sh` runs it.
@Suite("Live recognition cost (benchmark)", .benchmark, .serialized)
struct LiveRecognitionCostBenchmark {
    @Test(arguments: [CommandSearchConfiguration.Mode.languageModel, .grammar])
    func vocabularySwap(mode: CommandSearchConfiguration.Mode) throws {
        let workspace = try FliteWorkspace()
        defer { workspace.remove() }
        let vocabulary = try UserVocabularyStore(stateDirectory: workspace.stateDirectory).vocabulary(for: "alice")
        let live = try LiveCommandRecognizer(
            configuration: workspace.configuration(mode: mode), userVocabulary: vocabulary)
        try vocabulary.setVocabularyStrings([LiveVocabularyTests.name, "Kiki"], of: .contactName)
        let first = try #require(try live.refreshVocabulary())
        try vocabulary.removeAllVocabularyStrings()
        _ = try live.refreshVocabulary()
        try vocabulary.setVocabularyStrings([LiveVocabularyTests.name, "Kiki"], of: .contactName)
        let cached = try #require(try live.refreshVocabulary())
        #expect(cached.searchWasCached)
        print("vocabulary swap (\(mode)): first \(Self.milliseconds(first)), cached \(Self.milliseconds(cached))")
    }

    /// `LiveVocabularyTests`' checks with the grammar search, hearing the command at each step
    /// (each decode took 55–107 s of a debug build on the 2-core machine, against 0.5 s with the
    /// language model).
    @Test func grammarSearchHearsTheVocabularyItFollows() throws {
        let seconds = try LiveVocabularyTests.followVocabularyChanges(mode: .grammar, hearing: true)
        print("grammar decode of the command: " + seconds.map { String(format: "%.1f s", $0) }.joined(separator: ", "))
    }

    @Test func turnDecodeTime() throws {
        let workspace = try FliteWorkspace()
        defer { workspace.remove() }
        let live = try LiveCommandRecognizer(
            configuration: workspace.configuration(mode: .languageModel), userVocabulary: { [] })
        let bananas = try workspace.speak("send more bananas", as: "bananas")
        let kinds: [(String, FollowUpExpectation?)] = [
            ("command", nil), ("yes/no", .yesNo), ("names", .choice(FollowUpSearchTests.bobos)),
            ("free text", FollowUpSearchTests.content),
        ]
        var seconds = 0.0
        let times = try kinds.map { label, expectation in
            let result = try live.transcribe(file: bananas, expecting: expectation)
            seconds = result.audioSeconds
            return String(format: "%@ %.0f ms", label, result.decodeSeconds * 1000)
        }
        print(
            String(format: "turn decode time, 'send more bananas' (%.2f s): ", seconds)
                + times.joined(separator: ", "))
    }

    static func milliseconds(_ swap: VocabularySwap) -> String {
        String(
            format: "%.0f ms (prepare %.0f, decoder %.0f)", swap.totalSeconds * 1000, swap.prepareSeconds * 1000,
            swap.decoderSeconds * 1000)
    }
}
