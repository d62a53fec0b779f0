import ArgumentParser
import Foundation
import Hark

/// `hark ask`: one request through the whole pipeline, from audio or text to the spoken answer.
struct AskCommand: PipelineCommand {
    static let configuration = CommandConfiguration(
        commandName: "ask",
        abstract: "Run one spoken or typed request and print the answer.",
        discussion: """
            Decodes FILE (or takes --text), understands it, lets the app resolve, confirm and handle \
            the intent, and prints what the assistant says. A request that needs an answer ("Who do \
            you want to send it to?") ends with that question; use hark converse for several turns.

            \(ExitStatus.help)
            """)

    @Argument(help: "An audio file with the request; - reads it from standard input.", completion: .file())
    var file: String?

    @Option(help: "The request as text instead of audio.")
    var text: String?

    @Option(help: "Also write the reply as speech to this WAV file (English voices only).", completion: .file())
    var speak: String?

    @OptionGroup var reply: ReplyLanguageOptions
    @OptionGroup var assistant: AssistantOptions
    @OptionGroup(title: "Confirmations") var confirmations: ConfirmationOptions
    @OptionGroup var audio: RawAudioOptions

    func validate() throws {
        if (file == nil) == (text == nil) { throw ValidationError("give an audio file or --text, one of them") }
    }

    func run(_ options: PipelineOptions) async throws {
        if let text, let error = TypedRequest.error(text) {
            throw CommandFailure(error)
        }
        let setup: ConversationSetup
        do {
            let pipeline = try options.pipeline(adding: [confirmations])
            setup = try ConversationSetup(
                device: options.device(pipeline, language: reply.language),
                audio: file != nil)
        } catch {
            throw CommandFailure(error)
        }
        let reply: AssistantReply
        do {
            if let file {
                reply = try await setup.assistant.reply(toAudioFile: file, raw: audio.raw)
            } else {
                reply = await setup.assistant.reply(to: text ?? "")
            }
            try setup.afterTurn()
        } catch {
            throw CommandFailure(error)
        }
        assistant.lines(for: reply, fromAudio: file != nil).forEach(StandardStreams.printLine)
        if let speak {
            do {
                try ReplyRecorder().record(
                    reply.response.text, language: setup.assistant.engine.settings.languageCode, to: speak)
            } catch {
                throw CommandFailure(error)
            }
        }
        let status = ExitStatus.status(of: [reply.outcome])
        if status != .success { throw status }
    }
}
