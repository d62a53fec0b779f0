/// A pronunciation in the decoder dictionary with where it came from.
public struct SourcedPronunciation: Hashable, Sendable, CustomStringConvertible {
    public var pronunciation: Pronunciation
    public var source: PronunciationSource

    public init(_ pronunciation: Pronunciation, source: PronunciationSource) {
        self.pronunciation = pronunciation
        self.source = source
    }

    public var phones: [String] { pronunciation.phones }

    public var description: String { "\(pronunciation) (\(source.rawValue))" }
}
