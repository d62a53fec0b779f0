import ArgumentParser
import Hark
import HarkDevice

/// A command that builds a pipeline (transcribe, understand, evaluate audio, bench baseline, ask,
/// converse, listen, serve, wyoming): its own arguments, run with the pipeline's options, which
/// ``Pipelined`` declares once for all of them.
protocol PipelineCommand: ParsableArguments {
    static var configuration: CommandConfiguration { get }
    func run(_ options: PipelineOptions) async throws
}

/// A pipeline command as the command line sees it: the command's own arguments, then the
/// pipeline's six option groups (what it listens for, the decoder, the front end, the profile, and
/// whose apps' data), so each such command takes the same flags with the same defaults and builds
/// through `HarkPipeline` the same way.
///
/// The six groups sit right under the command, not in a group of their own: a debug build's
/// ArgumentParser checks a command by building each of its groups again for every check of the
/// group around it, and a group of groups made every start of a debug `hark` about four times as
/// long (`understand --help`: 0.85 → 0.23 s of CPU), paid by each of the suite's hundreds of
/// `hark` runs.
struct Pipelined<Command: PipelineCommand>: AsyncParsableCommand {
    static var configuration: CommandConfiguration { Command.configuration }

    @OptionGroup var command: Command
    @OptionGroup(title: "Intents and vocabulary") var search: SearchOptions
    @OptionGroup(title: "Recognizer") var recognizer: RecognizerOptions
    @OptionGroup(title: "Front end") var frontEnd: FrontEndOptions
    @OptionGroup(title: "Profile") var profile: ProfileOptions
    @OptionGroup var state: StateOptions
    @OptionGroup var user: UserOptions

    func run() async throws {
        try await command.run(
            PipelineOptions(
                search: search, recognizer: recognizer, frontEnd: frontEnd, profile: profile, state: state,
                user: user))
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
