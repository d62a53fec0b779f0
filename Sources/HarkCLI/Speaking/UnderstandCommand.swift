import ArgumentParser
import Foundation
import Hark
import HarkUnderstanding
import Synchronization

/// `hark understand`: what a spoken or written request means, by the active intent definitions.
struct UnderstandCommand: PipelineCommand {
    static let configuration = CommandConfiguration(
        commandName: "understand",
        abstract: "Print the app, intent and parameters of requests.",
        discussion: """
            Audio files are transcribed with the command search built from the intent definitions \
            and vocabularies (--search; by default \(HarkConfiguration.defaults.search.commandMode.rawValue), or \
            \(HarkConfiguration.defaults.search.definitionsMode.rawValue) with --intents), then read like text. A request that \
            names no app or fits no template is understood as intent "none", with the reason. \
            With neither files nor --text, reads one request per line from standard input. --json \
            prints JSON Lines with exactly the keys transcript, domain, app, intent, parameters \
            (each value with value, heard, score and confidence) and confidence, and file for an \
            audio file (homeAssistant, and intent by Home Assistant's name, for its templates); a \
            file that cannot be read prints file and error instead. A request is acted on only \
            when its intent's phrasing explains every word but harmless ones (please, could you, \
            um): "don't", "tomorrow" or another device left over make it "none". The confidence is \
            the probability that intent and parameters are right, calibrated on train splits \
            (Models/calibration, fitted by hark calibrate; --raw-confidence for the parser's own); \
            a value's confidence comes from the recognizer's belief in the words it was heard from.

            Exit status: 0 when every request was understood; 1 when an input could not be read \
            (the others are still read); 3 when a request was understood as "none"; 64 for a usage \
            error.
            """)

    @Argument(
        help: "Audio files with spoken requests; - reads one from standard input (with --raw when headerless).",
        completion: .file())
    var files: [String] = []

    @Option(help: "A request as text (repeatable).")
    var text: [String] = []

    @Flag(help: "Print JSON Lines.")
    var json = false

    @OptionGroup var parallel: JobsOptions
    var jobs: Int { parallel.count }

    @OptionGroup var audio: RawAudioOptions

    func validate() throws {
        if files.count(where: { $0 == AudioFileReader.standardInput }) > 1 {
            throw ValidationError("standard input (-) can be read only once")
        }
        if !files.isEmpty && !text.isEmpty { throw ValidationError("give audio files or --text, not both") }
    }

    func run(_ options: PipelineOptions) throws {
        let pipeline = try options.pipeline()
        let hearing = try options.search.hearing(
            pipeline, for: .commands, understanding: true, state: options.state, user: options.user)
        guard let understander = hearing.understander else { preconditionFailure("understanding was asked for") }
        let json = json
        let notUnderstood = Atomic<Int>(0)
        let print: @Sendable (UnderstandingResult, String?) -> Void = { result, file in
            if result.isRejected { notUnderstood.add(1, ordering: .relaxed) }
            StandardStreams.printLine(
                json ? JSONLine.encode(UnderstandingLine(result.understanding, file: file)) : Self.describe(result))
        }
        guard !files.isEmpty else {
            var failed = false
            // One request per line of standard input when none is given; a line that is not
            // UTF-8 is refused by its number (see `TurnLines`).
            let lines = text.isEmpty ? TurnLines() : nil
            var given = text.makeIterator()
            func skip(_ message: String) {
                StandardStreams.printError(message)
                failed = true
            }
            func nextRequest() -> String? {
                guard let lines else { return given.next() }
                return lines.nextText(skipping: skip)
            }
            while let request = nextRequest() {
                if let error = TypedRequest.error(request) {
                    StandardStreams.printError(error)
                    failed = true
                    continue
                }
                print(understander.understand(request), nil)
            }
            if failed { throw ExitCode.failure }
            if notUnderstood.load(ordering: .relaxed) > 0 { throw ExitStatus.notDone }
            return
        }

        let files = files, raw = audio.raw
        try FileBatch(files: files, jobs: jobs, label: "understand", json: json).run(
            makeWorker: { try hearing.transcriber() },
            work: { transcriber, file in
                understander.understand(try transcriber.transcribe(file: file, raw: raw).transcript)
            },
            deliver: { index, understanding in
                if !json && files.count > 1 { StandardStreams.printLine("== \(files[index])") }
                print(understanding, files[index])
            })
        if notUnderstood.load(ordering: .relaxed) > 0 { throw ExitStatus.notDone }
    }

    /// The decision, then one line per parameter value.
    static func describe(_ result: UnderstandingResult) -> String {
        let understanding = result.understanding
        let confidence = String(format: "%.2f", understanding.confidence)
        guard let app = understanding.app, let domain = understanding.domain else {
            return "none (\(result.rejection?.description ?? "rejected")) — heard \"\(understanding.transcript)\""
        }
        var lines = ["\(understanding.intent) — \(app) (\(domain)), confidence \(confidence)"]
        if let intent = HomeAssistantIntent(understanding) {
            let slots = intent.slots.keys.sorted().map { "\($0)=\(intent.slots[$0]!.value.text)" }
            lines.append("  home assistant: \(([intent.name] + slots).joined(separator: " "))")
        }
        lines.append("  heard: \(understanding.transcript)")
        for name in understanding.parameters.keys.sorted() {
            for value in understanding.parameters[name] ?? [] {
                var line = "  \(name): \(value.value)"
                if !value.heard.isEmpty, value.heard.lowercased() != value.value.lowercased() {
                    line += " (heard \"\(value.heard)\")"
                }
                if value.score < 1 { line += String(format: " score %.2f", value.score) }
                if let confidence = value.confidence { line += String(format: ", confidence %.2f", confidence) }
                lines.append(line)
            }
        }
        return lines.joined(separator: "\n")
    }
}

/// A line of `understand --json`: the understanding's keys (`intent` Home Assistant's own name
/// when its templates were read, `HassTurnOn`, never the data block Hark read it with), `file`
/// for an audio file, and `homeAssistant` (its intent and slots as Home Assistant runs them).
struct UnderstandingLine: Encodable {
    let understanding: Understanding
    let file: String?
    let homeAssistant: HomeAssistantIntent?

    init(_ understanding: Understanding, file: String? = nil) {
        homeAssistant = HomeAssistantIntent(understanding)
        var shown = understanding
        if let homeAssistant { shown.intent = homeAssistant.name }
        self.understanding = shown
        self.file = file
    }

    private enum Key: String, CodingKey { case homeAssistant, file }

    func encode(to encoder: any Encoder) throws {
        try understanding.encode(to: encoder)
        var container = encoder.container(keyedBy: Key.self)
        try container.encodeIfPresent(file, forKey: .file)
        try container.encodeIfPresent(homeAssistant, forKey: .homeAssistant)
    }
}
