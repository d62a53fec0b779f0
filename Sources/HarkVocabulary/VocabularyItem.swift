/// One app-specific term (`ParameterVocabulary` entry): the identifier Siri hands back to the app
/// when any of its synonyms is recognized.
public struct VocabularyItem: Hashable, Sendable {
    /// `VocabularyItemIdentifier`: unique within the file.
    public var identifier: String
    /// `VocabularyItemSynonyms`: at least one.
    public var synonyms: [VocabularySynonym]

    /// An item `identifier` said as any of `synonyms`.
    public init(identifier: String, synonyms: [VocabularySynonym]) {
        self.identifier = identifier
        self.synonyms = synonyms
    }
}
