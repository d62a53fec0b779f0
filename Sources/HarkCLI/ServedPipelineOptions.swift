import ArgumentParser
import HarkServer

/// What `hark serve` and `hark wyoming` share: the pipeline they serve (intents, recognizer, front
/// end, confirmations, profile), the apps' state and user, the reply language and the decoders,
/// declared once so the two services take the same options with the same defaults.
struct ServedPipelineOptions: ParsableArguments {
    @Option(help: "Decoders per pool: requests decoded at once (one pool transcribes, one hears commands).")
    var decoders = ServerConfiguration().decoders

    @Option(
        name: .customLong("queue"),
        help: "Requests that may wait for a busy decoder; beyond them HTTP answers 503 and Wyoming 'busy'.")
    var queueLimit = ServerConfiguration().queueLimit

    @OptionGroup var reply: ReplyLanguageOptions
    var language: String? { reply.language }

    @OptionGroup var options: PipelineOptions
    @OptionGroup(title: "Confirmations") var confirmations: ConfirmationOptions

    func validate() throws {
        if decoders < 1 { throw ValidationError("--decoders must be at least 1") }
        if queueLimit < 0 { throw ValidationError("--queue must not be negative") }
    }

    /// The served pipeline, built through the one factory as every command builds its own.
    func serverPipeline() throws -> ServerPipeline {
        let pipeline = try options.pipeline(adding: [confirmations])
        let device = try options.device(pipeline, language: language)
        return device.serverPipeline(transcription: pipeline.generalRecognizerConfiguration)
    }
}
