import Foundation
import Hark
import HarkSupport
import HarkUnderstanding
import Synchronization

/// Decodes every sample of a set in parallel (one decoder per worker) and hands back outcomes in
/// sample order. A file that fails becomes a failed outcome with its reason; the run goes on.
public struct EvaluationRunner: Sendable {
    /// The search each worker hears with; with an understander, each transcript is also read
    /// into an intent and parameters to score.
    public var hearing: Hearing
    /// How many files are decoded at once.
    public var jobs: Int

    /// A runner of `jobs` workers, each with its own transcriber of `hearing`.
    public init(hearing: Hearing, jobs: Int = BatchRunner.defaultJobs) {
        self.hearing = hearing
        self.jobs = jobs
    }

    /// - Parameter progress: called after each outcome, in order, with (done, total).
    /// - Throws: when no decoder can be built at all (a bad model or grammar), before any file.
    public func run(
        _ samples: [EvaluationSample], progress: @escaping @Sendable (Int, Int) -> Void = { _, _ in }
    ) throws(RecognizerError) -> [UtteranceOutcome] {
        let collected = OutcomeCollector()
        let hearing = hearing, understander = hearing.understander
        let setupError = BatchRunner(jobs: jobs).run(
            count: samples.count,
            makeWorker: { try hearing.transcriber() },
            work: { transcriber, index in Self.evaluate(samples[index], with: transcriber, understander: understander)
            },
            deliver: { index, outcome in
                collected.append(outcome)
                progress(index + 1, samples.count)
            })
        if let setupError { throw setupError as? RecognizerError ?? RecognizerError("\(setupError)") }
        return collected.outcomes
    }

    static func evaluate(
        _ sample: EvaluationSample, with transcriber: Transcriber, understander: Understander? = nil
    ) -> UtteranceOutcome {
        let cpuStart = ThreadCPUClock.now
        let wallStart = ContinuousClock.now
        let raw = sample.rawFormat.flatMap(RawAudioFormat.init)
        if let text = sample.rawFormat, raw == nil {
            return UtteranceOutcome(
                sample: sample,
                decoding: .failed("\(sample.audioPath): rawFormat '\(text)' is not ENCODING:RATE[:CHANNELS]"),
                audioSeconds: nil, decodeSeconds: 0)
        }
        do {
            let result = try transcriber.transcribe(file: sample.audioPath, raw: raw)
            var hypothesis = Hypothesis(text: result.transcript.text, score: result.transcript.score)
            if let understander {
                let understood = understander.understand(result.transcript)
                hypothesis.intent = understander.labelledIntent(of: understood.understanding)
                hypothesis.parameters = understander.labelledParameters(of: understood.understanding)
                hypothesis.confidence = understood.understanding.confidence
                hypothesis.evidence = understood.evidence
                hypothesis.parameterConfidences = understood.understanding.valueConfidences
                if case .unexplainedWords(_, _, let words) = understood.rejection,
                    let general = result.transcript.generalReading,
                    words == understander.unexplainedByReading(general, heard: result.transcript.words),
                    let reading = understood.alternatives.first
                {
                    hypothesis.refused = .init(
                        words: words, intent: understander.labelledIntent(of: reading),
                        parameters: understander.labelledParameters(of: reading))
                }
            }
            return UtteranceOutcome(
                sample: sample, decoding: .decoded(hypothesis),
                audioSeconds: result.audioSeconds, decodeSeconds: (ContinuousClock.now - wallStart).seconds,
                cpuSeconds: ThreadCPUClock.now - cpuStart)
        } catch {
            return UtteranceOutcome(
                sample: sample, decoding: .failed(error.description), audioSeconds: nil,
                decodeSeconds: (ContinuousClock.now - wallStart).seconds, cpuSeconds: ThreadCPUClock.now - cpuStart)
        }
    }
}

/// Outcomes arrive one at a time from `BatchRunner.deliver`, which never runs concurrently with
/// itself; the lock makes that visible to the compiler and keeps reads after the run safe.
private final class OutcomeCollector: Sendable {
    private let storage = Mutex<[UtteranceOutcome]>([])

    func append(_ outcome: UtteranceOutcome) { storage.withLock { $0.append(outcome) } }
    var outcomes: [UtteranceOutcome] { storage.withLock { $0 } }
}

/// CPU time of the calling thread, and of the child processes it forked and waited for (a
/// model state forked fresh for an utterance: ``ForkedWorkCPU``): what one utterance cost,
/// unaffected by the other workers.
enum ThreadCPUClock {
    static var now: Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9 + ForkedWorkCPU.ofCurrentThread
    }
}
