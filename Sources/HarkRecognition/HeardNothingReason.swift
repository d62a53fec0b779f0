/// Why a transcript was left empty by a decision rather than by the decoder hearing no word, so
/// a listener can say why an utterance came to nothing.
public enum HeardNothingReason: String, Sendable, Equatable, Codable {
    /// The front end's gate found no voice speaking to the device: nothing was decoded.
    case notForeground = "gated"
    /// The search's best path went through a rejection path's words: speech that is none of its sentences.
    case rejectionWord = "rejected"
    /// The words fit the audio worse than the search's least acoustic fit.
    case poorFit = "poor fit"
    /// A closed answer heard in audio too bright to be a voice answering.
    case brightNoise = "too bright"
}
