/// Why a transcript is empty, so a listener can say why an utterance came to nothing: a decision
/// of the front end or the search's rejection, or a grammar search that fitted no sentence.
public enum HeardNothingReason: String, Sendable, Equatable, Codable {
    /// The front end's gate found no voice speaking to the device: nothing was decoded.
    case notForeground = "gated"
    /// The search's best path went through a rejection path's words: speech that is none of its sentences.
    case rejectionWord = "rejected"
    /// The words fit the audio worse than the search's least acoustic fit.
    case poorFit = "poor fit"
    /// A closed answer heard in audio too bright to be a voice answering.
    case brightNoise = "too bright"
    /// The grammar's best path went through its garbage phones alone: sound that is none of its
    /// sentences (the rejection path won).
    case onlyGarbage = "only garbage"
    /// The grammar search reached no final state: within the beam no path, sentence or garbage,
    /// covers the whole audio (PocketSphinx: "Final result does not match the grammar").
    case noCompletePath = "no complete path"
}
