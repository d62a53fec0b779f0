/// How long one change of the user's vocabulary took to reach a live decoder.
public struct VocabularySwap: Sendable, Equatable {
    /// Seconds to build the new command search: definitions, compiled grammar and language model
    /// (from the cache when seen before), pronunciations and parser.
    public var prepareSeconds: Double
    /// Seconds to put the new dictionary and search into the running decoder.
    public var decoderSeconds: Double
    /// Whether the compiled grammar and language model came from the cache.
    public var searchWasCached: Bool
    /// Words in the dictionary Hark wrote for the decoder afterwards; 0 for the general search,
    /// which keeps the acoustic model's own.
    public var dictionaryWords: Int

    /// A swap's timings as measured.
    public init(prepareSeconds: Double, decoderSeconds: Double, searchWasCached: Bool, dictionaryWords: Int) {
        self.prepareSeconds = prepareSeconds
        self.decoderSeconds = decoderSeconds
        self.searchWasCached = searchWasCached
        self.dictionaryWords = dictionaryWords
    }

    /// From the vocabulary read to the decoder ready.
    public var totalSeconds: Double { prepareSeconds + decoderSeconds }
}
