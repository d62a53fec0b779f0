import Foundation
import HarkSearch
import HarkUnderstanding

/// Hark's front door: a recording or a typed request in, an understood intent out, heard as
/// `hark understand` hears it. It owns what a reading needs so none of it can be left out: the
/// configuration's command search (compiled once into the cache), its decoder settings, and the
/// second opinion of the `…Then…` searches, which asks the understander whether a reading is
/// doubtful.
///
/// ```swift
/// let hark = try Hark(intents: [URL(fileURLWithPath: "Examples/HandleAnIntent/beanstalk.yaml")])
/// let heard = try hark.understand(file: "Examples/HandleAnIntent/order.wav")
/// print(heard.understanding.intent, heard.understanding.parameters)  // OrderCoffee, drink and size
/// ```
///
/// Like its decoders, one value belongs to one thread at a time; make one per worker. For
/// conversations (questions, confirmations, handlers), build an ``Assistant`` with ``pipeline``.
public final class Hark {
    /// The pipeline every reading goes through, built from the configuration.
    public let pipeline: HarkPipeline
    /// The command search, ready to hear: its decoder settings, front end and understander.
    public let commands: Hearing
    /// The general English search, for ``transcribe(file:raw:)``.
    public let general: Hearing
    /// Reads a transcript as a request of the search's intents.
    public var understander: Understander { commands.understander! }
    private var commandTranscriber: Transcriber?
    private var generalTranscriber: Transcriber?

    /// Hark with `configuration` (the defaults `hark` runs with, unless given), hearing the intents
    /// of `intents` (nil: the shipped apps') as `hark understand --intents` does.
    /// - Throws: when a definition cannot be read, the search cannot be compiled, or a model is
    ///   missing.
    public convenience init(
        configuration: HarkConfiguration = HarkConfiguration(), intents: [URL]? = nil,
        cacheDirectory: URL = CommandSearchConfiguration.defaultCacheDirectory
    ) throws {
        let pipeline = try HarkPipeline(configuration: configuration)
        try self.init(
            pipeline: pipeline, search: pipeline.searchConfiguration(intents: intents, cacheDirectory: cacheDirectory))
    }

    /// Hark with `pipeline`, hearing the command search `search` (from
    /// ``HarkPipeline/searchConfiguration(for:intents:appVocabularies:userVocabulary:cacheDirectory:)``,
    /// with a user's vocabulary or a purpose of one's own).
    /// - Throws: when a definition cannot be read, the search cannot be compiled, or a model is
    ///   missing.
    public init(pipeline: HarkPipeline, search: CommandSearchConfiguration) throws {
        self.pipeline = pipeline
        commands = try pipeline.commandHearing(search)
        general = pipeline.generalHearing
    }

    /// The request a recording holds: heard through the command search and read by the
    /// understander. A recording of nothing, or of words no intent fits, is a rejected result.
    /// - Throws: ``TranscriptionError`` naming the file when it cannot be read or decoded.
    public func understand(file path: String, raw: RawAudioFormat? = nil) throws -> UnderstandingResult {
        if commandTranscriber == nil { commandTranscriber = try commands.transcriber() }
        return understander.understand(try commandTranscriber!.transcribe(file: path, raw: raw).transcript)
    }

    /// The request typed text holds.
    public func understand(text: String) -> UnderstandingResult { understander.understand(text) }

    /// What a recording says, in any words: the general English search, as `hark transcribe` hears it.
    /// - Throws: ``TranscriptionError`` naming the file when it cannot be read or decoded.
    public func transcribe(file path: String, raw: RawAudioFormat? = nil) throws -> Transcript {
        if generalTranscriber == nil { generalTranscriber = try general.transcriber() }
        return try generalTranscriber!.transcribe(file: path, raw: raw).transcript
    }
}
