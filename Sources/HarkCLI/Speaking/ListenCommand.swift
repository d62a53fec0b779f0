import ArgumentParser
import Foundation
import Hark

/// `hark listen`: a continuous stream in, one JSON line per utterance out, the dialog kept.
struct ListenCommand: PipelineCommand {
    static let configuration = CommandConfiguration(
        commandName: "listen",
        abstract: "Answer each utterance of a continuous audio stream.",
        discussion: """
            Reads SOURCE (standard input by default, e.g. arecord -f S16_LE -r 16000 -c 1 -t raw | \
            hark listen --raw s16le:16000:1) a little at a time, finds utterances with a voice \
            activity endpointer, and prints one JSON line per utterance as soon as it is answered: \
            start and end (seconds into the stream), transcript, confidence, domain, app, intent, parameters, \
            reply, code, expecting, understood, latency (seconds from the end of speech being read \
            to the answer) and speech (the reply's WAV, with --speak-dir). The dialog is kept \
            between utterances as in hark converse: an answer to a question is heard with the \
            search narrowed to that question. An utterance that decodes to nothing (a noise burst) \
            prints nothing and is no turn. Standard input must be WAV, AIFF, AU or headerless PCM \
            (--raw); a file may be any format.
            """)

    @Argument(help: "The stream: an audio file, or - for standard input.", completion: .file())
    var source: String = AudioFileReader.standardInput

    @OptionGroup var stream: StreamOptions

    @Flag(help: "Read no faster than the audio plays: a file played as a live stream (for latency figures).")
    var realTime = false

    @Flag(
        help: ArgumentHelp(
            "On standard error, each utterance found (start, end, length) and what came of it.",
            discussion:
                "Why speech came to nothing: dropped by the endpointer (too short, too steady for a voice), gated, rejected, no words decoded, or heard but not understood."
        ))
    var verbose = false

    @OptionGroup var wakeWord: WakeWordOption
    @OptionGroup var wakeModel: WakeModelOption
    @OptionGroup var wake: WakeOptions

    @OptionGroup var reply: ReplyLanguageOptions
    var language: String? { reply.language }

    @OptionGroup(title: "Confirmations") var confirmations: ConfirmationOptions

    @Option(
        help:
            "Also write each reply as speech, DIR/reply-0001.wav and on, one per answered utterance (English voices only).",
        completion: .directory)
    var speakDir: String?

    @OptionGroup var audio: RawAudioOptions

    func run(_ options: PipelineOptions) async throws {
        let setup: ConversationSetup
        let conversation: StreamConversation
        do {
            let pipeline = try options.pipeline(adding: [confirmations, wakeWord, wakeModel, wake, stream])
            setup = try ConversationSetup(device: options.device(pipeline, language: language), audio: true)
            conversation = try pipeline.streamConversation(
                path: source, raw: audio.raw, realTime: realTime, assistant: setup.assistant,
                afterTurn: setup.afterTurn)
        } catch {
            throw CommandFailure(error)
        }
        let recorder = ReplyRecorder()
        var failed = false
        while true {
            let event: StreamConversation.Event
            do {
                guard let next = try await conversation.next() else { break }
                event = next
            } catch {
                StandardStreams.printError("\(error)")
                failed = true
                break
            }
            switch event {
            case .dropped(let dropped):
                if verbose { StandardStreams.printError(ListenExplanation.dropped(dropped)) }
            case .gated(let utterance, let decision):
                if verbose, let gate = conversation.gate {
                    StandardStreams.printError(ListenExplanation.wake(decision, utterance, gate: gate))
                }
            case .heardNothing(let utterance, let transcript, let expectation):
                if verbose {
                    StandardStreams.printError(
                        ListenExplanation.heardNothing(utterance, transcript, expecting: expectation))
                }
            case .answered(let turn):
                if verbose {
                    StandardStreams.printError(
                        ListenExplanation.heard(turn.utterance, turn.reply, expecting: turn.expecting))
                }
                do {
                    var speech: String?
                    if let speakDir {
                        let file = try ReplyRecorder.file(turn: turn.number, in: speakDir)
                        let language = setup.assistant.engine.settings.languageCode
                        if try recorder.record(turn.reply.response.text, language: language, to: file) { speech = file }
                    }
                    StandardStreams.printLine(JSONLine.encode(ListenLine(turn, speech: speech)))
                } catch {
                    failed = true
                    StandardStreams.printError(Self.failure(error, at: turn.utterance, in: source))
                }
            case .failed(let utterance, let error):
                failed = true
                StandardStreams.printError(Self.failure(error, at: utterance, in: source))
            }
        }
        if failed { throw ExitCode.failure }
    }

