import Foundation
import Hark
import HarkSupport

/// The bare decoder Hark is measured against: PocketSphinx's own `pocketsphinx_batch`, with the
/// acoustic model, a dictionary and a plain JSGF grammar, every other flag at its default. No
/// front end, no garbage loops, no rejection, no second search: what a user gets from the decoder
/// Hark wraps, given the same context.
///
/// Each sample is read and conditioned by Hark's own reader into 16 kHz 16-bit raw audio first,
/// so reading a file cannot make a difference; the batch decoder then reads those copies. Its
/// hypotheses are read into intents by `understand` and scored like Hark's own outcomes.
public struct BareDecoderRun: Sendable {
    /// The `pocketsphinx_batch` executable.
    public var executable: String
    /// The acoustic model folder (`-hmm`).
    public var acousticModel: String
    /// The pronouncing dictionary (`-dict`).
    public var dictionary: String
    /// The JSGF grammar (`-jsgf`).
    public var grammar: String
    /// How many decoder processes run at once, each on a contiguous slice of the samples.
    public var jobs: Int

    /// A run of `executable` with these files, `jobs` processes at once.
    public init(executable: String, acousticModel: String, dictionary: String, grammar: String, jobs: Int) {
        self.executable = executable
        self.acousticModel = acousticModel
        self.dictionary = dictionary
        self.grammar = grammar
        self.jobs = max(1, jobs)
    }

    /// What one run gives: an outcome per sample, in sample order, and the decoder processes' CPU time.
    public struct Result: Sendable {
        /// One per sample; a file Hark could not read, or the decoder did not answer for, is failed.
        public var outcomes: [UtteranceOutcome]
        /// CPU seconds of every `pocketsphinx_batch` process together.
        public var cpuSeconds: Double

        /// A run's outcomes and CPU seconds.
        public init(outcomes: [UtteranceOutcome], cpuSeconds: Double) {
            self.outcomes = outcomes
            self.cpuSeconds = cpuSeconds
        }
    }

    /// The arguments every decoder process gets before its slice of the control file.
    public var decoderArguments: [String] {
        ["-hmm", acousticModel, "-dict", dictionary, "-jsgf", grammar]
    }

