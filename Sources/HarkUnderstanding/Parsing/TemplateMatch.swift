/// The best way one template fits a transcript.
struct TemplateMatch: Sendable {
    var cost: Double
    var parameters: [String: [ParameterValue]]
    /// Nil when an app that needs no name was matched without it.
    var app: AppMention?
    /// Every template word heard as itself, none missed, no word added, and every value but free
    /// text read as said: the sentence word for word.
    var isExact = true
    /// The heard words the template does not explain and that are not harmless, in the order
    /// they were said.
    var unexplained: [UnexplainedWord] = []
}

/// A heard word a match skipped that is not harmless, and what stands beside it.
struct UnexplainedWord: Sendable {
    /// Its position in the transcript's words.
    var position: Int
    /// It comes right after a value of a closed list or vocabulary.
    var followsValue: Bool
}
