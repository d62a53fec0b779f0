import ArgumentParser
import Foundation
import Hark
import HarkEvaluation

struct EvaluateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "evaluate",
        abstract: "Score recognition on sample sets: WER, sentence errors, speed, per-utterance alignments.",
        discussion: """
            Each SET is a JSON Lines manifest ({"audio", "text", "intent", "parameters"}; see \
            \(Documentation.path("evaluation.md"))) or a Sphinx `.fileids` list, whose `.transcription` beside it (same \
            name, or `transcription` for a file named `fileids`) gives the references. Files that fail \
            are reported and counted, and the run goes on; the exit status is 1 if any failed.

            An evaluation does not read or write the user's own state: it runs in a fresh, empty \
            state folder, removed afterwards, unless --state DIR is given. $XDG_DATA_HOME does not \
            count as asking.

            A corpus too big for one machine runs as shards: --shard K/N on each machine (an array \
            job of Slurm, Kubernetes or any scheduler), then --merge over the N --json reports gives \
            exactly the figures of one run (\(Documentation.path("sharding.md"))).

            Transcripts made elsewhere (another recognizer, a dialog run) are scored without \
            decoding by --transcripts: the arguments are then JSON Lines files of {"id", \
            "reference", "hypothesis"}, normalized and aligned as decoded audio is, and --json \
            writes every pair's row with its errors and reference word count.
            """)

    @Argument(
        help:
            "Manifests (.jsonl) or Sphinx .fileids lists; with --merge, the shards' --json reports; with --transcripts, files of transcript pairs.",
        completion: .file())
    var sets: [String]

    @OptionGroup(title: "Sharding")
    var shard: ShardOptions

    @Flag(
        help: ArgumentHelp(
            "Merge the --json reports of every shard of one run (given as the arguments) into that run's report.",
            discussion:
                "Every figure is computed again from the shards' per-utterance rows, put back in manifest order; wall and CPU seconds are summed."
        ))
    var merge = false

    @Flag(
        help: ArgumentHelp(
            "Score transcripts made elsewhere, given as the arguments; no audio is decoded.",
            discussion:
                "Each argument is a JSON Lines file, one {\"id\", \"reference\", \"hypothesis\"} object a line (other keys are kept like a manifest's, e.g. voice). The texts are normalized and aligned as for decoded audio; the report's rows carry each pair's counts (errors, referenceWords) and wordErrorRate. Recognizer, front-end and search options do not apply."
        ))
    var transcripts = false

    // Optional, so that the help states the one default in words rather than this machine's count.
    @Option(
        name: .customLong("jobs"), parsing: .unconditional,
        help: ArgumentHelp(
            "Decode this many files at once, one decoder each (default: the core count).", valueName: "jobs"))
    var requestedJobs: Int?
    var jobs: Int { requestedJobs ?? BatchRunner.defaultJobs }

    @Option(name: .customLong("json"), help: "Write every figure and row as JSON to this file.")
    var jsonPath: String?

    @Option(name: .customLong("html"), help: "Write a self-contained HTML report to this file.")
    var htmlPath: String?

    @Option(
        name: .customLong("reliability-svg"),
        help: "Write the reliability diagram of intent confidence to this SVG file.")
    var reliabilityPath: String?

    @Option(
        name: .customLong("compare"),
        help: ArgumentHelp(
            "A previous --json report: show the change of every figure (repeatable).",
            discussion:
                "Over noisy sets, each earlier run's noise curve is drawn beside this run's, under its own --label."
        ))
    var comparePaths: [String] = []

    @Option(
        help: ArgumentHelp(
            "A short name for this configuration in noise-curve tables and legends, e.g. chosen.",
            discussion: "Default: the search, with any --beam, --lw and --decoder-flag values."))
    var label: String?

    @Option(name: .customLong("hyp"), help: "Write Sphinx-style hypotheses (`text (id score)`) to this file.")
    var hypothesisPath: String?

    @Option(name: .customLong("audio-ext"), help: "Extension of the audio named by a .fileids list.")
    var audioExtension = "wav"

    @Flag(
        help:
            "Also read each transcript into an intent and score intents and parameters (implied by --intents or a command search)."
    )
    var understand = false

    @OptionGroup(title: "Recognizer")
    var recognizer: RecognizerOptions

    @OptionGroup(title: "Front end")
    var frontEnd: FrontEndOptions

    @OptionGroup(title: "Intents and vocabulary")
    var search: SearchOptions

    /// Only an explicit `--state` is used; without it the run gets a fresh temporary folder, so
    /// that scores do not depend on the user's contacts or vocabulary.
    @OptionGroup var state: StateOptions
    @OptionGroup var user: UserOptions
    @OptionGroup(title: "Profile") var profile: ProfileOptions

    func validate() throws {
        if jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        if merge && shard.shard != nil { throw ValidationError("--merge combines shards: give it no --shard") }
        if transcripts && merge {
            throw ValidationError("--transcripts scores transcript pairs, --merge merges reports: give one")
        }
        if transcripts && understand {
            throw ValidationError("--transcripts scores words only: give it no --understand")
        }
    }

    func run() throws {
        if merge { return try present(try mergedReport()) }
        if transcripts { return try present(try transcriptReport()) }
        // Read every set before decoding anything: a typo on line 300 should not cost a full run.
        var sampleSets: [SampleSet] = []
        var unreadable = false
        for path in sets {
            do {
                sampleSets.append(try readSet(path))
            } catch {
                StandardStreams.printError(error.description)
                unreadable = true
            }
        }
        if unreadable { throw ExitCode.failure }
        let previous = try comparePaths.map(readPreviousReport)

        let pipeline = try profile.pipeline([search, recognizer, frontEnd])
        let mode = search.mode(pipeline, for: .transcription)
        let scoresUnderstanding = understand || mode != .general
        let evaluationState = try Self.evaluationState(state)
        defer { evaluationState.remove() }
        let resolved = try search.resolve(
            pipeline, for: .transcription, understanding: scoresUnderstanding, recognizer: recognizer,
            state: evaluationState.options, user: user)
        // A command search gets the command front end; plain transcription the transcription one.
        let frontEnd = pipeline.frontEnd(for: mode == .general ? .transcription : .commands)
        let configuration = resolved.configuration

        let samples = shard.slice(sampleSets.flatMap(\.samples))
        let progress = ProgressReporter(label: "evaluate")
        let wallStart = ContinuousClock.now
        let cpuStart = ProcessCPUClock.now
        let outcomes: [UtteranceOutcome]
        do {
            outcomes = try EvaluationRunner(
                configuration: configuration, jobs: jobs, understander: resolved.understander,
                frontEnd: frontEnd
            )
            .run(samples) { done, total in progress.update(done: done, total: total) }
        } catch {
            StandardStreams.printError(error.description)
            throw ExitCode.failure
        }
        var report = EvaluationReport(
            title: sampleSets.map(\.name).joined(separator: " + "),
            context: context(configuration, mode: mode, frontEnd: frontEnd, understander: resolved.understander),
            label: label ?? defaultLabel(mode: mode), outcomes: outcomes,
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
        try present(report, previous: previous)
    }

    /// The shards' reports (the arguments) merged into their run's; a report that cannot be read,
    /// or shards that are not all of one run, end the command with the reason.
    private func mergedReport() throws -> EvaluationReport {
        // Every unreadable report is named before giving up, not only the first.
        let read = sets.map { path in (source: path, report: try? readPreviousReport(path)) }
        guard read.allSatisfy({ $0.report != nil }) else { throw ExitCode.failure }
        let shards = read.compactMap { shard in shard.report.map { (source: shard.source, report: $0) } }
        var report: EvaluationReport
        do {
            report = try EvaluationReport(mergingShards: shards)
        } catch {
            StandardStreams.printError(error.description)
            throw ExitCode.failure
        }
        report.context["command"] = (["hark"] + CommandLine.arguments.dropFirst()).joined(separator: " ")
        report.context["mergedShards"] = String(shards.count)
        return report
    }

    /// The report of the transcript pairs in the arguments, scored as they are; every unreadable
    /// file is named (file and line) before the command ends.
    private func transcriptReport() throws -> EvaluationReport {
        let wallStart = ContinuousClock.now
        let cpuStart = ProcessCPUClock.now
        var outcomes: [UtteranceOutcome] = []
        var unreadable = false
        for path in sets {
            do {
                outcomes += try TranscriptPairReader.read(contentsOf: path)
            } catch {
                StandardStreams.printError(error.description)
                unreadable = true
            }
        }
        if unreadable { throw ExitCode.failure }
        var context = [
            "decoding": "none: transcripts scored as given",
            "date": ISO8601DateFormatter().string(from: Date()),
            "command": (["hark"] + CommandLine.arguments.dropFirst()).joined(separator: " "),
        ]
        if let shard = shard.shard { context["shard"] = shard.description }
        var report = EvaluationReport(
            title: sets.map { ((($0 as NSString).lastPathComponent) as NSString).deletingPathExtension }
                .joined(separator: " + "),
            context: context, label: label ?? "transcripts", outcomes: shard.slice(outcomes),
            wallSeconds: (ContinuousClock.now - wallStart).seconds, cpuSeconds: ProcessCPUClock.now - cpuStart,
            scoresUnderstanding: false)
        report.shard = shard.shard
        return report
    }

    /// Prints the summary and comparisons and writes the files asked for; exits 1 when any
    /// utterance failed.
    private func present(_ report: EvaluationReport, previous: [EvaluationReport]? = nil) throws {
        let previous = try previous ?? comparePaths.map(readPreviousReport)
        print(TerminalReportRenderer.summary(report))
        let comparisons = comparisons(of: report, with: previous)
        for comparison in comparisons { print(TerminalReportRenderer.comparison(comparison)) }
        if comparisons.contains(where: { $0.oldNoiseCurve != nil }) {
            print(TerminalReportRenderer.noiseCurves(LabelledNoiseCurve.all(report, comparisons: comparisons)))
        }

        try write(jsonPath) { try report.jsonData() }
        try write(htmlPath) { Data(HTMLReportRenderer.render(report, comparisons: comparisons).utf8) }
        try write(hypothesisPath) { Data(SphinxTranscriptWriter.hypotheses(report.rows).utf8) }
        if let reliabilityPath {
            guard let svg = ReliabilityDiagram.standaloneSVG(report) else {
                StandardStreams.printError("--reliability-svg: no intent confidences to draw (no intent labels)")
                throw ExitCode.failure
            }
            try write(reliabilityPath) { Data(svg.utf8) }
        }
        if report.failedUtterances > 0 { throw ExitCode.failure }
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
            StandardStreams.printError("\(error)")
            throw ExitCode.failure
        }
        return EvaluationState(options: options, temporary: temporary)
    }

    private func readSet(_ path: String) throws(ManifestError) -> SampleSet {
        let name = (path as NSString).lastPathComponent
        guard name == "fileids" || name.hasSuffix(".fileids") else {
            return try ManifestReader.read(contentsOf: path)
        }
        let stem = name == "fileids" ? "transcription" : (name as NSString).deletingPathExtension + ".transcription"
        let transcription = ((path as NSString).deletingLastPathComponent as NSString).appendingPathComponent(stem)
        return try SphinxCorpusReader(audioExtension: audioExtension, rawFormat: recognizer.raw?.description)
            .read(
                fileIDsPath: path,
                transcriptionPath: FileManager.default.fileExists(atPath: transcription) ? transcription : nil)
    }

    /// One comparison per --compare report, each old run labelled so that no two runs in a chart
    /// share a name: a report without a label goes by its file name, and a label already taken
    /// (two runs of the default "grammar") gets the file name added.
    private func comparisons(of report: EvaluationReport, with previous: [EvaluationReport])
        -> [ReportComparison]
    {
        var taken: Set<String> = [report.label ?? ""]
        return zip(comparePaths, previous).map { path, old in
            var comparison = ReportComparison(old: old, new: report)
            let file = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
            var label = old.label ?? file
            if taken.contains(label) { label += " (\(file))" }
            taken.insert(label)
            comparison.oldLabel = label
            return comparison
        }
    }

    /// What this run is, in a few words: the search, then whatever decoder setting differs from
    /// the search's own, since that is what a noise sweep usually varies.
    private func defaultLabel(mode: CommandSearchConfiguration.Mode) -> String {
        var parts = [mode.rawValue]
        for (name, path) in [("lm", recognizer.lm), ("jsgf", recognizer.jsgf), ("fsg", recognizer.fsg)] {
            if let path {
                parts.append("\(name) \(((path as NSString).lastPathComponent as NSString).deletingPathExtension)")
            }
        }
        if let beam = recognizer.beam { parts.append("beam \(beam)") }
        if let lw = recognizer.lw { parts.append("lw \(lw)") }
        parts += recognizer.decoderFlags
        return parts.joined(separator: " ")
    }

    private func readPreviousReport(_ path: String) throws -> EvaluationReport {
        do {
            return try EvaluationReport(jsonData: try Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            StandardStreams.printError("\(path): not a report written by hark evaluate --json (\(error))")
            throw ExitCode.failure
        }
    }

    /// Writes whole or not at all: to a temporary name first, then renamed into place.
    private func write(_ path: String?, _ contents: () throws -> Data) throws {
        guard let path else { return }
        do {
            try contents().write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            StandardStreams.printError("\(path): cannot write (\(error.localizedDescription))")
            throw ExitCode.failure
        }
    }

    private func context(
        _ configuration: RecognizerConfiguration, mode: CommandSearchConfiguration.Mode, frontEnd: FrontEnd,
        understander: Understander?
    ) -> [String: String] {
        var context = [
            "search": mode.rawValue,
            "acousticModel": configuration.acousticModel, "dictionary": configuration.dictionary,
            "jobs": String(jobs), "date": ISO8601DateFormatter().string(from: Date()),
            "frontEnd": frontEnd.description,
            "command": (["hark"] + CommandLine.arguments.dropFirst()).joined(separator: " "),
        ]
        if let shard = shard.shard { context["shard"] = shard.description }
        if let understander {
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

/// CPU time of the whole process (all threads), for CPU seconds per audio second.
enum ProcessCPUClock {
    static var now: Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }
}
