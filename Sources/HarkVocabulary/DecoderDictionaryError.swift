/// Why a decoder dictionary could not be built or written, naming the word or term at fault.
public struct DecoderDictionaryError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong with the word or term.
    public enum Problem: Equatable, Sendable {
        /// A phone the acoustic model has no model for (its `mdef` does not list it, or it is
        /// silence or a filler).
        case unknownPhone(String, source: PronunciationSource)
        /// An explicit pronunciation with no phones, or a hint with no letters to sound out.
        case emptyPronunciation(source: PronunciationSource)
        /// A pronunciation of a several-word term could not be shared out among its words, since
        /// some word has no pronunciation of its own to align with.
        case unalignable(word: String)
        /// A pronunciation of a several-word term with fewer phones than the term has words.
        case fewerPhonesThanWords(source: PronunciationSource)
        /// The dictionary file could not be written.
        case unwritable(String)
    }

    /// The word or term whose pronunciation is wrong (for `.unwritable`, the file's path).
    public let word: String
    /// What is wrong.
    public let problem: Problem

    /// An error about `word` (or a file's path, for ``Problem/unwritable(_:)``).
    public init(word: String, problem: Problem) {
        self.word = word
        self.problem = problem
    }

    /// The word and the problem in a sentence, as `hark` prints it.
    public var description: String {
        switch problem {
        case .unknownPhone(let phone, let source):
            return "'\(word)': unknown phone '\(phone)' in its \(source.rawValue) pronunciation"
                + " (not in the acoustic model's phone set)"
        case .emptyPronunciation(let source): return "'\(word)': empty \(source.rawValue) pronunciation"
        case .unalignable(let other):
            return "'\(word)': cannot share its pronunciation among its words: '\(other)' has no pronunciation"
        case .fewerPhonesThanWords(let source):
            return "'\(word)': its \(source.rawValue) pronunciation has fewer phones than the term has words"
        case .unwritable(let detail): return "\(word): cannot write dictionary: \(detail)"
        }
    }
}
