/// A parameter type whose values come from the user's data at run time, e.g. contact names
/// (SiriKit's user-specific vocabulary).
public struct VocabularyType: Hashable, Sendable {
    /// The type's name in the file.
    public var name: String
    /// The vocabulary the caller fills, e.g. `contacts`; several types may share one.
    public var vocabulary: String
    /// Values used when the caller supplies none for this vocabulary: demos, tests, and the
    /// language model's training sentences.
    public var examples: [String]

    /// A type `name` filled from the vocabulary `vocabulary`, with fallback `examples`.
    public init(name: String, vocabulary: String, examples: [String]) {
        self.name = name
        self.vocabulary = vocabulary
        self.examples = examples
    }
}
