import ArgumentParser
import Hark
import HarkDevice

/// The options of every command that builds a pipeline (transcribe, understand, evaluate, bench
/// baseline, ask, converse, listen, serve, wyoming): what it listens for, the decoder, the front
/// end, the profile, and whose apps' data. Declared once, so each of them takes the same flags
/// with the same defaults and builds through `HarkPipeline` the same way.
struct PipelineOptions: ParsableArguments {
    @OptionGroup(title: "Intents and vocabulary") var search: SearchOptions
    @OptionGroup(title: "Recognizer") var recognizer: RecognizerOptions
    @OptionGroup(title: "Front end") var frontEnd: FrontEndOptions
    @OptionGroup(title: "Profile") var profile: ProfileOptions
    @OptionGroup var state: StateOptions
    @OptionGroup var user: UserOptions

    /// The pipeline of the defaults, the profile file, these flags, `more` (a command's own setting
    /// flags, such as its confirmations) and --set, in that order.
    func pipeline(adding more: [any ProfileFlags] = []) throws -> HarkPipeline {
        try profile.pipeline([search, recognizer, frontEnd] + more)
    }

    /// The device the conversation commands and the services run on, replying in `language`.
    func device(_ pipeline: HarkPipeline, language: String?) throws -> Device {
        try search.device(pipeline, state: state, user: user, language: language)
    }
}