    /// "FILE at 3.20 s: REASON".
    private static func failure(_ error: any Error, at utterance: StreamUtterance, in source: String) -> String {
        "\(AudioError.displayName(source)) at \(String(format: "%.2f", utterance.startSeconds)) s: \(error)"
    }
}

extension VoiceActivityDetection: ExpressibleByArgument {}

/// One line of `hark listen`: where the utterance was, what was heard and what was said back.
struct ListenLine: Encodable {
    var start: Double
    var end: Double
    var transcript: String
    /// The recognizer's mean word posterior for the transcript.
    var confidence: Double
    var domain: String?
    var app: String?
    var intent: String
    var parameters: [String: [String]]
    var reply: String
    var code: String?
    var expecting: String?
    var understood: Bool
    var latency: Double
    var speech: String?

    init(_ turn: StreamConversation.Turn, speech: String?) {
        let utterance = turn.utterance, reply = turn.reply
        start = Self.round(utterance.startSeconds, 2)
        end = Self.round(utterance.endSeconds, 2)
        transcript = reply.transcript
        confidence = Self.round(turn.confidence, 4)
        domain = reply.domain
        app = reply.app
        intent = reply.intent
        parameters = reply.parameters
        self.reply = reply.response.text
        code = reply.response.code
        expecting = reply.expecting
        understood = reply.understood
        latency = Self.round(turn.latency, 3)
        self.speech = speech
    }

    private static func round(_ value: Double, _ places: Int) -> Double {
        let scale = pow(10, Double(places))
        return (value * scale).rounded() / scale
    }

    /// Every line has every key: `null` for what is missing.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(start, forKey: .start)
        try container.encode(end, forKey: .end)
        try container.encode(transcript, forKey: .transcript)
        try container.encode(confidence, forKey: .confidence)
        try container.encode(domain, forKey: .domain)
        try container.encode(app, forKey: .app)
        try container.encode(intent, forKey: .intent)
        try container.encode(parameters, forKey: .parameters)
        try container.encode(reply, forKey: .reply)
        try container.encode(code, forKey: .code)
        try container.encode(expecting, forKey: .expecting)
        try container.encode(understood, forKey: .understood)
        try container.encode(latency, forKey: .latency)
        try container.encode(speech, forKey: .speech)
    }

    private enum CodingKeys: String, CodingKey {
        case start, end, transcript, confidence, domain, app, intent, parameters, reply, code, expecting, understood,
            latency,
            speech
    }
}

/// `--vad` and `--end-silence-ms`: the profile's `stream.*` settings, for `listen`.
struct StreamOptions: ParsableArguments, ProfileFlags {
    @Option(
        text: ConfigurationSetting.streamVoiceActivityDetection,
        discussion: "Chosen by measurement (\(Documentation.path("benchmarks.md")), Streams).",
        valueName: VoiceActivityDetection.allCases.map(\.rawValue).joined(separator: "|"), hidden: false)
    var vad: String?

    @Option(ConfigurationSetting.streamEndSilenceMilliseconds, valueName: "ms", hidden: false)
    var endSilenceMs: Int?

    func apply(to profile: inout HarkProfile) throws(ConfigurationError) {
        try profile.set(ConfigurationSetting.streamVoiceActivityDetection, givenText: vad)
        try profile.set(ConfigurationSetting.streamEndSilenceMilliseconds, given: endSilenceMs)
    }
}
