/// A phrase the decoder must be able to hear, with where it came from.
public struct VocabularyTerm: Hashable, Sendable {
    /// Where the term came from, for reports and for telling which source to fix.
    public enum Origin: Hashable, Sendable {
        /// A synonym of an app's vocabulary item: file, the parameters it fills, item identifier.
        case appVocabulary(source: String, parameterNames: [String], identifier: String)
        /// An example sentence of an app's vocabulary file (`IntentExamples` or
        /// `VocabularyItemExamples`), with the intent or item identifier it illustrates.
        case appExample(source: String, context: String)
        /// A string of the user's vocabulary.
        case user(VocabularyStringType)
    }

    /// As written in the vocabulary, e.g. "Monkey Mile".
    public var text: String
    /// The term's custom pronunciation, if its vocabulary gave one.
    public var pronunciation: CustomPronunciation?
    /// Where the term came from.
    public var origin: Origin

    /// A term `text` from `origin`, with the pronunciation its vocabulary gave, if any.
    public init(text: String, pronunciation: CustomPronunciation? = nil, origin: Origin) {
        self.text = text
        self.pronunciation = pronunciation
        self.origin = origin
    }
}
