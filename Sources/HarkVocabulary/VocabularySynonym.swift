/// One way of saying a vocabulary item (`VocabularyItemSynonyms` entry): the phrase as the app
/// spells it, an optional pronunciation, and example sentences using it.
public struct VocabularySynonym: Hashable, Sendable {
    /// `VocabularyItemPhrase`: spelled as the app shows it, e.g. "Bananarific".
    public var phrase: String
    /// `VocabularyItemPronunciation`: a "sounds like" spelling ("ba nana ri fic"), or Hark's
    /// explicit phones between slashes ("/B AH N AE N AH R IH F IH K/"); see `CustomPronunciation`.
    public var pronunciation: String?
    /// `VocabularyItemExamples`: sentences a user might say with the phrase.
    public var examples: [String]

    /// A synonym `phrase`, with an optional pronunciation and example sentences.
    public init(phrase: String, pronunciation: String? = nil, examples: [String] = []) {
        self.phrase = phrase
        self.pronunciation = pronunciation
        self.examples = examples
    }
}
