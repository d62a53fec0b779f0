/// What the recognizer's search is built from, compiled from intent definitions and vocabulary.
public struct SearchArtifacts: Hashable, Sendable {
    /// A JSGF grammar of every template (`-jsgf`).
    public var grammar: String
    /// An ARPA n-gram model of sentences expanded from the templates (`-lm`).
    public var languageModel: String
    /// Every word the grammar or the model can produce, sorted: what the pronouncing dictionary
    /// must cover.
    public var words: [String]
    /// Pronunciations the definition files give (word → ARPAbet strings), for words a stock
    /// dictionary may lack.
    public var pronunciations: [String: [String]]

    /// Artifacts of the given parts.
    public init(grammar: String, languageModel: String, words: [String], pronunciations: [String: [String]]) {
        self.grammar = grammar
        self.languageModel = languageModel
        self.words = words
        self.pronunciations = pronunciations
    }
}
