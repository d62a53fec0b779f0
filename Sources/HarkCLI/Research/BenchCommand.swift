import ArgumentParser
import Foundation
import Hark
import HarkSupport

/// `hark bench`: Hark against `pocketsphinx_batch`, the decoder it wraps: its cost (`speed`, the
/// default) and what it understands (`baseline`).
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Compare Hark with the bare decoder: cost, accuracy.",
        subcommands: [BenchSpeedCommand.self, Pipelined<BenchBaselineCommand>.self],
        defaultSubcommand: BenchSpeedCommand.self)
}

/// Hark against `pocketsphinx_batch` on the same audio with the same decoder flags: what Hark adds
/// on top of PocketSphinx (audio I/O, conditioning, Swift) shows as the ratio of CPU seconds.
struct BenchSpeedCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "speed",
        abstract: "Compare Hark's decoding cost with pocketsphinx_batch on the same files.",
        discussion: """
            Both decode the same 16 kHz 16-bit raw copies of the input files (made by Hark's own \
            reader first, so header parsing cannot differ) on one thread, with identical \
            PocketSphinx flags; each runs --repeat times, alternating, and the median CPU time counts. \
            Default files: the librivox and goforward recordings of pocketsphinx-testdata.
            """)

    @Argument(help: "Audio files (default: pocketsphinx-testdata recordings).", completion: .file())
    var files: [String] = []

    @Option(name: .customLong("repeat"), help: "Runs of each program; the median counts.")
    var rounds: Int = 3

    @OptionGroup(title: "Recognizer")
    var recognizer: RecognizerOptions
    @OptionGroup var audio: RawAudioOptions

    static let testData = "/usr/share/pocketsphinx/test/data"

    func validate() throws {
        if rounds < 1 { throw ValidationError("--repeat must be at least 1") }
    }

    func run() throws {
        guard let batch = ExecutableSearch.find("pocketsphinx_batch") else {
            throw CommandFailure("pocketsphinx_batch not found: install Debian's pocketsphinx package")
        }
        let inputs: [(path: String, raw: RawAudioFormat?)] =
            files.isEmpty
            ? [(Self.testData + "/goforward.raw", .sphinx)]
                + (try FileManager.default.contentsOfDirectory(atPath: Self.testData + "/librivox"))
                .filter { $0.hasSuffix(".wav") }.sorted().map { (Self.testData + "/librivox/" + $0, nil) }
            : files.map { ($0, audio.raw) }

        let workspace = FileManager.default.temporaryDirectory.appendingPathComponent("hark-bench-\(getpid())")
        try FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: workspace) }

        var ids: [String] = []
        var audioSeconds = 0.0
        for (index, input) in inputs.enumerated() {
            let speech = try SpeechAudioConditioner().condition(
                try AudioFileReader().read(input.path, raw: input.raw), path: input.path)
            let id = String(format: "%04d", index)
            try speech.samples.withUnsafeBufferPointer { Data(buffer: $0) }
                .write(to: workspace.appendingPathComponent(id + ".raw"))
            ids.append(id)
            audioSeconds += speech.durationSeconds
        }
        let controlFile = workspace.appendingPathComponent("bench.fileids").path
        try (ids.joined(separator: "\n") + "\n").write(toFile: controlFile, atomically: true, encoding: .utf8)

        // The decoder `hark transcribe` runs with these flags, and so pocketsphinx_batch too.
        var profile = HarkProfile()
        try recognizer.apply(to: &profile)
        let flags = try HarkPipeline(configuration: profile.configuration).generalRecognizerConfiguration
            .commandLineArguments
        let harkArguments =
            ["transcribe", "--jobs", "1", "--raw", "s16le:16000:1"] + recognizer.passThroughArguments
            + ids.map { workspace.appendingPathComponent($0 + ".raw").path }
        let batchArguments =
            flags + [
                "-ctl", controlFile, "-cepdir", workspace.path, "-cepext", ".raw", "-adcin", "yes",
                "-adchdr", "0", "-hyp", workspace.appendingPathComponent("batch.hyp").path,
                "-logfn", "/dev/null",
            ]

        var harkRuns: [ChildProcess.Outcome] = []
        var batchRuns: [ChildProcess.Outcome] = []
        for round in 1...rounds {
            let hark = try ChildProcess.run(ChildProcess.currentExecutable, harkArguments)
            let sphinx = try ChildProcess.run(batch, batchArguments)
            guard hark.status == 0, sphinx.status == 0 else {
                StandardStreams.printError(
                    "bench round \(round): hark exited \(hark.status), pocketsphinx_batch \(sphinx.status)")
                throw ExitCode.failure
            }
            harkRuns.append(hark)
            batchRuns.append(sphinx)
        }
        let harkHypotheses = harkRuns[0].standardOutput.split(separator: "\n").map {
            $0.split(separator: "\t").last.map(String.init) ?? ""
        }
        let batchHypotheses = try String(contentsOf: workspace.appendingPathComponent("batch.hyp"), encoding: .utf8)
            .split(separator: "\n").map { line in
                line.lastIndex(of: "(").map { String(line[..<$0]).trimmingCharacters(in: .whitespaces) } ?? ""
            }
        let same = zip(harkHypotheses, batchHypotheses).filter { $0 == $1 }.count

        let harkCPU = median(harkRuns.map(\.cpuSeconds)), batchCPU = median(batchRuns.map(\.cpuSeconds))
        print("files: \(ids.count), audio: \(String(format: "%.2f", audioSeconds)) s, runs: \(rounds) each (median)")
        print("flags: \(flags.joined(separator: " "))")
        print(row("", "CPU s", "CPU s / audio s", "wall s"))
        print(
            row(
                "pocketsphinx_batch", fixed(batchCPU), fixed(batchCPU / audioSeconds, 4),
                fixed(median(batchRuns.map(\.wallSeconds)))))
        print(
            row(
                "hark transcribe", fixed(harkCPU), fixed(harkCPU / audioSeconds, 4),
                fixed(median(harkRuns.map(\.wallSeconds)))))
        print(
            "ratio hark / pocketsphinx_batch: \(fixed(harkCPU / batchCPU, 4)) (overhead \(fixed((harkCPU / batchCPU - 1) * 100, 1)) %)"
        )
        print("identical hypotheses: \(same) of \(ids.count)")
    }

    private func median(_ values: [Double]) -> Double { OrderStatistics.median(ofSorted: values.sorted()) }

    private func fixed(_ value: Double, _ places: Int = 3) -> String { String(format: "%.\(places)f", value) }

    private func row(_ name: String, _ a: String, _ b: String, _ c: String) -> String {
        name.padding(toLength: 20, withPad: " ", startingAt: 0) + [a, b, c].map { $0.leftPadded(to: 17) }.joined()
    }
}

extension String {
    func leftPadded(to width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}
