import ArgumentParser
import Hark
import HarkDevice

/// The option groups of every command that builds a pipeline (transcribe, understand, evaluate,
/// bench baseline, ask, converse, listen, serve, wyoming): what it listens for, the decoder, the
/// front end, the profile, and whose apps' data. Each such command declares the six groups itself,
/// right under the command, so each takes the same flags with the same defaults and builds
/// through `HarkPipeline` the same way (``options``).
///
/// Not one group of groups: a debug build's ArgumentParser checks a command by building each of
/// its groups again for every check of the group around it, and a group of groups made every
/// start of a debug `hark` about four times as long (`understand --help`: 0.85 → 0.23 s of CPU),
/// paid by each of the suite's hundreds of `hark` runs.
protocol PipelineCommand {
    var search: SearchOptions { get }
    var recognizer: RecognizerOptions { get }
    var frontEnd: FrontEndOptions { get }
    var profile: ProfileOptions { get }
    var state: StateOptions { get }
    var user: UserOptions { get }
}

extension PipelineCommand {
    /// The six groups as one value.
    var options: PipelineOptions {
        PipelineOptions(
            search: search, recognizer: recognizer, frontEnd: frontEnd, profile: profile, state: state, user: user)
    }
}

/// A pipeline command's options (``PipelineCommand``), as parsed.
struct PipelineOptions {
    var search: SearchOptions
    var recognizer: RecognizerOptions
    var frontEnd: FrontEndOptions
    var profile: ProfileOptions
    var state: StateOptions
    var user: UserOptions

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