    /// Decodes every sample and reads each hypothesis with `understand` (nil: words only).
    /// - Throws: when the work folder cannot be made or a decoder process cannot be started or fails.
    public func run(
        _ samples: [EvaluationSample], understand: (@Sendable (String) -> Hypothesis)?
    ) throws -> Result {
        let workspace = FileManager.default.temporaryDirectory.appendingPathComponent(
            "hark-bare-decoder-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: workspace) }

        // Hark's reader conditions every file; one that cannot be read fails here, named, and is
        // left out of the decoder's control file.
        var readable: [(index: Int, id: String, seconds: Double)] = []
        var failures: [Int: String] = [:]
        for (index, sample) in samples.enumerated() {
            do {
                let raw = try sample.rawFormat.map { text throws -> RawAudioFormat in
                    guard let format = RawAudioFormat(text) else {
                        throw BareDecoderError(
                            "\(sample.audioPath): rawFormat '\(text)' is not ENCODING:RATE[:CHANNELS]")
                    }
                    return format
                }
                let speech = try SpeechAudioConditioner().condition(
                    try AudioFileReader().read(sample.audioPath, raw: raw), path: sample.audioPath)
                let id = String(format: "%06d", index)
                try speech.samples.withUnsafeBufferPointer { Data(buffer: $0) }
                    .write(to: workspace.appendingPathComponent(id + ".raw"))
                readable.append((index, id, speech.durationSeconds))
            } catch {
                failures[index] = "\(error)"
            }
        }
        let control = workspace.appendingPathComponent("samples.fileids")
        try (readable.map(\.id).joined(separator: "\n") + "\n").write(to: control, atomically: true, encoding: .utf8)

        // Contiguous slices, one process each, run at once.
        let sliceSize = max(1, (readable.count + jobs - 1) / jobs)
        let slices = stride(from: 0, to: readable.count, by: sliceSize).map {
            ($0, min(sliceSize, readable.count - $0))
        }
        let before = Self.childrenCPUSeconds()
        var processes: [(process: Process, hypotheses: URL, log: URL)] = []
        for (number, (offset, count)) in slices.enumerated() {
            let hypotheses = workspace.appendingPathComponent("slice-\(number).hyp")
            let log = workspace.appendingPathComponent("slice-\(number).log")
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments =
                decoderArguments + [
                    "-ctl", control.path, "-ctloffset", String(offset), "-ctlcount", String(count),
                    "-cepdir", workspace.path, "-cepext", ".raw", "-adcin", "yes", "-adchdr", "0",
                    "-hyp", hypotheses.path, "-logfn", log.path,
                ]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            processes.append((process, hypotheses, log))
        }
        var heard: [String: String] = [:]
        for (process, hypotheses, log) in processes {
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                let tail = (try? String(contentsOf: log, encoding: .utf8))?.split(separator: "\n").suffix(3)
                    .joined(separator: " | ")
                throw BareDecoderError(
                    "\(executable) exited with status \(process.terminationStatus)\(tail.map { ": \($0)" } ?? "")")
            }
            for line in (try String(contentsOf: hypotheses, encoding: .utf8)).split(separator: "\n") {
                // `words (id score)`, or `(id score)` for an empty hypothesis.
                guard let open = line.lastIndex(of: "(") else { continue }
                let id = line[line.index(after: open)...].split(separator: " ").first.map(String.init) ?? ""
                heard[id] = String(line[..<open]).trimmingCharacters(in: .whitespaces)
            }
        }
        let cpuSeconds = Self.childrenCPUSeconds() - before

        let audioSeconds = Dictionary(uniqueKeysWithValues: readable.map { ($0.index, $0.seconds) })
        let ids = Dictionary(uniqueKeysWithValues: readable.map { ($0.index, $0.id) })
        let outcomes = samples.enumerated().map { index, sample in
            if let failure = failures[index] {
                return UtteranceOutcome(sample: sample, decoding: .failed(failure), audioSeconds: nil, decodeSeconds: 0)
            }
            guard let id = ids[index], let text = heard[id] else {
                return UtteranceOutcome(
                    sample: sample, decoding: .failed("\(sample.audioPath): \(executable) wrote no hypothesis for it"),
                    audioSeconds: audioSeconds[index], decodeSeconds: 0)
            }
            let hypothesis = understand?(Self.spokenWords(text)) ?? Hypothesis(text: Self.spokenWords(text))
            return UtteranceOutcome(
                sample: sample, decoding: .decoded(hypothesis), audioSeconds: audioSeconds[index], decodeSeconds: 0)
        }
        return Result(outcomes: outcomes, cpuSeconds: cpuSeconds)
    }

    /// The hypothesis without fillers, silences and alternate-pronunciation marks, as Hark's
    /// recognizer writes its own.
    static func spokenWords(_ text: String) -> String {
        text.split(separator: " ").compactMap { token -> String? in
            if token.hasPrefix("<") || token.hasPrefix("[") || token.hasPrefix("++") || token == "(NULL)" { return nil }
            if token.hasSuffix(")"), let open = token.lastIndex(of: "("),
                token[token.index(after: open)..<token.index(before: token.endIndex)].allSatisfy(\.isNumber)
            {
                return String(token[..<open])
            }
            return String(token)
        }.joined(separator: " ")
    }

    /// The CPU of the reaped children that are not Hark's own forked work (``ForkedWorkCPU``):
    /// the bare decoder's processes.
    private static func childrenCPUSeconds() -> Double {
        rusage.cpuSeconds(of: RUSAGE_CHILDREN) - ForkedWorkCPU.total
    }
}

/// Why the bare decoder could not be run.
public struct BareDecoderError: Error, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}
