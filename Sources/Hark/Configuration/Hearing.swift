import Foundation
import HarkSearch
import HarkUnderstanding

/// What a search is heard with, whole: its decoder with the configuration's `decoder.*` settings
/// on top, the front end for its purpose, and, for a command search, the understander that reads
/// its transcripts and gives the `…Then…` searches their second opinion. Only ``HarkPipeline``
/// builds one (``HarkPipeline/commandHearing(_:)``, ``HarkPipeline/generalHearing``), so no part
/// can be left out; the value is shared freely, and each worker makes its own
/// ``transcriber(alternatives:)``.
public struct Hearing: Sendable {
    /// The decoder: the search's own, with the configuration's decoder settings.
    public let decoder: RecognizerConfiguration
    /// The enhancers before decoding.
    public let frontEnd: FrontEnd
    /// Reads a transcript as a request; nil for the general search, which hears any words.
    public let understander: Understander?
    /// The intent definitions the search was compiled from; nil for the general search.
    public let definitions: IntentDefinitionSet?

    init(
        decoder: RecognizerConfiguration, frontEnd: FrontEnd, understander: Understander?,
        definitions: IntentDefinitionSet?
    ) {
        self.decoder = decoder
        self.frontEnd = frontEnd
        self.understander = understander
        self.definitions = definitions
    }

    /// A file transcriber of this search; it belongs to one thread at a time.
    /// - Throws: when the decoder or the front end cannot be built (a bad model or grammar).
    public func transcriber(alternatives: Int = 0) throws(RecognizerError) -> Transcriber {
        try Transcriber(
            configuration: decoder, alternatives: alternatives, frontEnd: frontEnd, understander: understander)
    }
}

extension HarkPipeline {
    /// The command search of `search` compiled (or loaded from its cache) and made ready to hear
    /// behind the command front end (the transcription one when it searches general English),
    /// read by this pipeline's understander.
    /// - Throws: when a definition cannot be read, the search cannot be compiled, or a model is
    ///   missing.
    public func commandHearing(_ search: CommandSearchConfiguration) throws -> Hearing {
        let prepared = try CommandSearch.prepare(search)
        // Intents read from the general English model hear as plain transcription does.
        return Hearing(
            decoder: recognizerConfiguration(over: prepared.recognizer),
            frontEnd: frontEnd(for: search.mode == .general ? .transcription : .commands),
            understander: understander(prepared.parser), definitions: prepared.definitions)
    }

    /// The acoustic model's general English search, for plain transcription, behind the
    /// transcription front end.
    public var generalHearing: Hearing {
        Hearing(
            decoder: generalRecognizerConfiguration, frontEnd: frontEnd(for: .transcription), understander: nil,
            definitions: nil)
    }
}
