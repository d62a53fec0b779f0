import Foundation
import Hark

extension BareDecoderRun {
    /// The bare decoder of the intents `search` is built from: the same definitions compiled as a
    /// plain JSGF grammar, without the word graph's garbage loops, with a dictionary of exactly its
    /// words, run by `executable`, `jobs` processes at once.
    /// - Throws: when the definitions cannot be read or the grammar cannot be compiled.
    public init(executable: String, search: CommandSearchConfiguration, jobs: Int) throws {
        var bare = search
        bare.mode = .grammar
        bare.usesWordGraph = false
        bare.settings.edgeGarbage = nil
        let prepared = try CommandSearch.prepare(bare)
        guard case .jsgfGrammar(let grammar) = prepared.recognizer.search else {
            preconditionFailure("a grammar search without a word graph is a JSGF grammar")
        }
        self.init(
            executable: executable, acousticModel: prepared.recognizer.acousticModel,
            dictionary: prepared.recognizer.dictionary, grammar: grammar, jobs: jobs)
    }

    /// How a bare hypothesis is read: its words, and the intent and parameters `understander`
    /// reads in them, labelled as Hark's own outcomes are.
    public static func reading(with understander: Understander) -> @Sendable (String) -> Hypothesis {
        { text in
            let understood = understander.understand(text)
            return Hypothesis(
                text: text, intent: understander.labelledIntent(of: understood.understanding),
                parameters: understander.labelledParameters(of: understood.understanding))
        }
    }

    /// The bare decoder's hypotheses for `samples` as earlier reports (`hark bench baseline
    /// --json`) at `paths` hold them, read again with `understand`; its CPU time is each set's
    /// earlier CPU per audio second.
    /// - Throws: ``BareDecoderError`` when a report cannot be read or holds no hypothesis for a sample.
    public static func earlierResult(
        for samples: [EvaluationSample], from paths: [String], understand: (String) -> Hypothesis
    ) throws(BareDecoderError) -> Result {
        var heard: [String: (hypothesis: String, seconds: Double?)] = [:]
        var cpuPerAudioSecond: [String: Double] = [:]
        for path in paths {
            let earlier: BaselineComparison
            do {
                earlier = try JSONDecoder().decode(
                    BaselineComparison.self, from: try Data(contentsOf: URL(fileURLWithPath: path)))
            } catch {
                throw BareDecoderError("\(path): not a report written by hark bench baseline --json (\(error))")
            }
            for set in earlier.sets {
                if let cpu = set.bareCPUSeconds, set.audioSeconds > 0 {
                    cpuPerAudioSecond[set.set] = cpu / set.audioSeconds
                }
            }
            for file in earlier.files {
                guard let hypothesis = file.bareHypothesis else { continue }
                heard[file.audio] = (hypothesis, file.audioSeconds)
            }
        }
        var cpuSeconds = 0.0
        var outcomes: [UtteranceOutcome] = []
        for sample in samples {
            guard let earlier = heard[sample.audioPath] else {
                throw BareDecoderError(
                    "\(sample.audioPath): not in \(paths.joined(separator: ", ")); run without --bare-from to decode it"
                )
            }
            cpuSeconds += (earlier.seconds ?? 0) * (cpuPerAudioSecond[sample.set] ?? 0)
            outcomes.append(
                UtteranceOutcome(
                    sample: sample, decoding: .decoded(understand(earlier.hypothesis)), audioSeconds: earlier.seconds,
                    decodeSeconds: 0))
        }
        return Result(outcomes: outcomes, cpuSeconds: cpuSeconds)
    }
}
