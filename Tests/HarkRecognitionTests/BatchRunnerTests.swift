import Foundation
import HarkTestSupport
import Synchronization
import Testing

@testable import Hark

/// The batch runner behind `--jobs`: several workers, results in input order. scripts/sanitizers.sh
/// runs these under ThreadSanitizer, so they also show its threads share nothing unguarded.
@Suite("Batch runner")
struct BatchRunnerTests {
    @Test func deliversEveryItemOnceInInputOrder() {
        let delivered = Mutex<[(index: Int, output: Int)]>([])
        let built = Atomic<Int>(0)
        let error = BatchRunner(jobs: 4).run(
            count: 300,
            makeWorker: { () -> [Int] in
                built.add(1, ordering: .relaxed)
                return []
            },
            work: { (seen: inout [Int], index: Int) -> Int in
                // Uneven work, so items finish out of order and must wait for the ones ahead.
                seen.append(index)
                return (0..<(index % 7) * 500).reduce(index) { $0 &+ $1 }
            },
            deliver: { index, output in delivered.withLock { $0.append((index, output)) } })
        #expect(error == nil)
        let results = delivered.withLock { $0 }
        #expect(results.map(\.index) == Array(0..<300))
        #expect(results.allSatisfy { $0.output == (0..<($0.index % 7) * 500).reduce($0.index) { $0 &+ $1 } })
        #expect((1...4).contains(built.load(ordering: .relaxed)))
    }

    @Test func workersThatCannotBeBuiltReportWhyAndDeliverNothing() {
        struct Refused: Error {}
        let delivered = Atomic<Int>(0)
        let error = BatchRunner(jobs: 3).run(
            count: 10, makeWorker: { () throws -> Int in throw Refused() }, work: { _, index in index },
            deliver: { _, _ in delivered.add(1, ordering: .relaxed) })
        #expect(error is Refused)
        #expect(delivered.load(ordering: .relaxed) == 0)
    }

    /// One PocketSphinx decoder per worker, two at once: the same words as one decoder alone.
    @Test(.tags(.audio, .slow), .skippedInQuickRuns, .timeLimit(.minutes(20)))
    func parallelDecodersHearWhatOneDecoderHears() throws {
        let files = try TestData.librivoxReferences().prefix(3).map { "\(TestData.librivox)/\($0.id).wav" }
        let configuration = RecognizerConfiguration.generalEnglish()
        let alone = try Transcriber(configuration: configuration)
        let expected = try files.map { try alone.transcribe(file: $0).transcript.text }

        let heard = Mutex<[String]>([])
        let error = BatchRunner(jobs: 2).run(
            count: files.count, makeWorker: { try Transcriber(configuration: configuration) },
            work: { transcriber, index in (try? transcriber.transcribe(file: files[index]).transcript.text) ?? "" },
            deliver: { _, text in heard.withLock { $0.append(text) } })
        #expect(error == nil)
        #expect(heard.withLock { $0 } == expected)
        #expect(expected.allSatisfy { !$0.isEmpty })
    }
}
