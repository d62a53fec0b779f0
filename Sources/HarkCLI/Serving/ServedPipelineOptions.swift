import ArgumentParser
import Hark
import HarkDevice
import HarkServer

/// What `hark serve` and `hark wyoming` share beside the pipeline's groups (``Pipelined``)
/// and the confirmations: the reply language, the decoders and the conversations, declared once so
/// the two services take the same options with the same defaults.
struct ServedPipelineOptions: ParsableArguments {
    @Option(help: "Decoders per pool: requests decoded at once (one pool transcribes, one hears commands).")
    var decoders = ServerConfiguration().decoders

    @Option(
        name: .customLong("queue"),
        help: "Requests that may wait for a busy decoder; beyond them HTTP answers 503 and Wyoming 'busy'.")
    var queueLimit = ServerConfiguration().queueLimit

    @Option(
        help: ArgumentHelp(
            "Conversations kept at once: HTTP sessions, or dialogs a Wyoming client names by conversation id."))
    var maxSessions = ServerConfiguration().maxSessions

    @Option(help: "Seconds after which an idle conversation is forgotten.")
    var sessionIdle = ServerConfiguration().sessionIdleSeconds

    @OptionGroup var reply: ReplyLanguageOptions
    var language: String? { reply.language }

    func validate() throws {
        if decoders < 1 { throw ValidationError("--decoders must be at least 1") }
        if queueLimit < 0 { throw ValidationError("--queue must not be negative") }
        if maxSessions < 1 { throw ValidationError("--max-sessions must be at least 1") }
        if !(sessionIdle > 0) { throw ValidationError("--session-idle must be above 0") }
    }

    /// The engine served over `options`, built through the one factory as every command builds
    /// its own, with the service's setting flags (`more`: its confirmations, its wake word).
    func engine(_ options: PipelineOptions, adding more: [any ProfileFlags]) throws -> ServedDevice {
        let pipeline = try options.pipeline(adding: more)
        let device = try options.device(pipeline, language: language)
        return device.served()
    }
}
