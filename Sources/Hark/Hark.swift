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
    /// Reads a transcript as a request of the search's intents.
    public let understander: Understander
    /// The command search's decoder, with the configuration's decoder settings on top.
    private let commandDecoder: RecognizerConfiguration
    private var commands: Transcriber?
    private var general: Transcriber?

    /// Hark with `configuration` (the defaults `hark` runs with, unless given), hearing the intents
    /// of `intents` (nil: the shipped apps') as `hark understand --intents` does.
    /// - Throws: when a definition cannot be read, the search cannot be compiled, or a model is
    ///   missing.
    public init(
        configuration: HarkConfiguration = HarkConfiguration(), intents: [URL]? = nil,
        cacheDirectory: URL = CommandSearchConfiguration.defaultCacheDirectory
    ) throws {
        pipeline = try HarkPipeline(configuration: configuration)
        let search = try CommandSearch.prepare(
            pipeline.searchConfiguration(intents: intents, cacheDirectory: cacheDirectory))
        commandDecoder = pipeline.recognizerConfiguration(over: search.recognizer)
        understander = pipeline.understander(search.parser)
    }

    /// The request a recording holds: heard through the command search and read by the
    /// understander. A recording of nothing, or of words no intent fits, is a rejected result.
    /// - Throws: ``TranscriptionError`` naming the file when it cannot be read or decoded.
    public func understand(file path: String, raw: RawAudioFormat? = nil) throws -> UnderstandingResult {
        if commands == nil {
            commands = try pipeline.transcriber(commandDecoder, for: .commands, understander: understander)
        }
        return understander.understand(try commands!.transcribe(file: path, raw: raw).transcript)
    }

    /// The request typed text holds.
    public func understand(text: String) -> UnderstandingResult { understander.understand(text) }

    /// What a recording says, in any words: the general English search, as `hark transcribe` hears it.
    /// - Throws: ``TranscriptionError`` naming the file when it cannot be read or decoded.
    public func transcribe(file path: String, raw: RawAudioFormat? = nil) throws -> Transcript {
        if general == nil {
            general = try pipeline.transcriber(pipeline.generalRecognizerConfiguration, for: .transcription)
        }
        return try general!.transcribe(file: path, raw: raw).transcript
    }
}
