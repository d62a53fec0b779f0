/// What the pipeline produced for one utterance: the recognized words and, when the utterance was
/// matched against a grammar of commands, the intent and its parameters.
public struct Hypothesis: Hashable, Sendable {
    /// The recognized words, as the decoder wrote them (normalized only when scored).
    public var text: String
    /// The matched intent; nil (or "none") when nothing matched.
    public var intent: String?
    /// The extracted parameters; a list holds repeated values of one parameter.
    public var parameters: [String: [String]]
    /// The decoder's path score, written to `.hyp` files as Sphinx does.
    public var score: Int?

    public init(
        text: String, intent: String? = nil, parameters: [String: [String]] = [:],
        score: Int? = nil
    ) {
        self.text = text
        self.intent = intent
        self.parameters = parameters
        self.score = score
    }
}
