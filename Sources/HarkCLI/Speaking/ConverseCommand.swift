import ArgumentParser
import Foundation
import Hark

/// `hark converse`: a dialog over standard input, one turn per line, the dialog state kept.
struct ConverseCommand: PipelineCommand {
    static let configuration = CommandConfiguration(
        commandName: "converse",
        abstract: "Hold a dialog, one turn per line of standard input.",
        discussion: """
            Each line is one turn: the path of an existing audio file is decoded (with a search \
            narrowed to the question just asked: names, yes or no, or free text), anything else is \
            taken as typed words. The answer is printed, and flushed, as soon as the turn is done; \
            an answer printed for a handled request means its data is stored. A file that cannot \
            be read is reported on standard error, naming it, and the dialog goes on; the exit \
            status is then 1. Otherwise the status tells how the dialog ended: its last turn not \
            done is 3, a handler that failed in any turn 4.

            \(ExitStatus.help)
            """)

    @OptionGroup var reply: ReplyLanguageOptions
    @OptionGroup var assistant: AssistantOptions
    @OptionGroup(title: "Confirmations") var confirmations: ConfirmationOptions
    @OptionGroup var audio: RawAudioOptions
    @Flag(help: "Take every line as text, even one naming a file.")
    var textOnly = false

    @Option(help: "Read the turns from this file instead of standard input.", completion: .file())
    var input: String?

    @Option(
        help: "Also write each reply as speech, DIR/reply-0001.wav and on, one per turn (English voices only).",
        completion: .directory)
    var speakDir: String?

    func run(_ options: PipelineOptions) async throws {
        let setup: ConversationSetup
        do {
            let pipeline = try options.pipeline(adding: [confirmations])
            setup = try ConversationSetup(
                device: options.device(pipeline, language: reply.language),
                audio: !textOnly)
        } catch {
            throw CommandFailure(error)
        }
        let lines: TurnLines
        if let input {
            do {
                lines = try TurnLines(path: input)
            } catch {
                throw CommandFailure(error)
            }
        } else {
            lines = TurnLines()
        }
        var failed = false
        let recorder = ReplyRecorder()
        var turns = 0
        var handlerFailed = false
        var last: AssistantReply.Outcome?
        // A line that is not UTF-8, read with its bytes replaced, would be another request or
        // another file: it is skipped and named.
        func skip(_ message: String) {
            StandardStreams.printError(message)
            failed = true
        }
        while let line = lines.nextText(skipping: skip) {
            let turn = line.trimmingCharacters(in: .whitespaces)
            guard !turn.isEmpty else { continue }
            do {
                let reply: AssistantReply
                let fromAudio = !textOnly && (Self.isFile(turn) || Self.looksLikeAudioPath(turn))
                if fromAudio {
                    reply = try await setup.assistant.reply(toAudioFile: turn, raw: audio.raw)
                } else if let error = TypedRequest.error(turn) {
                    failed = true
                    StandardStreams.printError(error)
                    continue
                } else {
                    reply = await setup.assistant.reply(to: turn)
                }
                try setup.afterTurn()
                assistant.lines(for: reply, fromAudio: fromAudio).forEach(StandardStreams.printLine)
                turns += 1
                last = reply.outcome
                if reply.outcome == .failed { handlerFailed = true }
                if let speakDir {
                    try recorder.record(
                        reply.response.text, language: setup.assistant.engine.settings.languageCode,
                        to: try ReplyRecorder.file(turn: turns, in: speakDir))
                }
            } catch {
                failed = true
                StandardStreams.printError("\(error)")
            }
        }
        if failed { throw ExitCode.failure }
        if handlerFailed { throw ExitStatus.handlerFailed }
        let status = ExitStatus.status(of: last.map { [$0] } ?? [])
        if status != .success { throw status }
    }

    /// A line like `turn2.wav` is meant as a file even when it is missing: decoding it reports the
    /// missing file rather than answering the words "turn2 wav".
    static func looksLikeAudioPath(_ line: String) -> Bool {
        !line.contains(" ") && audioExtensions.contains(URL(fileURLWithPath: line).pathExtension.lowercased())
    }

    static let audioExtensions: Set<String> = ["wav", "flac", "ogg", "raw", "aiff", "aif", "au", "snd", "mp3", "caf"]

    static func isFile(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }
}
