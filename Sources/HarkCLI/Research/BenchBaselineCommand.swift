import ArgumentParser
import Foundation
import Hark
import HarkEvaluation
import HarkSupport

/// `hark bench baseline`: Hark's default against the bare decoder it wraps, file by file. Every
/// layer Hark adds must earn its place against `pocketsphinx_batch` with a plain grammar of the
/// same context, so both run on the same manifests and are scored by the same scorer.
struct BenchBaselineCommand: PipelineCommand {
    static let configuration = CommandConfiguration(
        commandName: "baseline",
        abstract: "Score Hark and the bare decoder (pocketsphinx_batch, a plain JSGF) on the same manifests.",
        discussion: """
            The bare decoder is pocketsphinx_batch with the acoustic model, Hark's dictionary of the \
            context's words and a plain JSGF grammar of the same intent definitions (no garbage \
            loops), every other flag at its default: no front end, no rejection, no second search. \
            Its hypotheses are read into intents by Hark's parser and scored as hark evaluate scores \
            Hark's own. Hark runs as hark evaluate would with the same options (--search, --enhance \
            and every other lever apply to Hark's side only).

            Prints one line per manifest: files, commands each understood, Hark's empty transcripts, \
            the files only one side understood, and CPU seconds per audio second; then the files \
            the two disagree on, with what each heard (--all-files: every file). On a manifest of \
            noise alone (hark mix --noise-only) understood means rejected. Exits 1 when a file \
            fails on either side.
            """)

    @Argument(help: "Manifests (.jsonl) with intent labels, e.g. Audio/coffee-dev/tune.jsonl.", completion: .file())
    var sets: [String]

    @OptionGroup var parallel: JobsOptions
    var jobs: Int { parallel.count }

    @Option(name: .customLong("json"), help: "Write every file's pair and every set's figures as JSON to this file.")
    var jsonPath: String?

    @Flag(help: "List every file, not only those the two disagree on.")
    var allFiles = false

    @Option(
        name: .customLong("bare-from"),
        help: ArgumentHelp(
            "Reuse the bare decoder's hypotheses from an earlier --json of this command (repeatable).",
            discussion:
                "The bare decoder does not change with Hark's levers: its hypotheses are read again by Hark's parser, not decoded again. Every file must be in one of the reports."
        ),
        completion: .file())
    var bareFrom: [String] = []

    func run(_ options: PipelineOptions) throws {
        guard let executable = ExecutableSearch.find("pocketsphinx_batch") else {
            throw CommandFailure("pocketsphinx_batch not found: install Debian's pocketsphinx package")
        }
        var samples: [EvaluationSample] = []
        var unreadable = false
        for path in sets {
            do {
                samples += try ManifestReader.read(contentsOf: path).samples
            } catch {
                StandardStreams.printError(error.description)
                unreadable = true
            }
        }
        if unreadable { throw ExitCode.failure }

        let evaluationState = try EvaluateAudioCommand.evaluationState(options.state)
        defer { evaluationState.remove() }
        let pipeline = try options.pipeline()
        let mode = options.search.mode(pipeline, for: .commands)
        // One search configuration for both sides: Hark's search and the bare decoder's grammar.
        let search: CommandSearchConfiguration
        let bare: BareDecoderRun
        do {
            search = try options.search.configuration(
                pipeline, for: .commands, state: evaluationState.options.directory, user: options.user.user)
            bare = try BareDecoderRun(executable: executable, search: search, jobs: jobs)
        } catch {
            throw CommandFailure(error)
        }
        let hearing = try options.search.hearing(pipeline, search: search)
        guard let understander = hearing.understander else { preconditionFailure("understanding was asked for") }

        let understand = BareDecoderRun.reading(with: understander)
        let bareResult: BareDecoderRun.Result
        let harkOutcomes: [UtteranceOutcome]
        do {
            if bareFrom.isEmpty {
                StandardStreams.printError("bench baseline: the bare decoder on \(samples.count) files")
                bareResult = try bare.run(samples, understand: understand)
            } else {
                bareResult = try BareDecoderRun.earlierResult(for: samples, from: bareFrom, understand: understand)
            }
            let progress = ProgressReporter(label: "bench baseline: Hark")
            harkOutcomes = try EvaluationRunner(hearing: hearing, jobs: jobs).run(samples) { done, total in
                progress.update(done: done, total: total)
            }
        } catch {
            throw CommandFailure(error)
        }
        let bareRows = EvaluationReport(title: "bare", outcomes: bareResult.outcomes, wallSeconds: 0).rows
        let harkRows = EvaluationReport(title: "hark", outcomes: harkOutcomes, wallSeconds: 0).rows
        let comparison = BaselineComparison(
            bare: bareRows, hark: harkRows, bareCPUSeconds: bareResult.cpuSeconds,
            context: [
                "bare decoder": ([executable] + bare.decoderArguments).joined(separator: " "),
                "hark": mode.rawValue + ", front end " + hearing.frontEnd.description,
                "command": (["hark"] + CommandLine.arguments.dropFirst()).joined(separator: " "),
                "date": ISO8601DateFormatter().string(from: Date()),
            ])

        print("bare decoder: \(comparison.context["bare decoder"] ?? "")")
        print("Hark: \(comparison.context["hark"] ?? "")")
        print(comparison.table())
        let lines = comparison.fileLines(all: allFiles)
        if !lines.isEmpty {
            print("")
            print(lines.joined(separator: "\n"))
        }
        if let jsonPath {
            do {
                try comparison.jsonData().write(to: URL(fileURLWithPath: jsonPath), options: .atomic)
            } catch {
                throw CommandFailure("\(jsonPath): cannot write (\(error.localizedDescription))")
            }
        }
        var failed = false
        for file in comparison.files {
            for error in [file.bareError, file.harkError].compactMap({ $0 }) {
                StandardStreams.printError(error.hasPrefix(file.audio) ? error : "\(file.audio): \(error)")
                failed = true
            }
        }
        if failed { throw ExitCode.failure }
    }
}
