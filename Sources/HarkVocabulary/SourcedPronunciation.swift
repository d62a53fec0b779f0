/// A pronunciation in the decoder dictionary with where it came from.
public struct SourcedPronunciation: Hashable, Sendable, CustomStringConvertible {
    /// The phones.
    public var pronunciation: Pronunciation
    /// Where they came from.
    public var source: PronunciationSource

    /// `pronunciation`, from `source`.
    public init(_ pronunciation: Pronunciation, source: PronunciationSource) {
        self.pronunciation = pronunciation
        self.source = source
    }

    /// The pronunciation's phones.
    public var phones: [String] { pronunciation.phones }

    /// Phones and source, e.g. `R IY D (cmudict)`.
    public var description: String { "\(pronunciation) (\(source.rawValue))" }
}
