import ArgumentParser
import Foundation
import Hark
import HarkEvaluation

/// `hark evaluate audio SETS…` (also `hark evaluate SETS…`): sample sets decoded and scored.
struct EvaluateAudioCommand: PipelineCommand {
    static let configuration = CommandConfiguration(
        commandName: "audio",
        abstract: "Decode sample sets and score them (the default: hark evaluate SETS… is this).",
        discussion: """
            Each SET is a JSON Lines manifest ({"audio", "text", "intent", "parameters"}; see \
            \(Documentation.path("evaluation.md"))) or a Sphinx `.fileids` list, whose `.transcription` beside it (same \
            name, or `transcription` for a file named `fileids`) gives the references. Files that fail \
            are reported and counted, and the run goes on; the exit status is 1 if any failed.

            An evaluation does not read or write the user's own state: it runs in a fresh, empty \
            state folder, removed afterwards, unless --state DIR is given. $XDG_DATA_HOME does not \
            count as asking.

            A corpus too big for one machine runs as shards: --shard K/N on each machine (an array \
            job of Slurm, Kubernetes or any scheduler), then `hark evaluate merge` over the N --json \
            reports gives exactly the figures of one run (\(Documentation.path("sharding.md"))).
            """)

    @Argument(help: "Manifests (.jsonl) or Sphinx .fileids lists.", completion: .file())
    var sets: [String]

    @OptionGroup(title: "Sharding")
    var shard: ShardOptions

    @OptionGroup var parallel: JobsOptions
    var jobs: Int { parallel.count }

    @OptionGroup(title: "Report")
    var output: ReportOutputOptions

    @Option(
        name: .customLong("reliability-svg"),
        help: "Write the reliability diagram of intent confidence to this SVG file.")
    var reliabilityPath: String?

    @Option(
        help: ArgumentHelp(
            "A short name for this configuration in noise-curve tables and legends, e.g. chosen.",
            discussion: "Default: the search, with any --beam, --lw and --decoder-flag values."))
    var label: String?

    @Option(name: .customLong("audio-ext"), help: "Extension of the audio named by a .fileids list.")
    var audioExtension = "wav"

    @Flag(
        help:
            "Also read each transcript into an intent and score intents and parameters (implied by --intents or a command search)."
    )
    var understand = false

    @OptionGroup var audio: RawAudioOptions

    /// Only an explicit `--state` is used; without it the run gets a fresh temporary folder, so
    /// that scores do not depend on the user's contacts or vocabulary.
    // The modes these flags chose are subcommands now; the flags stay only to say so.
    @Flag(help: .hidden) var merge = false
    @Flag(help: .hidden) var transcripts = false

    func validate() throws {
        if merge { throw ValidationError("--merge is now a subcommand: hark evaluate merge REPORTS…") }
        if transcripts { throw ValidationError("--transcripts is now a subcommand: hark evaluate transcripts FILES…") }
    }

    func run(_ options: PipelineOptions) throws {
        // Read every set before decoding anything: a typo on line 300 should not cost a full run.
        var sampleSets: [SampleSet] = []
        var unreadable = false
        for path in sets {
            do {
                sampleSets.append(
                    try SampleSet.read(path, audioExtension: audioExtension, rawFormat: audio.raw?.description))
            } catch {
                StandardStreams.printError(error.description)
                unreadable = true
            }
        }
        if unreadable { throw ExitCode.failure }
        let previous = try output.previousReports()

        let pipeline = try options.pipeline()
        let mode = options.search.mode(pipeline, for: .transcription)
        let scoresUnderstanding = understand || mode != .general
        let evaluationState = try Self.evaluationState(options.state)
        defer { evaluationState.remove() }
        let hearing = try options.search.hearing(
            pipeline, for: .transcription, understanding: scoresUnderstanding,
            state: evaluationState.options, user: options.user)

        let samples = shard.slice(sampleSets.flatMap(\.samples))
        let progress = ProgressReporter(label: "evaluate")
        let wallStart = ContinuousClock.now
        let cpuStart = ProcessCPUClock.now
        let outcomes: [UtteranceOutcome]
        do {
            outcomes = try EvaluationRunner(hearing: hearing, jobs: jobs).run(samples) { done, total in
                progress.update(done: done, total: total)
            }
        } catch {
            throw CommandFailure(error.description)
        }
        var report = EvaluationReport(
            title: sampleSets.map(\.name).joined(separator: " + "),
            context: context(hearing, mode: mode),
            label: label ?? defaultLabel(mode: mode, decoder: pipeline.configuration.decoder), outcomes: outcomes,
            wallSeconds: (ContinuousClock.now - wallStart).seconds,
            cpuSeconds: ProcessCPUClock.now - cpuStart,
            scoresUnderstanding: scoresUnderstanding)
        report.shard = shard.shard

        for outcome in outcomes {
            if case .failed(let reason) = outcome.decoding {
                StandardStreams.printError(
                    reason.hasPrefix(outcome.sample.audioPath) ? reason : "\(outcome.sample.audioPath): \(reason)")
            }
        }
        try output.present(report, previous: previous, reliabilityPath: reliabilityPath)
    }

    /// The state an evaluation runs in: the `--state` folder when given, else a fresh empty one
    /// under the temporary directory, removed when the run ends.
    struct EvaluationState {
        var options: StateOptions
        var temporary: URL?

        func remove() {
            if let temporary { try? FileManager.default.removeItem(at: temporary) }
        }
    }

    static func evaluationState(_ state: StateOptions) throws -> EvaluationState {
        if let path = state.path, !path.isEmpty { return EvaluationState(options: state, temporary: nil) }
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent(
            "hark-evaluate-state-\(UUID().uuidString)")
        var options = state
        options.path = temporary.path
        do {
            try options.directory.create()
        } catch {
            throw CommandFailure(error)
        }
        return EvaluationState(options: options, temporary: temporary)
    }

    /// What this run is, in a few words: the search, then whatever decoder setting differs from
    /// the search's own, since that is what a noise sweep usually varies.
    private func defaultLabel(mode: CommandSearchConfiguration.Mode, decoder: HarkConfiguration.DecoderSettings)
        -> String
    {
        var parts = [mode.rawValue]
        for (name, path) in [("lm", decoder.languageModel), ("jsgf", decoder.jsgf), ("fsg", decoder.fsg)] {
            if let path {
                parts.append("\(name) \(((path as NSString).lastPathComponent as NSString).deletingPathExtension)")
            }
        }
        if let beam = decoder.beam { parts.append("beam \(beam)") }
        if let lw = decoder.languageWeight { parts.append("lw \(lw)") }
        parts += decoder.flags
        return parts.joined(separator: " ")
    }

    private func context(_ hearing: Hearing, mode: CommandSearchConfiguration.Mode) -> [String: String] {
        let configuration = hearing.decoder
        var context = [
            "search": mode.rawValue,
            "acousticModel": configuration.acousticModel, "dictionary": configuration.dictionary,
            "jobs": String(jobs), "date": ISO8601DateFormatter().string(from: Date()),
            "frontEnd": hearing.frontEnd.description, "command": ReportFile.commandLine,
        ]
        if let shard = shard.shard { context["shard"] = shard.description }
        if let understander = hearing.understander {
            context["confidence"] =
                understander.calibrator.map { "calibrated on \($0.trainedOn.joined(separator: ", "))" }
                ?? "parser's own"
        }
        switch configuration.search {
        case .languageModel(let path): context["languageModel"] = path
        case .jsgfGrammar(let path): context["grammar"] = path
        case .finiteStateGrammar(let path): context["grammar"] = path
        }
        return context
    }
}
