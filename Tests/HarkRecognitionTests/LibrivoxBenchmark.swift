import Foundation
import HarkTestSupport
import Testing

@testable import Hark
@testable import HarkRecognition

/// Hark against `pocketsphinx_batch` on the five librivox clips of `pocketsphinx-testdata`, each
/// decoded by both: a benchmark, run by `scripts/benchmarks.sh`, which fails if Hark's WER exceeds
/// the tool's or reaches 50 %. The unit suite checks both hear goforward alike
/// (`RecognizerTests`).
@Suite("Hark against pocketsphinx_batch (benchmark)", .benchmark)
struct LibrivoxBenchmark {
    /// Hark must do no worse than PocketSphinx's own batch tool with the same model and LM.
    @Test func librivoxNoWorseThanPocketsphinxBatch() throws {
        let references = try TestData.librivoxReferences()
        #expect(references.count == 5)

        let transcriber = try Transcriber(configuration: RecognizerTests.configuration)
        var harkErrors = 0, words = 0
        for (id, reference) in references {
            let result = try transcriber.transcribe(file: "\(TestData.librivox)/\(id).wav")
            let counted = wordErrors(reference: reference, hypothesis: result.transcript.text)
            harkErrors += counted.errors
            words += counted.words
        }

        let batch = try PocketSphinxBatch.run(
            configuration: RecognizerTests.configuration, fileIDs: TestData.librivox + "/fileids",
            audioDirectory: TestData.librivox)
        var batchErrors = 0
        for (id, reference) in references {
            let hypothesis = try #require(batch[id], "pocketsphinx_batch gave no hypothesis for \(id)")
            batchErrors += wordErrors(reference: reference, hypothesis: hypothesis).errors
        }
        let harkWER = Double(harkErrors) / Double(words)
        let batchWER = Double(batchErrors) / Double(words)
        #expect(harkWER <= batchWER, "Hark WER \(harkWER) vs pocketsphinx_batch \(batchWER)")
        #expect(harkWER < 0.5)
        print(
            String(
                format: "librivox WER: hark %.1f %%, pocketsphinx_batch %.1f %% (%d words)", harkWER * 100,
                batchWER * 100, words))
    }
}
