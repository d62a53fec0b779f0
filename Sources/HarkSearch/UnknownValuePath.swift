import HarkRecognition
import HarkSupport
import HarkVocabulary

/// A way out of each closed slot's list in a word graph: beside the listed values, a loop of
/// visible one-phone words (``UnknownWord``) that any other word can take, at a price.
///
/// A grammar of closed lists can say only what is listed, so a value the list lacks ("the
/// goldfish tank" where the tanks are reef, koi and guppy) is heard as the nearest listed one, and
/// acted on. The loop competes with the values: a listed value said fits its own phones better
/// than the loop's price, and one not listed fits the loop better than another value's phones.
/// Its words stay in the transcript, where the parser, which acts only when every word is
/// explained, finds one it cannot explain.
public struct UnknownValuePath: Hashable, Sendable {
    /// The phones the loop can take (the acoustic model's speech phones).
    public var phones: [String]
    /// The FSG probability of taking the loop instead of a listed value (with its first phone).
    public var entryProbability: Double
    /// The FSG probability of each further phone.
    public var phoneProbability: Double

    /// A loop of `phones`, entered at `entryProbability` and going on at `phoneProbability`.
    public init(phones: [String], entryProbability: Double, phoneProbability: Double) {
        self.phones = phones.sorted()
        self.entryProbability = entryProbability
        self.phoneProbability = phoneProbability
    }

    /// The word a word graph holds where the loop stands for a value of `parameter`: replaced by
    /// the loop in the FSG file. One per parameter, so that the graph's states merge as its words
    /// do; not a dictionary word (a dictionary word has no `<` in it).
    static func marker(for parameter: String) -> String { markerPrefix + parameter + ">" }
    static let markerPrefix = "<unknown-value:"

    /// Each loop word with its one-phone pronunciation.
    public var words: [(word: String, phone: String)] { phones.map { (UnknownWord.spelling(for: $0), $0) } }

    /// The loop's words as decoder dictionary entries.
    public var dictionaryEntries: [DictionaryEntry] { words.map(DictionaryEntry.init(onePhoneWord:)) }
}
