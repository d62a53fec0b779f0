import ArgumentParser
import HarkServer

/// What `hark serve` and `hark wyoming` share: the pipeline they serve (intents, recognizer, front
/// end, confirmations, profile), the apps' state and user, the reply language and the decoders,
/// declared once so the two services take the same options with the same defaults.
struct ServedPipelineOptions: ParsableArguments {
    @Option(help: "Decoders per pool: requests decoded at once (one pool transcribes, one hears commands).")
    var decoders = ServerConfiguration().decoders

    @Option(
        help: ArgumentHelp(
            "Response language, e.g. en-US or fr-FR.",
            discussion: "Default: the device setting (hark device language), read for each conversation.",
            valueName: "code"))
    var language: String?

    @OptionGroup(title: "Intents and vocabulary")
    var search: SearchOptions

    @OptionGroup(title: "Recognizer")
    var recognizer: RecognizerOptions

    @OptionGroup(title: "Front end")
    var frontEnd: FrontEndOptions

    @OptionGroup(title: "Confirmations") var confirmations: ConfirmationOptions
    @OptionGroup(title: "Profile") var profile: ProfileOptions
    @OptionGroup var state: StateOptions
    @OptionGroup var user: UserOptions

    func validate() throws {
        if decoders < 1 { throw ValidationError("--decoders must be at least 1") }
    }

    /// The served pipeline, built through the one factory as every command builds its own.
    func serverPipeline() throws -> ServerPipeline {
        let pipeline = try profile.pipeline([search, recognizer, frontEnd, confirmations])
        let device = try search.device(pipeline, state: state, user: user, language: language)
        return device.serverPipeline(transcription: recognizer.plainConfiguration(pipeline))
    }
}
